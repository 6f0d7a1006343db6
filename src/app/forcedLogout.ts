import { navigate } from 'wouter/use-browser-location';
import { paths } from '../shared/routing/paths';

/**
 * The API client could not refresh the session, or a wrong code locked the account: wipe the
 * session and the cache, then say why (the login page shows the lock message for `reason`).
 */
export function handleForcedLogout(reason?: string): void {
  const target = paths.auth.login({ forcedLogout: true, reason });
  void import('../entities/session/userSession')
    .then((m) => m.endUserSession())
    .finally(() => navigate(target, { replace: true }));
}
