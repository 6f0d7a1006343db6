import { lazy, Suspense, type ReactElement } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect, useLocation, useSearch } from 'wouter';
import { session } from '../api/session';
import { useMeta } from '../db/useMeta';
import type { FeatureToggles } from '../shared/domain/toggles';
import { PageLoader } from '../shared/ui/PageLoader';
import { decideRoute } from './access';
import { AuthLayout } from './layout/AuthLayout';
import { ForbiddenPage } from './pages/ForbiddenPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { findRoute, REDIRECTS, ROUTES, type AppRoute } from './routeTable';
import { ShellFrame } from './ShellFrame';

/** One lazy page per route, created once: pages load on first visit, not with the entry bundle. */
const PAGES = new Map<string, ReactElement>(
  ROUTES.map((r) => {
    const LazyPage = lazy(r.load);
    return [r.path, <LazyPage key={r.path} />];
  }),
);

function Page({ route }: { route: AppRoute }) {
  return <Suspense fallback={<PageLoader />}>{PAGES.get(route.path)}</Suspense>;
}

/** Router, guards and layouts, all derived from the route table. */
export function AppRouter() {
  const [location] = useLocation();
  const search = useSearch();
  const snap = useSnapshot(session);
  const toggles = useMeta<FeatureToggles>('toggles');
  const viewer = snap.authenticated && snap.claims ? { role: snap.claims.role, email: snap.claims.email } : null;

  const redirect = REDIRECTS[location];
  if (redirect) return <Redirect to={`${redirect}${search ? `?${search}` : ''}`} replace />;

  const route = findRoute(location);
  if (!route) {
    return viewer ? (
      <ShellFrame>
        <NotFoundPage signedIn />
      </ShellFrame>
    ) : (
      <AuthLayout>
        <NotFoundPage signedIn={false} />
      </AuthLayout>
    );
  }

  const decision = decideRoute(route, `${location}${search ? `?${search}` : ''}`, viewer, toggles);
  if (decision.kind === 'redirect') return <Redirect to={decision.to} replace />;
  if (route.layout === 'auth') {
    return (
      <AuthLayout>
        <Page route={route} />
      </AuthLayout>
    );
  }
  return (
    <ShellFrame>
      {decision.kind === 'loading' && <PageLoader />}
      {decision.kind === 'forbidden' && <ForbiddenPage />}
      {decision.kind === 'render' && <Page route={route} />}
    </ShellFrame>
  );
}
