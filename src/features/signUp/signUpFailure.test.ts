import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/ApiError';
import '../../api/errorCatalogue';
import { invitationRefusedTo } from './invitationFailure';
import { describeSignUpFailure } from './signUpFailure';

const http = (status: number, code: string, description?: string) =>
  new ApiError({ kind: 'http', status, code, description });

describe('what a refused sign-up step shows', () => {
  it("says 'Invalid or expired code' first for a refused code (spec-1 §5), then the bank's tries left", () => {
    expect(
      describeSignUpFailure(
        http(
          400,
          'INVALID_OTP',
          'This code is not correct. You can try 4 more times, then ask for a new code.',
        ),
      ),
    ).toEqual({
      kind: 'warning',
      title: 'Invalid or expired code',
      message: 'This code is not correct. You can try 4 more times, then ask for a new code.',
    });
  });

  it("shows the bank's wait when sign-ups or invitation codes from here are throttled, on the page itself", () => {
    const wait =
      'Too many wrong invitation codes were tried. You can try again in 60 minutes: open the link of the invitation e-mail.';
    expect(describeSignUpFailure(http(429, 'TOO_MANY_REQUEST', wait))).toEqual({
      kind: 'warning',
      message: wait,
      offerLogin: false,
    });
    expect(
      invitationRefusedTo(http(429, 'TOO_MANY_REQUEST', wait), {
        email: 'invitee@demo.test',
        code: 'JOIN2026',
      }),
    ).toBeNull();
    const signUps = 'Too many sign-up attempts in a short time. You can try again in 60 minutes.';
    expect(describeSignUpFailure(http(429, 'TOO_MANY_REQUEST', signUps)).message).toBe(signUps);
  });
});
