import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, establishSession, markSignedIn, storeKycStatus } from '../api/session';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
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
});

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
});
