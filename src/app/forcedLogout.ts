import { navigate } from 'wouter/use-browser-location';
import { endUserSession } from '../features/auth/userSession';
import { FORCED_LOGOUT_PATH } from './routeTable';

/** The API client could not refresh the session: wipe it and the cache, then say why. */
export function handleForcedLogout(): void {
  void endUserSession().finally(() => navigate(FORCED_LOGOUT_PATH, { replace: true }));
}
