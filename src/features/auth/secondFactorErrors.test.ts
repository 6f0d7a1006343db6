import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/ApiError';
import { describeVerifyFailure } from './secondFactorErrors';

const warning =
  'To keep your account secure, your account will be locked for 30 mins after 3 more failed attempts.';

describe('second-factor failures', () => {
  it('shows the server countdown text for a wrong SMS code', () => {
    const error = new ApiError({
      kind: 'http',
      status: 400,
      code: 'ACCOUNT_LOCK_WARNING',
      description: warning,
      remainingAttempts: 3,
    });
    expect(describeVerifyFailure(error, 'SMS')).toEqual({ kind: 'message', lines: [warning] });
  });

  it("shows the server description plus 'Invalid or expired code' for an authenticator 400", () => {
    const error = new ApiError({
      kind: 'http',
      status: 400,
      code: 'ACCOUNT_LOCK_WARNING',
      description: warning,
    });
    expect(describeVerifyFailure(error, 'TOTP')).toEqual({
      kind: 'message',
      lines: [warning, 'Invalid or expired code'],
    });
  });

  it.each(['ACCOUNT_LOCKED', 'ACCOUNT_PERMANENT_LOCKED', 'MFA_RESOURCES_DENIED'])(
    'treats %s as a lock that forces logout',
    (code) => {
      expect(
        describeVerifyFailure(new ApiError({ kind: 'http', status: 423, code }), 'SMS'),
      ).toEqual({ kind: 'locked', code });
    },
  );

  it('shows the network message when the bank cannot be reached', () => {
    const failure = describeVerifyFailure(
      new ApiError({ kind: 'network', status: 0, code: 'NETWORK_ERROR' }),
      'SMS',
    );
    expect(failure).toEqual({
      kind: 'message',
      lines: ["We couldn't reach the bank. Please check your connection and try again."],
    });
  });
});
