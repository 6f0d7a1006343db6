import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { generateMfaOtp, verifyMfaOtp } from '../../api/twoFactor';
import { apiRequest, configureApiClient } from '../../api/client';
import { session } from '../../api/session';
import { readAccessToken } from '../../api/tokens';
import { readMeta } from '../../db/meta';
import { currentDatabase } from '../../db/userDatabase';
import type { MockBankControls } from '../../mirage/mockBank';
import { startTestBank } from '../../mirage/testing';
import { syncStatus } from '../../sync/syncStatus';
import { completeSignIn, signIn, signOut } from './actions';

// The real client against the real mock bank: the whole sign-in path, no module mocks.
let bank: MockBankControls;
beforeEach(() => {
  bank = startTestBank();
  configureApiClient({ baseUrl: '', onForcedLogout: () => undefined, ready: Promise.resolve() });
});
afterEach(async () => {
  await signOut().catch(() => undefined);
  bank.shutdown();
  vi.useRealTimers();
});

async function signInWithSms(email: string, rememberDevice = false) {
  const step = await signIn(email, 'Demo@1234', null);
  if (step.step !== 'second-factor') throw new Error('expected a second factor');
  const otp = await generateMfaOtp(step.preMfaToken, 'SMS');
  const pair = await verifyMfaOtp(step.preMfaToken, {
    otp: '123456',
    otpId: otp.otpId,
    otpType: 'SMS',
    rememberDevice,
  });
  return completeSignIn(pair, step.login, null);
}

describe('sign-in through the API client and the mock bank', () => {
  it('lands on the dashboard with the session from the token claims and the profile cached', async () => {
    expect(await signInWithSms('subadmin@demo.test')).toBe('/dashboard');
    expect(session.claims).toMatchObject({
      role: 'sub-admin',
      email: 'subadmin@demo.test',
      corpID: 'CORP-DEMO-0001',
    });
    expect(session.companyName).toBe('Demo Trading Pte. Ltd.');
    const db = currentDatabase();
    expect(db?.name).toBe(`bank-cache:CORP-DEMO-0001:${session.claims?.sub}`);
    await vi.waitFor(async () =>
      expect(await readMeta(db!, 'profile')).toMatchObject({ email: 'subadmin@demo.test' }),
    );
    await vi.waitFor(() => expect(syncStatus.stores.toggles?.lastSyncedAt).toBeTypeOf('number'));
  });

  it("'Remember this browser' keeps the bank's remember token: the next sign-in here needs no code, the device id alone does not do", async () => {
    await signInWithSms('general@demo.test', true);
    expect(localStorage.getItem('device.rememberToken')).toMatch(/^[\w-]{43}$/);
    await signOut();
    expect(await signIn('general@demo.test', 'Demo@1234', null)).toMatchObject({ step: 'done' });
    expect(session.authenticated).toBe(true);
    await signOut();
    // The same device id without the token (copied to another browser): the code is asked again.
    localStorage.removeItem('device.rememberToken');
    expect((await signIn('general@demo.test', 'Demo@1234', null)).step).toBe('second-factor');
  });

  it('counts the user as signed in only once the sign-in is complete, so the router moves them once', async () => {
    const step = await signIn('admin@demo.test', 'Demo@1234', null);
    if (step.step !== 'second-factor') throw new Error('expected a second factor');
    const otp = await generateMfaOtp(step.preMfaToken, 'SMS');
    const pair = await verifyMfaOtp(step.preMfaToken, {
      otp: '123456',
      otpId: otp.otpId,
      otpType: 'SMS',
      rememberDevice: false,
    });
    const completing = completeSignIn(pair, step.login, null);
    // Tokens and claims are set (the KYC call needs them), but the login page stays put.
    expect(session.claims?.email).toBe('admin@demo.test');
    expect(session.authenticated).toBe(false);
    expect(await completing).toBe('/dashboard');
    expect(session.authenticated).toBe(true);
  });

  it('leaves no half session behind when the sign-in fails on the way', async () => {
    const step = await signIn('admin@demo.test', 'Demo@1234', null);
    if (step.step !== 'second-factor') throw new Error('expected a second factor');
    const otp = await generateMfaOtp(step.preMfaToken, 'SMS');
    const pair = await verifyMfaOtp(step.preMfaToken, {
      otp: '123456',
      otpId: otp.otpId,
      otpType: 'SMS',
      rememberDevice: false,
    });
    bank.faults.failNext('/v1/boom/kyc/myinfo/status', 'INTERNAL_SERVER_ERROR', 500);
    await expect(completeSignIn(pair, step.login, null)).rejects.toMatchObject({
      code: 'INTERNAL_SERVER_ERROR',
      status: 500,
    });
    expect(session).toMatchObject({ authenticated: false, claims: null });
    expect(readAccessToken()).toBeNull();
  });

  it('refreshes an expired access token once and retries the call', async () => {
    await signInWithSms('admin@demo.test');
    const before = readAccessToken();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 16 * 60_000);
    const profile = await apiRequest<{ email: string }>('/v1/boom/auth/user/profile');
    expect(profile.email).toBe('admin@demo.test');
    expect(readAccessToken()).not.toBe(before);
    expect(bank.calls().filter((c) => c.path === '/boom/v2/auth/refresh-token')).toHaveLength(1);
  });

  it('logout revokes the session at the bank and deletes the cache', async () => {
    await signInWithSms('general@demo.test');
    const token = readAccessToken();
    await signOut();
    expect(readAccessToken()).toBeNull();
    expect(session.authenticated).toBe(false);
    expect((await Dexie.getDatabaseNames()).filter((n) => n.startsWith('bank-cache:'))).toEqual([]);
    const after = await fetch('/v1/boom/auth/user/profile', {
      headers: { Authorization: `Bearer ${token}`, 'X-Request-Id': 'r', 'X-Device-Id': 'd' },
    });
    expect(after.status).toBe(401);
  });

  it('a call still in flight when the user logs out does not turn the logout into a forced one', async () => {
    const forced = vi.fn<(reason?: string) => void>();
    configureApiClient({ onForcedLogout: forced });
    await signInWithSms('general@demo.test');
    await signOut();
    // A sync call that was on its way is answered 401 now: the session is revoked and gone.
    const late = await apiRequest('/v1/boom/auth/user/profile').catch((e: unknown) => e);
    expect(late).toMatchObject({ status: 401 });
    expect(forced).not.toHaveBeenCalled();
  });
});
