import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../api/client';
import { ApiError } from '../../api/ApiError';
import { readAccessToken } from '../../api/tokens';
import type { MockBankControls } from '../../mirage/mockBank';
import { buildScenario } from '../../mirage/scenarios/registry';
import { startTestBank } from '../../mirage/testing';
import { signOut } from './actions';
import {
  describePhoneLoginFailure,
  sendPhoneCode,
  signInWithPhone,
  verifyPhoneCode,
} from './phoneLogin';
import { isPhoneSession, REFRESH_CHECK_INTERVAL_MS } from '../../entities/session/phoneSession';
import { startUserSession } from '../../entities/session/userSession';

// The flow through the real client and mock bank (jsdom: the bank answers fetch in the page).
const phoneOf = (email: string) =>
  buildScenario('default').users.find((u) => u.email === email)?.profile.phoneNumber ?? '';

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

async function signInAs(email: string): Promise<string> {
  const { otpId } = await sendPhoneCode(phoneOf(email));
  expect(await verifyPhoneCode(otpId, '123456')).toBe(true);
  return signInWithPhone(otpId, 'Demo@1234', null);
}

const callsTo = (path: string) => bank.calls().filter((c) => c.path === path).length;

describe('a session signed in by phone', () => {
  it('lands by status as any sign-in, and signs out through the phone logout', async () => {
    expect(await signInAs('subadmin@demo.test')).toBe('/dashboard');
    expect(isPhoneSession()).toBe(true);
    await signOut();
    expect(callsTo('/v1/boom-web/logout')).toBe(1);
    expect(callsTo('/v1/boom/auth/logout')).toBe(0);
    expect(isPhoneSession()).toBe(false);
    expect(readAccessToken()).toBeNull();
  });

  it('keeps its refresh check after a reload (the session restored)', async () => {
    await signInAs('general@demo.test');
    vi.useFakeTimers({ now: Date.now() + 250_000, toFake: ['setInterval', 'Date'] });
    // A reload: the session starts again from sessionStorage.
    await startUserSession({ corpID: 'CORP-DEMO-0001', sub: 'USR-0005' });
    const before = readAccessToken();
    await vi.advanceTimersByTimeAsync(REFRESH_CHECK_INTERVAL_MS);
    await vi.waitFor(() => expect(readAccessToken()).not.toBe(before));
    expect(callsTo('/v1/boom-web/device/token')).toBe(1);
  });
});

const http = (code: string, description?: string) =>
  new ApiError({ kind: 'http', status: 400, code, description });

describe('describePhoneLoginFailure', () => {
  it("says the spec's text for an unregistered phone, the bank's for codes, the lock countdown for a password", () => {
    expect(describePhoneLoginFailure(http('INVALID_USER_ID', 'No user...'))).toEqual({
      kind: 'warning',
      message: 'It is not a registed user.',
    });
    expect(describePhoneLoginFailure(http('INVALID_OTP', 'Ask for a new code.'))).toEqual({
      kind: 'warning',
      message: 'Ask for a new code.',
    });
    expect(describePhoneLoginFailure(http('ACCOUNT_LOCK_WARNING', 'after 4 more'))).toEqual({
      kind: 'warning',
      title: 'Incorrect password',
      message: 'after 4 more',
    });
    expect(describePhoneLoginFailure(new Error('x'))).toEqual({
      kind: 'warning',
      title: 'Something went wrong',
      message: 'Please try again later',
    });
  });
});
