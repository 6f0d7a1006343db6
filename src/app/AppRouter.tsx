import { lazy, Suspense, type ReactElement } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect, useLocation, useSearch } from 'wouter';
import { session } from '../api/session';
import { PageLoader } from '../shared/ui/PageLoader';
import { decideRoute } from './access';
import { AuthLayout } from './layout/AuthLayout';
import { NotFoundPage } from './pages/NotFoundPage';
import { findRoute, REDIRECTS, ROUTES } from './routeTable';

/** One lazy page per route, created once: pages load on first visit, not with the entry bundle. */
const PAGES = new Map<string, ReactElement>(
  ROUTES.map((r) => {
    const LazyPage = lazy(r.load);
    return [r.path, <LazyPage key={r.path} />];
  }),
);
const renderPage = (path: string) => <Suspense fallback={<PageLoader />}>{PAGES.get(path)}</Suspense>;

const SignedInApp = lazy(() => import('./SignedInApp').then((m) => ({ default: m.SignedInApp })));

/** Router and guards, derived from the route table; signed-in pages run in the lazy SignedInApp. */
export function AppRouter() {
  const [location] = useLocation();
  const search = useSearch();
  const snap = useSnapshot(session);
  const signedIn = snap.authenticated && snap.claims !== null;

  const redirect = REDIRECTS[location];
  if (redirect) return <Redirect to={`${redirect}${search ? `?${search}` : ''}`} replace />;

  const route = findRoute(location);
  if (route?.layout === 'auth' || (!signedIn && route)) {
    const viewer = snap.claims && signedIn ? { role: snap.claims.role, email: snap.claims.email } : null;
    const decision = decideRoute(route, `${location}${search ? `?${search}` : ''}`, viewer, undefined);
    if (decision.kind === 'redirect') return <Redirect to={decision.to} replace />;
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
