import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './ApiError';
import { armForcedLogout, configureApiClient } from './client';
import { describeCodeFailure, guardCodeLock } from './codeFailures';

const WARNING_2 =
  'To keep your account secure, your account will be locked for 30 mins after 2 more failed attempts.';
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
  it('shows the countdown text of a wrong code as a warning', () => {
    expect(
      describeCodeFailure(
        http(400, 'ACCOUNT_LOCK_WARNING', { description: WARNING_2, remainingAttempts: 2 }),
      ),
    ).toEqual({
      message: WARNING_2,
      tone: 'warning',
    });
    // Without the server text, the attempts left make the same sentence.
    expect(
      describeCodeFailure(http(400, 'ACCOUNT_LOCK_WARNING', { remainingAttempts: 2 })).message,
    ).toBe(WARNING_2);
    expect(describeCodeFailure(http(400, 'INVALID_OTP', { remainingAttempts: 2 })).message).toBe(
      WARNING_2,
    );
  });

  it('shows a lock as an error with the spec text', () => {
    expect(describeCodeFailure(http(423, 'ACCOUNT_LOCKED'))).toEqual({
      message: LOCKED,
      tone: 'error',
    });
    expect(describeCodeFailure(http(403, 'MFA_RESOURCES_DENIED'))).toEqual({
      message: LOCKED,
      tone: 'error',
    });
  });

  it('adds Invalid or expired code after the description of an authenticator 400', () => {
    expect(
      describeCodeFailure(http(400, 'INVALID_TOTP', { description: 'The code is wrong.' }), 'TOTP')
        .message,
    ).toBe('The code is wrong. Invalid or expired code');
  });

  it('explains offline and network failures', () => {
    expect(
      describeCodeFailure(new ApiError({ kind: 'network', status: 0, code: 'NETWORK_ERROR' })),
    ).toEqual({
      message: "We couldn't reach the bank. Please check your connection and try again.",
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
