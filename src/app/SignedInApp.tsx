import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect, useLocation, useSearch } from 'wouter';
// The whole error catalogue, for every signed-in page: an ApiError a feature builds itself (not
// from a bank's answer, which loads it first) reads its text from it (src/api/errorLookup.ts).
import '../api/errorCatalogue';
import { session } from '../api/session';
import { TOGGLES_KEY } from '../db/meta';
import { useMeta } from '../db/useMeta';
import type { FeatureToggles } from '../shared/domain/toggles';
import { PageLoader } from '../shared/ui/PageLoader';
import { decideRoute } from './access';
import { ForbiddenPage } from './pages/ForbiddenPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { findRoute } from './routeTable';
import { ShellFrame } from './ShellFrame';

/**
 * Everything a signed-in user's pages need (the cache, sync status, shell). Loaded lazily, so
 * the login page's entry bundle carries no Dexie.
 */
export function SignedInApp({ renderPage }: { renderPage: (path: string) => ReactNode }) {
  const [location] = useLocation();
  const search = useSearch();
  const snap = useSnapshot(session);
  const toggles = useMeta<FeatureToggles>(TOGGLES_KEY);
  const claims = snap.claims;
  if (!claims) return null;
  const route = findRoute(location);
  if (!route) {
    return (
      <ShellFrame>
        <NotFoundPage signedIn />
      </ShellFrame>
    );
  }
  const viewer = { role: claims.role, email: claims.email };
  const decision = decideRoute(route, `${location}${search ? `?${search}` : ''}`, viewer, toggles);
  // Keyed by its target: see AppRouter (a Redirect navigates only when it mounts).
  if (decision.kind === 'redirect') return <Redirect key={decision.to} to={decision.to} replace />;
  return (
    <ShellFrame>
      {decision.kind === 'loading' && <PageLoader />}
      {decision.kind === 'forbidden' && <ForbiddenPage />}
      {decision.kind === 'render' && renderPage(route.path)}
    </ShellFrame>
  );
}
