import { isApiError } from '../../api/ApiError';
import type { OtpType } from '../../shared/domain/auth';
import { INVALID_CODE } from './schemas';

/** Codes that end the attempt: the user is forced out to /login?forced_logout=true. */
export const LOCK_CODES = [
  'ACCOUNT_LOCKED',
  'ACCOUNT_PERMANENT_LOCKED',
  'MFA_RESOURCES_DENIED',
] as const;
export type LockCode = (typeof LOCK_CODES)[number];

export type VerifyFailure =
  { kind: 'locked'; code: LockCode } | { kind: 'message'; lines: string[] };

/**
 * What a failed verification shows (spec-1 §8): a wrong code shows the server's countdown text
 * ('...locked for 30 mins after N more failed attempts.'); an authenticator 400 shows the
 * server description plus 'Invalid or expired code'; a lock forces logout.
 */
export function describeVerifyFailure(error: unknown, method: OtpType): VerifyFailure {
  if (!isApiError(error))
    return { kind: 'message', lines: ['Something went wrong', 'Please try again later'] };
  const lock = LOCK_CODES.find((code) => code === error.code);
  if (lock) return { kind: 'locked', code: lock };
  if (error.kind !== 'http') return { kind: 'message', lines: [error.message] };
  if (method === 'TOTP' && error.status === 400) {
    return {
      kind: 'message',
      lines: [error.description, INVALID_CODE].filter((l): l is string => Boolean(l)),
    };
  }
  if (error.code === 'ACCOUNT_LOCK_WARNING' && error.description)
    return { kind: 'message', lines: [error.description] };
  if (error.code === 'INVALID_OTP') return { kind: 'message', lines: [INVALID_CODE] };
  return { kind: 'message', lines: [error.message] };
}
