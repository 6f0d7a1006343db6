import { describe, expect, it } from 'vitest';
import { allPaths } from '../test/allPaths';
import { REDIRECTS, ROUTES } from './routeTable';

/**
 * Routes and paths are one list (docs/architecture.md §8): every builder of `paths` leads to a
 * page or a redirect, and every route's path is a builder's.
 */

describe('the route table and paths', () => {
  const routed = new Set([...ROUTES.map((r) => r.path), ...Object.keys(REDIRECTS)]);
  const built = allPaths();

  it('has a route or a redirect for every path builder', () => {
    const missing = built.filter((p) => !routed.has(p.path));
    expect(missing).toEqual([]);
  });

  it('takes every route path, redirect and redirect target from paths', () => {
    const fromPaths = new Set(built.map((p) => p.path));
    const elsewhere = [...routed, ...Object.values(REDIRECTS)].filter((p) => !fromPaths.has(p));
    expect(elsewhere).toEqual([]);
  });

  it('redirects only to routes', () => {
    const routes = new Set(ROUTES.map((r) => r.path));
    expect(Object.values(REDIRECTS).filter((to) => !routes.has(to))).toEqual([]);
  });

  it("leads the identity-registration flow's older addresses to today's onboarding pages", () => {
    expect(
      ['/myinfo', '/myinfo/basic-detail', '/myinfo/business-detail', '/myinfo/upload'].map(
        (path) => REDIRECTS[path],
      ),
    ).toEqual(['/kyc', '/kyc', '/kyc', '/kyc']);
    expect(REDIRECTS['/myinfo/declaration']).toBe('/kyc');
    expect(REDIRECTS['/myinfo/review']).toBe('/kyc');
    expect(REDIRECTS['/myinfo/register']).toBe('/select-registration-method');
    expect(REDIRECTS['/myinfo/retrieve']).toBe('/select-registration-method');
    expect(REDIRECTS['/myinfo/register-manual']).toBe('/onboarding/manual/personal-entity-details');
  });
});
