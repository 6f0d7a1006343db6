import { isApiError } from '../../api/ApiError';
import { catalogueEntry } from '../../api/errorCatalogue';
import {
  ensurePhoneLoginDevice,
  phoneLogin,
  requestPhoneOtp,
  verifyPhoneOtp,
  type SentPhoneCode,
} from '../../api/phoneLogin';
import { completeSignIn } from './actions';
import type { LoginFailure } from './loginFailure';
import { beginPhoneSession } from '../../entities/session/phoneSession';

// The page checks the flow is up when it opens, as it comes from the bank.
export { checkPhoneLoginHealth } from '../../api/phoneLogin';

/**
 * The deprecated phone login (spec-1 §4): request a code for a registered user's phone, verify
 * it, then log in with the password (or, without one, set one up first). After the sign-in the
 * post-login routing by status applies (completeSignIn) and the 10-second refresh check runs.
 */

/** Step 1. Pre-sign-in calls carry the browser's client credentials, as the e-mail login does. */
export async function sendPhoneCode(phoneNumber: string): Promise<SentPhoneCode> {
  await ensurePhoneLoginDevice();
  return requestPhoneOtp(phoneNumber);
}

/** Step 2: true when the user has a password (then log in), false when one must be set up. */
export async function verifyPhoneCode(otpId: string, code: string): Promise<boolean> {
  return (await verifyPhoneOtp(otpId, code)).passwordSet;
}

/** Step 3: signs in, starts the refresh check, and answers where to land. */
export async function signInWithPhone(
  otpId: string,
  password: string,
  redirect: string | null,
): Promise<string> {
  const answer = await phoneLogin(otpId, password);
  const target = await completeSignIn(
    { accessToken: answer.accessToken, refreshToken: answer.refreshToken },
    answer,
    redirect,
  );
  beginPhoneSession();
  return target;
}

/** spec-1 §8 and messages.tsv deprecated_unregistered_phone, typo kept. */
export const UNREGISTERED_PHONE = catalogueEntry(
  'condition:deprecated_login_unknown_phone',
).message;

/** The verification the password step needs is gone: only a new code helps. */
export const isVerificationGone = (error: unknown): boolean =>
  isApiError(error) && error.kind === 'http' && error.code === 'INVALID_OTP';

/**
 * What a failed step shows: a phone no user has, the spec's text; a wrong code or a code or
 * verification that no longer works, the bank's words (only it knows the tries left); a wrong
 * password, the attempts left before the lock; locks as errors; others their catalogue text.
 */
export function describePhoneLoginFailure(error: unknown): LoginFailure {
  if (!isApiError(error))
    return { kind: 'warning', title: 'Something went wrong', message: 'Please try again later' };
  if (error.kind === 'http' && error.code === 'INVALID_USER_ID')
    return { kind: 'warning', message: UNREGISTERED_PHONE };
  if (error.code === 'ACCOUNT_LOCK_WARNING' && error.description)
    return { kind: 'warning', title: 'Incorrect password', message: error.description };
  if (error.code === 'INVALID_OTP' && error.description)
    return { kind: 'warning', message: error.description };
  return { kind: error.severity, title: error.title, message: error.message };
}
