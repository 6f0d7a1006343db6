import { describe, expect, it } from 'vitest';
import { allPaths } from '../../test/allPaths';
import { paths } from './paths';

describe('paths', () => {
  it('gives each route its path when called without arguments', () => {
    expect(paths.dashboard()).toBe('/dashboard');
    expect(paths.accounts.list()).toBe('/account');
    expect(paths.accounts.add()).toBe('/add-account');
    expect(paths.transfer.accountToAccount()).toBe('/transfer/account-to-account');
    expect(paths.transfer.currencyExchange()).toBe('/transfer/currency-exchange');
    expect(paths.transfer.local()).toBe('/transfer/local');
    expect(paths.transfer.local({ withdraw: true })).toBe('/transfer/local?withdraw=true');
    expect(paths.transfer.overseas({ country: 'CN', currency: 'CNY' })).toBe(
      '/transfer/overseas?country=CN&currency=CNY',
    );
    expect(paths.transactions()).toBe('/transaction');
    expect(paths.approvals.list()).toBe('/manage/approvals');
    expect(paths.team.people()).toBe('/manage/people');
    expect(paths.settings.general()).toBe('/settings/general');
    expect(paths.auth.login()).toBe('/login');
    expect(paths.auth.phoneLogin()).toBe('/login-deprecated/phone');
    expect(paths.auth.resetPassword()).toBe('/reset-password');
    expect(paths.auth.resetPasswordConfirm()).toBe('/reset-password/confirm');
    expect(paths.legal.terms()).toBe('/terms');
    expect(paths.legal.privacy()).toBe('/privacy');
  });

  it('opens the approvals page on a tab', () => {
    expect(paths.approvals.myRequests()).toBe('/manage/approvals?tab=my-requests');
    expect(paths.approvals.list('completed')).toBe('/manage/approvals?tab=completed');
  });

  it('keeps the path a signed-out visitor asked for as the encoded redirect parameter', () => {
    expect(paths.auth.login({ redirect: '/dashboard?x=1' })).toBe(
      '/login?redirect=%2Fdashboard%3Fx%3D1',
    );
    const redirect = '/manage/approvals?tab=my-requests&q=a b#x';
    const url = new URL(paths.auth.login({ redirect }), 'https://bank.example');
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('redirect')).toBe(redirect);
    expect([...url.searchParams.keys()]).toEqual(['redirect']);
  });

  it('keeps the redirect parameter on the way to the deprecated phone login, and back to login', () => {
    expect(paths.auth.phoneLogin({ redirect: '/dashboard?x=1' })).toBe(
      '/login-deprecated/phone?redirect=%2Fdashboard%3Fx%3D1',
    );
    expect(paths.auth.phoneLogin(new URLSearchParams('redirect=%2Faccount'))).toBe(
      '/login-deprecated/phone?redirect=%2Faccount',
    );
  });

  it('says why a session was ended, encoded, and leaves out what is not given', () => {
    expect(paths.auth.login({ forcedLogout: true })).toBe('/login?forced_logout=true');
    expect(paths.auth.login({ forcedLogout: true, reason: 'ACCOUNT_LOCKED' })).toBe(
      '/login?forced_logout=true&reason=ACCOUNT_LOCKED',
    );
    expect(paths.auth.login({ forcedLogout: true, reason: 'a&b=c' })).toBe(
      '/login?forced_logout=true&reason=a%26b%3Dc',
    );
    expect(paths.auth.login({ forcedLogout: false, reason: '', redirect: undefined })).toBe(
      '/login',
    );
  });

  it('carries a query string the page got as it is, with or without its question mark', () => {
    expect(paths.auth.resetPassword('redirect=%2Faccount')).toBe(
      '/reset-password?redirect=%2Faccount',
    );
    expect(paths.auth.resetPasswordConfirm('?redirect=%2Faccount')).toBe(
      '/reset-password/confirm?redirect=%2Faccount',
    );
    expect(paths.auth.resetPassword('')).toBe('/reset-password');
    expect(paths.auth.login(new URLSearchParams('redirect=%2Faccount&x=1'))).toBe(
      '/login?redirect=%2Faccount&x=1',
    );
    expect(paths.auth.login(new URLSearchParams())).toBe('/login');
  });

  it('builds absolute paths of lower-case words (or :parameters), never another site', () => {
    const all = allPaths();
    expect(all.length).toBeGreaterThan(20);
    const odd = all.filter(
      ({ path }) => !/^\/(([a-z0-9-]+|:[a-zA-Z]+)(\/([a-z0-9-]+|:[a-zA-Z]+))*)?$/.test(path),
    );
    expect(odd).toEqual([]);
  });
});
