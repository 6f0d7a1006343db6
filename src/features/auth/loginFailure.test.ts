import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/ApiError';
import { describeLoginFailure } from './loginFailure';

const http = (code: string, status = 400, description?: string) =>
  new ApiError({ kind: 'http', status, code, description });

describe('login failure texts (spec-1 §8)', () => {
  it("says 'Incorrect email and/or password' for RESOURCE_NOT_FOUND on the login only", () => {
    expect(describeLoginFailure(http('RESOURCE_NOT_FOUND', 404))).toEqual({
      kind: 'warning',
      message: 'Incorrect email and/or password. Please try again.',
    });
    // The same code from any other call is not about a password.
    expect(http('RESOURCE_NOT_FOUND', 404).message).not.toContain('password');
  });

  it('shows the suspended text, the lock warning from the server and the lock as an error', () => {
    expect(describeLoginFailure(http('SUSPENDED_ACCOUNT', 403)).message).toBe(
      'Your account has been suspended.',
    );
    expect(
      describeLoginFailure(
        http('ACCOUNT_LOCK_WARNING', 400, 'Locked after 2 more failed attempts.'),
      ),
    ).toEqual({ kind: 'warning', message: 'Locked after 2 more failed attempts.' });
    expect(describeLoginFailure(http('ACCOUNT_LOCKED', 423)).kind).toBe('error');
  });

  it("says 'Something went wrong' / 'Please try again later' for a failure that is not the bank's answer", () => {
    expect(describeLoginFailure(new Error('boom'))).toEqual({
      kind: 'warning',
      title: 'Something went wrong',
      message: 'Please try again later',
    });
  });
});
