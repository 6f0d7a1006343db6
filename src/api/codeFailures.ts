import { isApiError } from './ApiError';
import { forceLogout } from './client';

/**
 * What a failed transfer or approval code means for the user (spec-2 §8 Notices, spec-1 §8):
 * shared by every feature that shows the VerifyCodeDialog, as the auth feature's
 * secondFactorErrors is for sign-in.
 */

/** Codes that end the session: the user is forced out to /login?forced_logout=true&reason=... */
export const CODE_LOCK_CODES = [
  'ACCOUNT_LOCKED',
  'ACCOUNT_PERMANENT_LOCKED',
  'MFA_RESOURCES_DENIED',
] as const;

export const INVALID_OR_EXPIRED_CODE = 'Invalid or expired code';

export function wrongCodeText(remainingAttempts: number): string {
  return `To keep your account secure, your account will be locked for 30 mins after ${remainingAttempts} more failed attempts.`;
}

export function isCodeLock(error: unknown): boolean {
  return isApiError(error) && (CODE_LOCK_CODES as readonly string[]).includes(error.code);
}

export interface CodeFailureText {
  message: string;
  tone: 'warning' | 'error';
}

/**
 * The text of a failed send or verify: the server's countdown text for a wrong code, the
 * server description plus 'Invalid or expired code' for an authenticator 400, the lock message
 * (an error) for a lock; other failures show their catalogue text.
 */
export function describeCodeFailure(
  error: unknown,
  method: 'SMS' | 'TOTP' = 'SMS',
): CodeFailureText {
  if (!isApiError(error))
    return { message: 'Something went wrong. Please try again later.', tone: 'error' };
  if (isCodeLock(error)) return { message: error.message, tone: 'error' };
  if (error.kind !== 'http') return { message: error.message, tone: 'warning' };
  if (error.code === 'ACCOUNT_LOCK_WARNING') {
    const text =
      error.description ??
      (error.remainingAttempts === undefined
        ? error.message
        : wrongCodeText(error.remainingAttempts));
    return { message: text, tone: 'warning' };
  }
  if (error.code === 'INVALID_OTP') {
    return {
      message:
        error.remainingAttempts === undefined
          ? INVALID_OR_EXPIRED_CODE
          : wrongCodeText(error.remainingAttempts),
      tone: 'warning',
    };
  }
  if (method === 'TOTP' && error.status === 400) {
    return {
      message: [error.description, INVALID_OR_EXPIRED_CODE].filter(Boolean).join(' '),
      tone: 'warning',
    };
  }
  return { message: error.message, tone: error.severity };
}

/** Runs a send or verify call; a lock forces logout (with the lock as the reason), then the error goes on. */
export async function guardCodeLock<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isCodeLock(error) && isApiError(error)) forceLogout(error.code);
    throw error;
  }
}
