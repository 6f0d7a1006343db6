import type { Role } from '../shared/domain/roles';
import { isToggleOn, type FeatureToggles } from '../shared/domain/toggles';
import type { AppRoute } from '../shared/routing/appRoute';
import { paths } from '../shared/routing/paths';
import { safeRedirectTarget } from '../shared/safeRedirect';

export interface Viewer {
  role: Role;
  email: string;
  /** Fully onboarded (spec-1 §4); absent counts as onboarded (the shell's own checks). */
  onboarded?: boolean;
}

/** A route is open to a viewer when the role is in its list and its toggle is on (spec-1 §6). */
export function canSee(
  route: Pick<AppRoute, 'roles' | 'toggle' | 'extraRolesWhen'>,
  viewer: Viewer,
  toggles: FeatureToggles,
): boolean {
  const extra = route.extraRolesWhen;
  const letInByToggle =
    extra !== undefined &&
    extra.roles.includes(viewer.role) &&
    isToggleOn(toggles, extra.toggle, viewer.email);
  if (route.roles && !route.roles.includes(viewer.role) && !letInByToggle) return false;
  if (route.toggle && !isToggleOn(toggles, route.toggle, viewer.email)) return false;
  return true;
}

export type GuardDecision =
  | { kind: 'render' }
  | { kind: 'loading' }
  | { kind: 'forbidden' }
  | { kind: 'redirect'; to: string };

/**
 * What the router does with a route: public routes render for anyone; signed-out users go to
 * login with the path kept as the redirect parameter, or to the deprecated phone login while
 * `phoneVerification` (enablePhoneVerification, read before sign-in from config.json) is on, and
 * wait on a loader while it is not known yet (null); signed-in users are sent away from guest
 * pages; a role or toggle that does not allow the route gets the 403 page, or goes home where the
 * route says so (approvals); toggles still loading show a loader where the route or its page needs them.
 */
export function decideRoute(
  route: AppRoute,
  location: string,
  viewer: Viewer | null,
  toggles: FeatureToggles | undefined,
  phoneVerification: boolean | null = false,
): GuardDecision {
  if (route.access === 'guest') {
    return viewer
      ? {
          kind: 'redirect',
          to: safeRedirectTarget(new URLSearchParams(location.split('?')[1] ?? '').get('redirect')),
        }
      : { kind: 'render' };
  }
  // Terms and Privacy: readable before signing in as well as after, by every role.
  if (route.access === 'public') return { kind: 'render' };
  if (!viewer) {
    if (phoneVerification === null) return { kind: 'loading' };
    const signIn = phoneVerification ? paths.auth.phoneLogin : paths.auth.login;
    return { kind: 'redirect', to: signIn({ redirect: location }) };
  }
  // Onboarding is over for an onboarded user: its pages lead home.
  if (route.access === 'applicant')
    return viewer.onboarded === false
      ? { kind: 'render' }
      : { kind: 'redirect', to: paths.dashboard() };
  if ((route.toggle || route.extraRolesWhen || route.awaitsToggles) && toggles === undefined)
    return { kind: 'loading' };
  if (!route.roles && !route.toggle) return { kind: 'render' };
  if (canSee(route, viewer, toggles ?? {})) return { kind: 'render' };
  return route.whenDenied === 'home'
    ? { kind: 'redirect', to: paths.dashboard() }
    : { kind: 'forbidden' };
}
