import type { AppRoute } from '../../shared/routing/appRoute';
import { paths } from '../../shared/routing/paths';

type SignUpPages = typeof import('./pages');

/** A sign-up or invitation page: signed out, in the auth layout; the wizard's pages share a chunk. */
const signUpRoute = (path: string, title: string, page: keyof SignUpPages): AppRoute => ({
  path,
  title,
  access: 'guest',
  layout: 'auth',
  load: () => import('./pages').then((m) => ({ default: m[page] })),
});

/**
 * Sign-up (a new business's first user) and invitations (a colleague joining): signed-out pages in
 * the auth layout, whose paths are the spec's onboarding group (routes.tsv).
 */
export const SIGN_UP_ROUTES: readonly AppRoute[] = [
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
