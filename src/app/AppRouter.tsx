import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect, useLocation, useSearch } from 'wouter';
import { session } from '../api/session';
import { runtimeInfo } from '../shared/runtimeInfo';
import { PageLoader } from '../shared/ui/PageLoader';
import { decideRoute } from './access';
import { AuthLayout } from './layout/AuthLayout';
import { NotFoundPage } from './pages/NotFoundPage';
import { renderPage } from './pages';
import { findRoute, REDIRECTS } from './routeTable';

const SignedInApp = lazy(() => import('./SignedInApp').then((m) => ({ default: m.SignedInApp })));

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
  // Signed out, every known route comes here: guest pages render, public ones (Terms, Privacy)
  // render in the auth layout, user pages redirect to login. Signed in, app routes use the shell.
  if (route?.layout === 'auth' || (!signedIn && route)) {
    const viewer =
      snap.claims && signedIn ? { role: snap.claims.role, email: snap.claims.email } : null;
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
    return <AuthLayout>{renderPage(route.path)}</AuthLayout>;
  }
  if (!signedIn) {
    return (
      <AuthLayout>
        <NotFoundPage signedIn={false} />
      </AuthLayout>
    );
  }
  return (
    <Suspense fallback={<PageLoader />}>
      <SignedInApp renderPage={renderPage} />
    </Suspense>
  );
}
