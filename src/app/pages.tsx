import { lazy, Suspense, type ReactElement } from 'react';
import { Route } from 'wouter';
import type { AppRoute, PageModule } from '../shared/routing/appRoute';
import { paths } from '../shared/routing/paths';
import { PageLoader } from '../shared/ui/PageLoader';
import { findRoute, REDIRECTS, ROUTES } from './routeTable';

/** Page modules already loaded: their lazy page renders at once instead of suspending. */
const loaded = new Map<string, PageModule>();

/**
 * A thenable that calls back at once. React.lazy reads it without suspending, so a page whose
 * module was loaded before the first render draws in that render (no fallback flash). React's
 * types ask for a Promise; React itself only calls `then`.
 */
function settled(module: PageModule): Promise<PageModule> {
  const thenable = {
    // oxlint-disable-next-line unicorn/no-thenable -- the point: React.lazy calls `then` and reads the module at once
    then(onFulfilled: (value: PageModule) => unknown) {
      onFulfilled(module);
    },
  };
  return thenable as unknown as Promise<PageModule>;
}

/** One lazy page per route, created once: pages load on first visit, not with the entry bundle. */
const PAGES = new Map<string, ReactElement>(
  ROUTES.map((r) => {
    const LazyPage = lazy(() => {
      const module = loaded.get(r.path);
      return module ? settled(module) : r.load();
    });
    return [r.path, <LazyPage key={r.path} />];
  }),
);

/**
 * The page of a route the router matched. Inside wouter's Route of the same path, so a page reads
 * its path's parameters with useParams (the registry's callback: /onboarding/myinfo/:stateId/callback).
 */
export const renderPage = (path: string) => (
  <Route path={path}>
    <Suspense fallback={<PageLoader />}>{PAGES.get(path)}</Suspense>
  </Route>
);

/** The route a signed-out visitor's first screen shows at `pathname`: the page itself, or login. */
export function firstSignedOutRoute(pathname: string): AppRoute | undefined {
  const route = findRoute(REDIRECTS[pathname] ?? pathname);
  if (!route) return undefined;
  return route.access === 'user' || route.access === 'applicant'
    ? findRoute(paths.auth.login())
    : route;
}

/**
 * Loads the first screen's page module before the first render (main.tsx), so the first paint is
 * the whole page (the login form), not a loader; its download runs beside config.json's. A
 * failure is left to the lazy page (it retries and shows the error boundary).
 */
export async function preloadFirstPage(pathname: string, signedIn: boolean): Promise<void> {
  const route = signedIn ? undefined : firstSignedOutRoute(pathname);
  if (!route) return;
  try {
    loaded.set(route.path, await route.load());
  } catch {
    // The page's own lazy load tries again when it renders.
  }
}
