import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockBankControls } from '../mirage/mockBank';
import { buildScenario } from '../mirage/scenarios/registry';
import { startTestBank } from '../mirage/testing';
import { getKycStatus } from './auth';
import { armForcedLogout, configureApiClient } from './client';
import { storeClientCredentials } from './deviceIdentity';
import {
  ensurePhoneLoginDevice,
  phoneLogin,
  phoneLogout,
  refreshPhoneSession,
  requestPhoneOtp,
  verifyPhoneOtp,
} from './phoneLogin';
import { readAccessToken, readClaims, readRefreshToken, storeTokens } from './tokens';

// The real client against the real mock bank (jsdom: the bank answers fetch in the page).
const ADMIN_PHONE =
  buildScenario('default').users.find((u) => u.email === 'admin@demo.test')?.profile.phoneNumber ??
  '';

let bank: MockBankControls;
const onForcedLogout = vi.fn<(reason?: string) => void>();
beforeEach(() => {
  bank = startTestBank();
  onForcedLogout.mockClear();
  configureApiClient({ baseUrl: '', onForcedLogout, ready: Promise.resolve() });
  armForcedLogout();
});
afterEach(() => bank.shutdown());

const callsTo = (path: string) =>
  bank
    .calls()
    .filter((c) => c.path === path)
    .map((c) => c.method);

async function signInByPhone(): Promise<void> {
  await ensurePhoneLoginDevice();
  const { otpId } = await requestPhoneOtp(ADMIN_PHONE);
  await verifyPhoneOtp(otpId, '123456');
  const { accessToken, refreshToken } = await phoneLogin(otpId, 'Demo@1234');
  storeTokens({ accessToken, refreshToken });
}

describe('the browser for the phone login', () => {
  it('registers through the flow’s device call, and after that only checks its credentials', async () => {
    await ensurePhoneLoginDevice();
    expect(callsTo('/v1/boom-web/device')).toEqual(['POST']);
    expect(callsTo('/v1/boom-web/test')).toEqual([]);
    await ensurePhoneLoginDevice();
    expect(callsTo('/v1/boom-web/test')).toEqual(['GET']);
    expect(callsTo('/v1/boom-web/device')).toEqual(['POST']);
  });

  it('registers again when the bank no longer takes the stored credentials', async () => {
    storeClientCredentials('web-old', 'old');
    await ensurePhoneLoginDevice();
    expect(callsTo('/v1/boom-web/test')).toEqual(['GET']);
    expect(callsTo('/v1/boom-web/device')).toEqual(['POST']);
    expect((await requestPhoneOtp(ADMIN_PHONE)).maskedPhone).toMatch(/^\*{4}\d{4}$/);
  });
});

describe('refreshPhoneSession', () => {
  it('refreshes through device/token once for callers asking together, with a 5-minute access token', async () => {
    await signInByPhone();
    const before = readRefreshToken();
    expect(await Promise.all([refreshPhoneSession(), refreshPhoneSession()])).toEqual([
      'refreshed',
      'refreshed',
    ]);
    expect(callsTo('/v1/boom-web/device/token')).toEqual(['POST']);
    expect(readRefreshToken()).not.toBe(before);
    const claims = readClaims(readAccessToken());
    expect((claims?.exp ?? 0) - Date.now() / 1000).toBeGreaterThan(290);
    expect((claims?.exp ?? 0) - Date.now() / 1000).toBeLessThanOrEqual(300);
    expect(onForcedLogout).not.toHaveBeenCalled();
  });

  it('is the same refresh as that of a call retrying after a 401: the refresh token goes once', async () => {
    await signInByPhone();
    storeTokens({ accessToken: 'expired', refreshToken: readRefreshToken() ?? '' });
    const [kyc, outcome] = await Promise.all([getKycStatus(), refreshPhoneSession()]);
    expect(outcome).toBe('refreshed');
    expect(kyc.kycStatus).toBe('KYCStatusAccepted');
    expect(
      callsTo('/v1/boom-web/device/token').length + callsTo('/boom/v2/auth/refresh-token').length,
    ).toBe(1);
    expect(onForcedLogout).not.toHaveBeenCalled();
  });

  it('forces the logout when the bank refuses the refresh (the session ended by logout)', async () => {
    await signInByPhone();
    await phoneLogout();
    expect(callsTo('/v1/boom-web/logout')).toEqual(['POST']);
    expect(await refreshPhoneSession()).toBe('refused');
    expect(onForcedLogout).toHaveBeenCalledTimes(1);
    expect(readAccessToken()).toBeNull();
  });
});
