import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './ApiError';
import { armForcedLogout, configureApiClient } from './client';
import { describeCodeFailure, guardCodeLock } from './codeFailures';

const WARNING_2 =
  'To keep your account secure, your account will be locked for 30 mins after 2 more failed attempts.';
const WARNING_3 =
  'To keep your account secure, your account will be locked for 30 mins after 3 more failed attempts.';
const LOCKED =
  'Your account has been locked due to security reason, it will be unlocked in 30 minutes. Please try again later.';

const http = (
  status: number,
  code: string,
  extra: { description?: string; remainingAttempts?: number } = {},
) => new ApiError({ kind: 'http', status, code, ...extra });

const onForcedLogout = vi.fn<(reason?: string) => void>();
beforeEach(() => {
  onForcedLogout.mockReset();
  configureApiClient({ onForcedLogout });
  armForcedLogout();
});

describe('describeCodeFailure', () => {
  it("shows the bank's wait for a code asked for too often, else the catalogue's text", () => {
    const wait = 'Too many codes were sent. You can ask for a new code in 7 minutes.';
    expect(describeCodeFailure(http(429, 'TOO_MANY_REQUEST', { description: wait }))).toEqual({
      lines: [wait],
      tone: 'warning',
    });
    expect(describeCodeFailure(http(429, 'TOO_MANY_REQUEST')).lines).toEqual([
      'Too many requests in a short time. Please wait a moment and try again.',
    ]);
  });

  it('shows the countdown text of a wrong code as a warning', () => {
    expect(
      describeCodeFailure(
        http(400, 'ACCOUNT_LOCK_WARNING', { description: WARNING_2, remainingAttempts: 2 }),
      ),
    ).toEqual({
      lines: [WARNING_2],
      tone: 'warning',
    });
    // Without the server text, the attempts left make the same sentence.
    expect(
      describeCodeFailure(http(400, 'ACCOUNT_LOCK_WARNING', { remainingAttempts: 2 })).lines,
    ).toEqual([WARNING_2]);
    expect(describeCodeFailure(http(400, 'INVALID_OTP', { remainingAttempts: 2 })).lines).toEqual([
      WARNING_2,
    ]);
    expect(describeCodeFailure(http(400, 'INVALID_OTP')).lines).toEqual([
      'Invalid or expired code',
    ]);
  });

  it('shows a lock as an error with the spec text, and names the lock', () => {
    expect(describeCodeFailure(http(423, 'ACCOUNT_LOCKED'))).toEqual({
      lines: [LOCKED],
      tone: 'error',
      lock: 'ACCOUNT_LOCKED',
    });
    expect(describeCodeFailure(http(403, 'MFA_RESOURCES_DENIED'))).toEqual({
      lines: [LOCKED],
      tone: 'error',
      lock: 'MFA_RESOURCES_DENIED',
    });
  });

  it.each(['ACCOUNT_LOCKED', 'ACCOUNT_PERMANENT_LOCKED', 'MFA_RESOURCES_DENIED'])(
    'treats %s as a lock that forces logout, whatever the method',
    (code) => {
      for (const method of ['SMS', 'EMAIL', 'TOTP'] as const)
        expect(describeCodeFailure(http(423, code), method).lock).toBe(code);
    },
  );

  it('adds Invalid or expired code after the description of an authenticator 400', () => {
    expect(
      describeCodeFailure(http(400, 'INVALID_TOTP', { description: 'The code is wrong.' }), 'TOTP')
        .lines,
    ).toEqual(['The code is wrong.', 'Invalid or expired code']);
    // A wrong authenticator code at sign-in or for a transfer: the countdown text, then the spec line.
    expect(
      describeCodeFailure(
        http(400, 'ACCOUNT_LOCK_WARNING', { description: WARNING_3, remainingAttempts: 3 }),
        'TOTP',
      ),
    ).toEqual({ lines: [WARNING_3, 'Invalid or expired code'], tone: 'warning' });
  });

  it('shows the server countdown text for a wrong SMS or e-mail code', () => {
    for (const method of ['SMS', 'EMAIL'] as const)
      expect(
        describeCodeFailure(
          http(400, 'ACCOUNT_LOCK_WARNING', { description: WARNING_3, remainingAttempts: 3 }),
          method,
        ),
      ).toEqual({ lines: [WARNING_3], tone: 'warning' });
  });

  it('explains offline and network failures', () => {
    expect(
      describeCodeFailure(new ApiError({ kind: 'network', status: 0, code: 'NETWORK_ERROR' })),
    ).toEqual({
      lines: ["We couldn't reach the bank. Please check your connection and try again."],
      tone: 'warning',
    });
  });

  it("shows 'Something went wrong' / 'Please try again later' for what is no bank answer", () => {
    expect(describeCodeFailure(new TypeError('x is undefined'))).toEqual({
      lines: ['Something went wrong', 'Please try again later'],
      tone: 'warning',
    });
  });
});

describe('guardCodeLock', () => {
  it('forces logout with the lock as the reason, and passes the error on', async () => {
    const locked = http(423, 'ACCOUNT_LOCKED');
    await expect(guardCodeLock(() => Promise.reject(locked))).rejects.toBe(locked);
    expect(onForcedLogout).toHaveBeenCalledWith('ACCOUNT_LOCKED');
  });

  it('leaves the session alone on a wrong code', async () => {
    await expect(
      guardCodeLock(() => Promise.reject(http(400, 'ACCOUNT_LOCK_WARNING'))),
    ).rejects.toBeInstanceOf(ApiError);
    expect(onForcedLogout).not.toHaveBeenCalled();
    await expect(guardCodeLock(() => Promise.resolve('ref'))).resolves.toBe('ref');
  });
});
