import { INVALID_OR_EXPIRED_CODE } from '../shared/forms/oneTimeCode';
import type { OtpType } from '../shared/domain/auth';
import type { CodeErrorDisplay } from '../shared/ui/VerifyCodeDialog';
import { isApiError } from './ApiError';
import { forceLogout } from './client';

/**
 * What a failed one-time code means for the user (spec-1 §8, spec-2 §8 Notices): the one list
 * of failures of every VerifyCodeDialog, at sign-in and for transfers and approvals.
 */

/** Codes that end the attempt: the user is forced out to /login?forced_logout=true&reason=... */
export const CODE_LOCK_CODES = [
  'ACCOUNT_LOCKED',
  'ACCOUNT_PERMANENT_LOCKED',
  'MFA_RESOURCES_DENIED',
] as const;
export type CodeLockCode = (typeof CODE_LOCK_CODES)[number];

/** spec-1 §8: INTERNAL_SERVER_ERROR or a missing code, a warning in two lines. */
export const SOMETHING_WENT_WRONG = ['Something went wrong', 'Please try again later'];

export function wrongCodeText(remainingAttempts: number): string {
  return `To keep your account secure, your account will be locked for 30 mins after ${remainingAttempts} more failed attempts.`;
}

/** The lock a failure ends the attempt with, if it is one. */
export function codeLockOf(error: unknown): CodeLockCode | undefined {
  if (!isApiError(error)) return undefined;
  return CODE_LOCK_CODES.find((code) => code === error.code);
}

export interface CodeFailure extends CodeErrorDisplay {
  /** Set when the failure locks the account: the caller forces the user out. */
  lock?: CodeLockCode;
}

/**
 * The text of a failed send or verify, a line each: a wrong code shows the server's countdown
 * text ('...locked for 30 mins after N more failed attempts.'), or the same sentence made from
 * the attempts left; an authenticator 400 shows the server description plus 'Invalid or expired
 * code'; a lock shows the lock message as an error and names the lock; other failures show
 * their catalogue text.
 */
export function describeCodeFailure(error: unknown, method: OtpType = 'SMS'): CodeFailure {
  if (!isApiError(error)) return { lines: SOMETHING_WENT_WRONG, tone: 'warning' };
  const lock = codeLockOf(error);
  if (lock) return { lines: [error.message], tone: 'error', lock };
  if (error.kind !== 'http') return { lines: [error.message], tone: 'warning' };
  const countdown =
    error.remainingAttempts === undefined ? undefined : wrongCodeText(error.remainingAttempts);
  if (method === 'TOTP' && error.status === 400) {
    const said = error.description ?? countdown;
    return {
      lines: said ? [said, INVALID_OR_EXPIRED_CODE] : [INVALID_OR_EXPIRED_CODE],
      tone: 'warning',
    };
  }
  if (error.code === 'ACCOUNT_LOCK_WARNING')
    return { lines: [error.description ?? countdown ?? error.message], tone: 'warning' };
  if (error.code === 'INVALID_OTP')
    return { lines: [countdown ?? INVALID_OR_EXPIRED_CODE], tone: 'warning' };
  return { lines: [error.message], tone: error.severity };
}

/** Runs a send or verify call; a lock forces logout (with the lock as the reason), then the error goes on. */
export async function guardCodeLock<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const lock = codeLockOf(error);
    if (lock) forceLogout(lock);
    throw error;
  }
}
