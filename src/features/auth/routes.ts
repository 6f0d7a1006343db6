import type { AppRoute } from '../../shared/routing/appRoute';
import { paths } from '../../shared/routing/paths';
// The one page in the entry chunk: the first screen of every signed-out visit. Loaded lazily it
// cost a round trip and a dozen small chunks before the first paint (Lighthouse, issue 7).
import { LoginPage } from './pages/LoginPage';

type SignUpPages = typeof import('./signUp/pages');

/** A sign-up or invitation page: signed out, in the auth layout; the wizard's pages share a chunk. */
const signUpRoute = (path: string, title: string, page: keyof SignUpPages): AppRoute => ({
  path,
  title,
  access: 'guest',
  layout: 'auth',
  load: () => import('./signUp/pages').then((m) => ({ default: m[page] })),
});

/**
 * Sign-in (by e-mail, and the deprecated phone login), forgot password, sign-up and invitations:
 * signed-out pages in the auth layout.
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
  signUpRoute(paths.onboarding.register(), 'Register your business', 'RegisterPage'),
  signUpRoute(paths.onboarding.gettingStarted(), 'Register your business', 'RegisterPage'),
  signUpRoute(paths.onboarding.oldRegistration(), 'Page is no longer used', 'OldRegistrationPage'),
  signUpRoute(paths.onboarding.signUp.email(), 'Create your account', 'SignUpEmailPage'),
  signUpRoute(paths.onboarding.signUp.verifyEmail(), 'Verify your email', 'VerifyEmailPage'),
  signUpRoute(
    paths.onboarding.signUp.createPassword(),
    'Create your password',
    'CreatePasswordPage',
  ),
  signUpRoute(paths.onboarding.signUp.phone(), 'Verify your phone number', 'PhonePage'),
  signUpRoute(
    paths.onboarding.signUp.verifyPhone(),
    'Enter the code we texted you',
    'VerifyPhonePage',
  ),
  signUpRoute(
    paths.onboarding.signUp.invalid(),
    'Sign-up link no longer valid',
    'SignUpInvalidPage',
  ),
  signUpRoute(paths.onboarding.invite.accept(), 'Join your team', 'AcceptInvitePage'),
  signUpRoute(paths.onboarding.invite.invalid(), "Invitation can't be used", 'InviteInvalidPage'),
  signUpRoute(paths.onboarding.invite.phone(), 'Verify your phone number', 'InvitePhonePage'),
  signUpRoute(
    paths.onboarding.invite.verifyPhone(),
    'Enter the code we texted you',
    'InviteVerifyPhonePage',
  ),
  signUpRoute(
    paths.onboarding.invite.createPassword(),
    'Create your password',
    'InviteCreatePasswordPage',
  ),
];
