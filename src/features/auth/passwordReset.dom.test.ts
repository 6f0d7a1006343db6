import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/ApiError';
import { configureApiClient } from '../../api/client';
import type { MockBankControls } from '../../mirage/mockBank';
import { loginAs, startTestBank } from '../../mirage/testing';
import {
  completeReset,
  describeResetFailure,
  forgetPendingReset,
  isPasswordRefused,
  loginHref,
  pendingReset,
  requestReset,
} from './passwordReset';

// The real API client against the real mock bank: the two calls of a reset, no module mocks.
let bank: MockBankControls;
beforeEach(() => {
  bank = startTestBank();
  configureApiClient({ baseUrl: '', onForcedLogout: () => undefined, ready: Promise.resolve() });
  forgetPendingReset();
});
afterEach(() => bank.shutdown());

async function failureOf(call: () => Promise<unknown>): Promise<unknown> {
  try {
    await call();
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

describe('forgot password through the API client and the mock bank', () => {
  it('keeps the e-mail and otpId of the request, resets with the code, then forgets the request', async () => {
    const request = await requestReset('general@demo.test');
    expect(pendingReset()).toEqual({ email: 'general@demo.test', otpId: expect.any(String) });
    const resetCall = bank.calls().find((c) => c.path === '/v1/boom/auth/request-reset-password');
    expect(resetCall?.method).toBe('POST');
    await completeReset(request, '123456', 'NewPass#2026');
    expect(pendingReset()).toBeNull();
    expect((await loginAs('general@demo.test', 'device-test-1', 'NewPass#2026')).status).toBe(200);
  });

  it("shows the bank's tries left for a wrong code (no account lock), and keeps the request for another try", async () => {
    const request = await requestReset('general@demo.test');
    const error = await failureOf(() => completeReset(request, '000000', 'NewPass#2026'));
    expect(describeResetFailure(error)).toEqual({
      kind: 'warning',
      message: 'This code is not correct. You can try 4 more times, then ask for a new code.',
    });
    expect(pendingReset()).toEqual(request);
  });

  it("shows the bank's wait when a new code is asked for too soon", async () => {
    await requestReset('general@demo.test');
    const error = await failureOf(() => requestReset('general@demo.test'));
    expect(describeResetFailure(error)).toEqual({
      kind: 'warning',
      message: 'A new code was sent recently. You can ask for another one in 179 seconds.',
    });
  });

  it('says at the password field that the current password cannot be reused', async () => {
    const request = await requestReset('general@demo.test');
    const error = await failureOf(() => completeReset(request, '123456', 'Demo@1234'));
    expect(isPasswordRefused(error)).toBe(true);
  });

  it('keeps the request of an unknown e-mail as of any other; its code fails as a wrong one', async () => {
    const request = await requestReset('nobody@demo.test');
    expect(pendingReset()).toEqual({ email: 'nobody@demo.test', otpId: expect.any(String) });
    const error = await failureOf(() => completeReset(request, '123456', 'NewPass#2026'));
    expect(describeResetFailure(error)).toEqual({
      kind: 'warning',
      message: 'This code is not correct. You can try 4 more times, then ask for a new code.',
    });
  });
});

describe('reset failure texts', () => {
  it("never shows the login's 'Incorrect email and/or password' text", () => {
    const failure = describeResetFailure(
      new ApiError({ kind: 'http', status: 404, code: 'RESOURCE_NOT_FOUND' }),
    );
    expect(failure.message).not.toContain('password');
  });

  it('shows a lock as an error and a failure that is not an answer of the bank as a warning', () => {
    expect(
      describeResetFailure(new ApiError({ kind: 'http', status: 423, code: 'ACCOUNT_LOCKED' })),
    ).toMatchObject({
      kind: 'error',
      message:
        'Your account has been locked due to security reason, it will be unlocked in 30 minutes. Please try again later.',
    });
    expect(describeResetFailure(new Error('boom'))).toEqual({
      kind: 'warning',
      title: 'Something went wrong',
      message: 'Please try again later',
    });
    expect(
      isPasswordRefused(new ApiError({ kind: 'http', status: 400, code: 'INVALID_OTP' })),
    ).toBe(false);
  });
});

describe('back to login', () => {
  it('keeps the query string (the redirect) but not a past forced-logout notice', () => {
    expect(loginHref('')).toBe('/login');
    expect(loginHref('redirect=%2Faccount')).toBe('/login?redirect=%2Faccount');
    expect(loginHref('forced_logout=true&reason=ACCOUNT_LOCKED&redirect=%2Faccount')).toBe(
      '/login?redirect=%2Faccount',
    );
  });
});
