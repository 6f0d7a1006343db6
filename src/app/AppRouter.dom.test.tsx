import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getRegistryInfo } from '../api/kyc';
import { clearSession, establishSession, markSignedIn, storeKycStatus } from '../api/session';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { runtimeInfo } from '../shared/runtimeInfo';
import { AppRouter } from './AppRouter';

function openAt(path: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <AppRouter />
    </Router>,
  );
  return location;
}

// config.json read, as main.tsx does before calls go out; enablePhoneVerification off as shipped.
beforeEach(() => {
  Object.assign(runtimeInfo, { configured: true, enablePhoneVerification: false });
});
afterEach(() => {
  Object.assign(runtimeInfo, { configured: false, enablePhoneVerification: false });
});

describe('AppRouter for a signed-out visitor', () => {
  // '/' redirects to '/dashboard', which redirects to login: two redirects in a row once left
  // a blank page (the second Redirect reused the first one's instance and never fired).
  it.each([
    ['/', '/dashboard'],
    ['/transfer', '/transfer/account-to-account'],
    ['/settings', '/settings/general'],
    ['/manage', '/manage/people'],
    ['/dashboard', '/dashboard'],
    ['/manage/approvals', '/manage/approvals'],
  ])('shows the login page at %s, keeping %s as the redirect', async (path, kept) => {
    const location = openAt(path);
    // The first test also loads the lazy login page module, hence the longer wait.
    expect(await screen.findByRole('heading', { name: 'Log in' }, { timeout: 8000 })).toBeDefined();
    await waitFor(() =>
      expect(location.history.at(-1)).toBe(`/login?redirect=${encodeURIComponent(kept)}`),
    );
  });

  it('goes to the deprecated phone login instead while enablePhoneVerification is on', async () => {
    runtimeInfo.enablePhoneVerification = true;
    const location = openAt('/');
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Log in with your phone number' },
        { timeout: 8000 },
      ),
    ).toBeDefined();
    expect(location.history.at(-1)).toBe('/login-deprecated/phone?redirect=%2Fdashboard');
  });

  it('waits on a loader until config.json says where to sign in', async () => {
    runtimeInfo.configured = false;
    const location = openAt('/dashboard');
    expect(screen.getByRole('status').textContent).toBe('Loading');
    expect(location.history).toEqual(['/dashboard']);
    runtimeInfo.configured = true;
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeDefined();
    expect(location.history.at(-1)).toBe('/login?redirect=%2Fdashboard');
  });

  it('shows /login at once, before config.json is read', () => {
    runtimeInfo.configured = false;
    openAt('/login');
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeDefined();
  });
});

vi.mock('../api/kyc', () => ({
  getRegistryInfo: vi.fn<(state: string) => Promise<never>>(() =>
    Promise.reject(new Error('not in this test')),
  ),
  getOnboardingProgress: vi.fn<() => Promise<null>>(() => Promise.resolve(null)),
}));

/** A token the client reads (the bank is not involved: the router only reads claims). */
function tokenFor(claims: Record<string, unknown>): string {
  const part = btoa(JSON.stringify(claims))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  return `e30.${part}.sig`;
}

describe('AppRouter for an applicant (signed in, not onboarded)', () => {
  afterEach(() => clearSession());

  it("sends the shell's pages to the applicant's status screen, never rendering the shell", async () => {
    const exp = Math.floor(Date.now() / 1000) + 600;
    establishSession(
      {
        accessToken: tokenFor({ role: 'admin', sub: 'USR-9', corpID: 'CORP-APPL-0003', exp }),
        refreshToken: tokenFor({
          role: 'admin',
          sub: 'USR-9',
          corpID: 'CORP-APPL-0003',
          exp,
          scope: 'refresh',
        }),
      },
      { companyName: 'Orchid Supplies Pte. Ltd.', status: 'UserStatusUnknown' },
    );
    storeKycStatus({
      kycStatus: 'KYCStatusDecisionPending',
      companyKycStatus: 'pending',
      nonAdminUserStatus: 'UserStatusUnknown',
      tutorialsViewed: false,
      tmDataPopulated: false,
    });
    markSignedIn();
    const location = openAt('/transfer/local');
    await waitFor(() => expect(location.history.at(-1)).toBe('/account-opening/pending'));
    expect(screen.queryByRole('navigation', { name: /main/i })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Log out' })).toBeDefined();
  });

  it("gives a page its path's parameters: the registry's callback reads the consent's state", async () => {
    const exp = Math.floor(Date.now() / 1000) + 600;
    establishSession(
      {
        accessToken: tokenFor({ role: 'admin', sub: 'USR-8', corpID: 'CORP-APPL-0001', exp }),
        refreshToken: tokenFor({
          role: 'admin',
          sub: 'USR-8',
          corpID: 'CORP-APPL-0001',
          exp,
          scope: 'refresh',
        }),
      },
      { companyName: 'Nimbus Trading Pte. Ltd.', status: 'UserStatusUnknown' },
    );
    storeKycStatus({
      kycStatus: 'KYCStatusUnknown',
      companyKycStatus: 'unknown',
      nonAdminUserStatus: 'UserStatusUnknown',
      tutorialsViewed: false,
      tmDataPopulated: false,
    });
    markSignedIn();
    openAt('/onboarding/myinfo/state-42/callback');
    await waitFor(() => expect(getRegistryInfo).toHaveBeenCalledWith('state-42'), {
      timeout: 8000,
    });
  });
});
