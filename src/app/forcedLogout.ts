import { navigate } from 'wouter/use-browser-location';
import { FORCED_LOGOUT_PATH } from './routeTable';

/**
 * The API client could not refresh the session, or a wrong code locked the account: wipe the
 * session and the cache, then say why (the login page shows the lock message for `reason`).
 */
export function handleForcedLogout(reason?: string): void {
  const target = reason
    ? `${FORCED_LOGOUT_PATH}&reason=${encodeURIComponent(reason)}`
    : FORCED_LOGOUT_PATH;
  void import('../features/auth/userSession')
    .then((m) => m.endUserSession())
    .finally(() => navigate(target, { replace: true }));
}
