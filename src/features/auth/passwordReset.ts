import { ensureDeviceRegistered, requestPasswordReset, resetPassword } from '../../api/auth';
import { isApiError } from '../../api/ApiError';
import { paths } from '../../shared/routing/paths';
import type { LoginFailure } from './loginFailure';

/**
 * Forgot password (spec-1 §4): request a reset (the e-mail and the returned otpId are kept),
 * then reset with the new password, the e-mailed code and that otpId.
 *
 * The request is kept in memory only: it is what step 2 needs, it is worth nothing without the
 * e-mailed code, and nothing of a reset should outlive the tab. A reload of step 2 therefore
 * loses it, and the page sends the user back to step 1 (the e-mail is typed again).
 */
export interface PendingReset {
  email: string;
  otpId: string;
}

let pending: PendingReset | null = null;

export function pendingReset(): PendingReset | null {
  return pending;
}

export function forgetPendingReset(): void {
  pending = null;
}

/** Step 1: asks the bank to e-mail a code and keeps the e-mail and otpId for step 2. */
export async function requestReset(email: string): Promise<PendingReset> {
  // Pre-login calls carry the browser's client credentials, as login does.
  await ensureDeviceRegistered();
  const { otpId } = await requestPasswordReset(email);
  pending = { email, otpId };
  return pending;
}

/** Step 2: a spent code cannot be used again, so a success forgets the request. */
export async function completeReset(
  request: PendingReset,
  code: string,
  password: string,
): Promise<void> {
  await ensureDeviceRegistered();
  await resetPassword(password, { otp: code, otpId: request.otpId });
  if (pending?.otpId === request.otpId) pending = null;
}

/**
 * The product's own text for a refused new password: the bank answers INVALID_PARAMETER for a
 * password that misses a rule of the policy or equals the current one. The form checks the
 * policy itself (its rules are listed under the field); only the bank knows the current
 * password, so the text names both.
 */
export const PASSWORD_REFUSED =
  'This password cannot be used. Choose one that meets every rule below and is different from your current password.';

/** A refused new password: said at the password field, with PASSWORD_REFUSED. */
export function isPasswordRefused(error: unknown): boolean {
  return isApiError(error) && error.kind === 'http' && error.code === 'INVALID_PARAMETER';
}

/**
 * What a failed request or reset shows: the login rules of spec-1 §8 (a wrong code shows the
 * bank's countdown text, locks are errors, other codes their catalogue text and title), but not
 * the login's own 'Incorrect email and/or password' text, which is no answer to a reset. A
 * wrong reset code counts against that code, not the account (docs/decisions/security.md 'Security
 * defaults the spec leaves open'): only the bank knows the tries left, or that a new code is
 * needed, so its INVALID_OTP description is shown.
 */
export function describeResetFailure(error: unknown): LoginFailure {
  if (!isApiError(error))
    return { kind: 'warning', title: 'Something went wrong', message: 'Please try again later' };
  const saysWhatToDo = ['ACCOUNT_LOCK_WARNING', 'INVALID_OTP'].includes(error.code);
  if (saysWhatToDo && error.description) return { kind: 'warning', message: error.description };
  return { kind: error.severity, title: error.title, message: error.message };
}

/**
 * Where 'Back to login' goes: /login with the query string the user came with (a redirect
 * parameter stays the post-login target), minus the forced-logout notice, which is old news
 * once the password has been reset.
 */
export function loginHref(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('forced_logout');
  params.delete('reason');
  return paths.auth.login(params);
}
