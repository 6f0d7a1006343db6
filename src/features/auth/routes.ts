import type { AppRoute } from '../../shared/routing/appRoute';
import { paths } from '../../shared/routing/paths';
// The one page in the entry chunk: the first screen of every signed-out visit. Loaded lazily it
// cost a round trip and a dozen small chunks before the first paint (Lighthouse, issue 7).
import { LoginPage } from './pages/LoginPage';

/**
 * Sign-in (by e-mail, and the deprecated phone login) and forgot password: signed-out pages in the
 * auth layout. Sign-up and invitations are features/signUp.
 */
export const AUTH_ROUTES: readonly AppRoute[] = [
  {
    path: paths.auth.login(),
    title: 'Log in',
    access: 'guest',
    layout: 'auth',
    load: () => Promise.resolve({ default: LoginPage }),
  },
  {
    path: paths.auth.phoneLogin(),
    title: 'Log in with your phone number',
    access: 'guest',
    layout: 'auth',
    load: () => import('./pages/PhoneLoginPage').then((m) => ({ default: m.PhoneLoginPage })),
  },
  {
    path: paths.auth.resetPassword(),
    title: 'Reset your password',
    access: 'guest',
    layout: 'auth',
    load: () => import('./pages/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })),
  },
  {
    path: paths.auth.resetPasswordConfirm(),
    title: 'Set a new password',
    access: 'guest',
    layout: 'auth',
    load: () =>
      import('./pages/ResetPasswordConfirmPage').then((m) => ({
        default: m.ResetPasswordConfirmPage,
      })),
  },
];
