import { paths } from './routing/paths';

/**
 * Only same-app paths are followed after login (an open redirect would let a link send a
 * freshly signed-in user to another site); anything else goes to the dashboard.
 */
export function safeRedirectTarget(redirect: string | null | undefined): string {
  if (
    !redirect ||
    !redirect.startsWith('/') ||
    redirect.startsWith('//') ||
    redirect.startsWith(paths.auth.login())
  ) {
    return paths.dashboard();
  }
  return redirect;
}
