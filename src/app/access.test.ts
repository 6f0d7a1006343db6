import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from '../shared/safeRedirect';
import { decideRoute } from './access';
import { findRoute, REDIRECTS, ROUTES } from './routeTable';

const people = findRoute('/manage/people')!;
const dashboard = findRoute('/dashboard')!;
const login = findRoute('/login')!;

describe('route guards', () => {
  it('sends a signed-out user to login keeping the path as redirect', () => {
    expect(decideRoute(dashboard, '/dashboard?x=1', null, {})).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fdashboard%3Fx%3D1',
    });
  });

  it('sends a signed-out user to the deprecated phone login while enablePhoneVerification is on, keeping the redirect', () => {
    expect(decideRoute(dashboard, '/dashboard?x=1', null, {}, true)).toEqual({
      kind: 'redirect',
      to: '/login-deprecated/phone?redirect=%2Fdashboard%3Fx%3D1',
    });
    expect(decideRoute(dashboard, '/dashboard', null, {}, false)).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fdashboard',
    });
    // Not known yet (config.json on its way): neither login page, a loader.
    expect(decideRoute(dashboard, '/dashboard', null, {}, null)).toEqual({ kind: 'loading' });
    // The sign-in pages themselves render whatever the toggle.
    const phone = findRoute('/login-deprecated/phone')!;
    expect(decideRoute(login, '/login', null, {}, null)).toEqual({ kind: 'render' });
    expect(decideRoute(phone, '/login-deprecated/phone', null, {}, false)).toEqual({
      kind: 'render',
    });
  });

  it('shows the 403 page to a role outside the route authority list', () => {
    expect(decideRoute(people, '/manage/people', { role: 'general', email: 'g@x' }, {})).toEqual({
      kind: 'forbidden',
    });
    expect(decideRoute(people, '/manage/people', { role: 'finance', email: 'f@x' }, {})).toEqual({
      kind: 'forbidden',
    });
    expect(decideRoute(people, '/manage/people', { role: 'sub-admin', email: 's@x' }, {})).toEqual({
      kind: 'render',
    });
  });

  it('opens Edit accounts (/account/edit) to the roles that manage accounts, 403 to the general role', () => {
    const edit = findRoute('/account/edit')!;
    for (const role of ['admin', 'sub-admin', 'finance', 'accountant'] as const)
      expect(decideRoute(edit, '/account/edit', { role, email: 'x@x' }, {})).toEqual({
        kind: 'render',
      });
    expect(decideRoute(edit, '/account/edit', { role: 'general', email: 'g@x' }, {})).toEqual({
      kind: 'forbidden',
    });
  });

  it('opens Export and PDF statement to the roles that keep the books, the 403 page to the general role', () => {
    for (const path of ['/transaction/export', '/transaction/pdf']) {
      const route = findRoute(path)!;
      for (const role of ['admin', 'sub-admin', 'finance', 'accountant'] as const)
        expect(decideRoute(route, path, { role, email: 'a@x' }, {})).toEqual({ kind: 'render' });
      expect(decideRoute(route, path, { role: 'general', email: 'g@x' }, {})).toEqual({
        kind: 'forbidden',
      });
    }
  });

  it('shows the 403 page when the route toggle is off, and a loader until toggles load', () => {
    const gated = { ...dashboard, toggle: 'approvals' as const };
    const viewer = { role: 'admin' as const, email: 'a@demo.test' };
    expect(decideRoute(gated, '/x', viewer, undefined)).toEqual({ kind: 'loading' });
    expect(decideRoute(gated, '/x', viewer, { approvals: false })).toEqual({ kind: 'forbidden' });
    expect(
      decideRoute(gated, '/x', viewer, {
        approvals: { open: false, allowUsers: 'b@x, A@demo.test' },
      }),
    ).toEqual({ kind: 'render' });
  });

  it('lets the approver role into Transfers only while approvals is on, and never the general role', () => {
    const exchange = findRoute('/transfer/currency-exchange')!;
    const accountant = { role: 'accountant' as const, email: 'acc@demo.test' };
    expect(decideRoute(exchange, '/transfer/currency-exchange', accountant, undefined)).toEqual({
      kind: 'loading',
    });
    expect(
      decideRoute(exchange, '/transfer/currency-exchange', accountant, { approvals: true }),
    ).toEqual({ kind: 'render' });
    expect(
      decideRoute(exchange, '/transfer/currency-exchange', accountant, { approvals: false }),
    ).toEqual({ kind: 'forbidden' });
    expect(
      decideRoute(
        exchange,
        '/transfer/currency-exchange',
        { role: 'general', email: 'g@x' },
        { approvals: true },
      ),
    ).toEqual({ kind: 'forbidden' });
    expect(
      decideRoute(
        exchange,
        '/transfer/currency-exchange',
        { role: 'finance', email: 'f@x' },
        { approvals: false },
      ),
    ).toEqual({ kind: 'render' });
  });

  it('sends a role or toggle outside the approvals area home instead of showing the 403 page', () => {
    const approvals = findRoute('/manage/approvals')!;
    const home = { kind: 'redirect', to: '/dashboard' };
    expect(
      decideRoute(
        approvals,
        '/manage/approvals',
        { role: 'general', email: 'g@x' },
        { approvals: true },
      ),
    ).toEqual(home);
    expect(
      decideRoute(
        approvals,
        '/manage/approvals',
        { role: 'admin', email: 'a@x' },
        { approvals: false },
      ),
    ).toEqual(home);
    expect(
      decideRoute(
        approvals,
        '/manage/approvals',
        { role: 'accountant', email: 'c@x' },
        { approvals: true },
      ),
    ).toEqual({ kind: 'render' });
  });

  it("opens an applicant's pages to applicants only: an onboarded user goes home, a visitor to login", () => {
    const applicantPage = {
      path: '/account-opening/pending',
      title: 'Pending',
      access: 'applicant',
      layout: 'onboarding',
      load: () => Promise.reject(new Error('not loaded here')),
    } as const;
    const applicant = { role: 'admin', email: 'new@x', onboarded: false } as const;
    expect(decideRoute(applicantPage, '/account-opening/pending', applicant, undefined)).toEqual({
      kind: 'render',
    });
    expect(
      decideRoute(applicantPage, '/account-opening/pending', { ...applicant, onboarded: true }, {}),
    ).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(decideRoute(applicantPage, '/account-opening/pending', null, undefined)).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Faccount-opening%2Fpending',
    });
  });

  it('sends a signed-in user away from the login page to the redirect target', () => {
    expect(
      decideRoute(login, '/login?redirect=%2Fmanage%2Fpeople', { role: 'admin', email: 'a' }, {}),
    ).toEqual({
      kind: 'redirect',
      to: '/manage/people',
    });
  });

  it('follows only same-app redirect paths', () => {
    expect(safeRedirectTarget('//evil.example')).toBe('/dashboard');
    expect(safeRedirectTarget('https://evil.example')).toBe('/dashboard');
    expect(safeRedirectTarget('/login?x')).toBe('/dashboard');
    expect(safeRedirectTarget('/settings/general')).toBe('/settings/general');
  });

  it('renders Terms and Privacy for anyone: signed out, and signed in with any role, toggles loaded or not', () => {
    for (const path of ['/terms', '/privacy']) {
      const route = findRoute(path)!;
      expect(route).toMatchObject({ access: 'public', layout: 'app' });
      expect(decideRoute(route, path, null, undefined)).toEqual({ kind: 'render' });
      expect(decideRoute(route, `${path}?redirect=%2Faccount`, null, undefined)).toEqual({
        kind: 'render',
      });
      expect(decideRoute(route, path, { role: 'general', email: 'g@x' }, undefined)).toEqual({
        kind: 'render',
      });
      expect(decideRoute(route, path, { role: 'admin', email: 'a@x' }, {})).toEqual({
        kind: 'render',
      });
    }
  });

  it('serves the password reset pages to signed-out users only, in the auth layout', () => {
    for (const path of ['/reset-password', '/reset-password/confirm']) {
      const route = findRoute(path)!;
      expect(route).toMatchObject({ access: 'guest', layout: 'auth' });
      expect(decideRoute(route, `${path}?redirect=%2Faccount`, null, undefined)).toEqual({
        kind: 'render',
      });
      expect(
        decideRoute(route, `${path}?redirect=%2Faccount`, { role: 'admin', email: 'a' }, {}),
      ).toEqual({ kind: 'redirect', to: '/account' });
    }
  });

  it('shows the tutorial to admin, sub-admin and finance once the toggles are known, and sends the others to the dashboard', () => {
    const tutorial = findRoute('/tutorial')!;
    expect(tutorial).toMatchObject({ access: 'user', layout: 'app' });
    expect(tutorial.toggle).toBeUndefined();
    const home = { kind: 'redirect', to: '/dashboard' };
    for (const role of ['admin', 'sub-admin', 'finance'] as const) {
      const viewer = { role, email: `${role}@x` };
      expect(decideRoute(tutorial, '/tutorial', viewer, undefined)).toEqual({ kind: 'loading' });
      expect(decideRoute(tutorial, '/tutorial', viewer, {})).toEqual({ kind: 'render' });
    }
    for (const role of ['accountant', 'general'] as const)
      expect(decideRoute(tutorial, '/tutorial', { role, email: `${role}@x` }, {})).toEqual(home);
    expect(REDIRECTS['/settings/tutorial']).toBe('/tutorial');
  });

  it('opens data population to the admin only, others going to the dashboard', () => {
    const dataPopulation = findRoute('/data-population')!;
    expect(dataPopulation).toMatchObject({ access: 'user', layout: 'app' });
    expect(
      decideRoute(dataPopulation, '/data-population', { role: 'admin', email: 'a@x' }, {}),
    ).toEqual({ kind: 'render' });
    expect(
      decideRoute(dataPopulation, '/data-population', { role: 'finance', email: 'f@x' }, {}),
    ).toEqual({ kind: 'redirect', to: '/dashboard' });
  });

  it('serves the status screens, the pre-order card and join-company pages to applicants, in the onboarding layout', () => {
    for (const path of [
      '/kyc/basic-detail',
      '/kyc/upload',
      '/account-opening',
      '/account-opening/pending',
      '/account-opening/submitted',
      '/account-opening/unsuccessful',
      '/account-opening/preorder-card',
      '/account-opening/preorder-card/successful',
    ])
      expect(findRoute(path)).toMatchObject({ access: 'applicant', layout: 'onboarding' });
  });

  it("leads the identity-registration flow's old status addresses to today's screens", () => {
    expect({
      pending: REDIRECTS['/myinfo/pending'],
      submitted: REDIRECTS['/myinfo/submitted'],
      unsuccessful: REDIRECTS['/myinfo/unsuccessful'],
    }).toEqual({
      pending: '/account-opening/pending',
      submitted: '/account-opening/submitted',
      unsuccessful: '/account-opening/unsuccessful',
    });
  });

  it('lists every route path once', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
