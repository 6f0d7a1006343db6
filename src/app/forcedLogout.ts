import { navigate } from 'wouter/use-browser-location';
import { FORCED_LOGOUT_PATH } from './routeTable';

/** The API client could not refresh the session: wipe it and the cache, then say why. */
export function handleForcedLogout(): void {
  void import('../features/auth/userSession')
    .then((m) => m.endUserSession())
    .finally(() => navigate(FORCED_LOGOUT_PATH, { replace: true }));
}
