import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect, useLocation, useSearch } from 'wouter';
import { isSessionOnboarded, session } from '../api/session';
import { postLoginRoute } from '../shared/routing/postLoginRoute';
import { paths } from '../shared/routing/paths';
import { runtimeInfo } from '../shared/runtimeInfo';
import { PageLoader } from '../shared/ui/PageLoader';
import { decideRoute } from './access';
import { AuthLayout } from './layout/AuthLayout';
import { OnboardingLayout } from './layout/OnboardingLayout';
import { NotFoundPage } from './pages/NotFoundPage';
import { renderPage } from './pages';
import { findRoute, REDIRECTS } from './routeTable';

const SignedInApp = lazy(() => import('./SignedInApp').then((m) => ({ default: m.SignedInApp })));

/** Where an applicant belongs now: the screen of the stored statuses (spec-1 §4). */
function applicantHome(): string {
  const { claims, kyc, userStatus } = session;
  if (!claims || !kyc) return paths.auth.login();
  return postLoginRoute({ role: claims.role, kyc, userStatus, redirect: null });
}

/** Router and guards, derived from the route table; signed-in pages run in the lazy SignedInApp. */
export function AppRouter() {
  const [location] = useLocation();
  const search = useSearch();
  const snap = useSnapshot(session);
  const signedIn = snap.authenticated && snap.claims !== null;
  const info = useSnapshot(runtimeInfo);
  // Where signed-out visitors sign in depends on config.json: unknown (null) until it is read.
  const phoneVerification = info.configured ? info.enablePhoneVerification : null;

  const redirect = REDIRECTS[location];
  // Every Redirect is keyed by its target: wouter's Redirect navigates once, on mount, so a
  // second redirect in a row ('/' -> '/dashboard' -> '/login') must be a new instance, not the
  // first one re-rendered (which left a signed-out visitor on a blank page).
  if (redirect) {
    const to = `${redirect}${search ? `?${search}` : ''}`;
    return <Redirect key={to} to={to} replace />;
  }

  const route = findRoute(location);
  // An applicant (signed in, not onboarded: spec-1 §4) sees only onboarding pages; the shell's
  // pages lead to the applicant's status screen.
  const onboarded = signedIn && isSessionOnboarded();
  const applicant = signedIn && !onboarded;
  // Signed out, every known route comes here: guest pages render, public ones (Terms, Privacy)
  // render in the auth layout, user pages redirect to login. Signed in, app routes use the shell.
  if (
    route?.layout === 'auth' ||
    route?.layout === 'onboarding' ||
    (!signedIn && route) ||
    (applicant && route?.access === 'public')
  ) {
    const viewer =
      snap.claims && signedIn
        ? { role: snap.claims.role, email: snap.claims.email, onboarded }
        : null;
    const decision = decideRoute(
      route,
      `${location}${search ? `?${search}` : ''}`,
      viewer,
      undefined,
      phoneVerification,
    );
    if (decision.kind === 'redirect')
      return <Redirect key={decision.to} to={decision.to} replace />;
    if (decision.kind === 'loading')
      return (
        <AuthLayout>
          <PageLoader />
        </AuthLayout>
      );
    if (applicant) return <OnboardingLayout>{renderPage(route.path)}</OnboardingLayout>;
    return <AuthLayout>{renderPage(route.path)}</AuthLayout>;
  }
  if (!signedIn) {
    return (
      <AuthLayout>
        <NotFoundPage signedIn={false} />
      </AuthLayout>
    );
  }
  if (applicant) {
    if (!route)
      return (
        <OnboardingLayout>
          <NotFoundPage signedIn={false} />
        </OnboardingLayout>
      );
    const home = applicantHome();
    return <Redirect key={home} to={home} replace />;
  }
  return (
    <Suspense fallback={<PageLoader />}>
      <SignedInApp renderPage={renderPage} />
    </Suspense>
  );
}
