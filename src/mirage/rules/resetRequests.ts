import { loadState } from '../stores/security';
import type { MockUser } from '../types';
import type { TryLimit } from './clientTries';
import type { CodeSubject } from './oneTimeCodes';
import { sendEmail } from './outbox';

/**
 * The password reset's request (spec-1 §4 'Forgot password'; docs/decisions/security.md
 * 'Security defaults the spec leaves open'): anyone may ask, so the answer must not say whether
 * the e-mail is a user's (issue 22). A registered, an unknown and a suspended e-mail are
 * answered alike: 200 with an otpId, under the same holds per e-mail (codeSends.ts) and per
 * client (RESET_TRIES). Only the owner of a registered address is e-mailed: the code, or why
 * their account cannot be reset. The code of an e-mail the bank will not reset matches no typed
 * code, so every try fails as a wrong code does, then the code is spent.
 */
export const RESET_PURPOSE = 'reset-password';

/** Reset requests one client may make in an hour, whatever the e-mail or its answer. */
export const RESET_TRIES: TryLimit = {
  purpose: 'reset-request',
  max: 10,
  text: (wait) => `Too many password reset requests in a short time. You can try again in ${wait}.`,
};

/**
 * Whom the code of a request for `email` goes to: the user's own code, or (an unknown or
 * suspended e-mail) a code no 6-digit entry matches.
 */
export function resetSubject(email: string, user: MockUser | undefined): CodeSubject {
  const resettable = user !== undefined && !user.suspended;
  return {
    email: user?.email ?? email.trim().toLowerCase(),
    fixedCode: resettable ? user.fixedCode : '',
    totpSecret: null,
  };
}

export const RESET_SUBJECT = 'Reset your password';

/** What the owner of a registered address is sent; an unknown address is sent nothing. */
export function mailResetRequest(user: MockUser): void {
  sendEmail(
    user.email,
    RESET_SUBJECT,
    user.suspended
      ? 'Someone asked to reset the password of your account, but your account is suspended, so it cannot be reset. Ask an admin of your company to reactivate it. If it was not you, you need not do anything.'
      : `Your code to reset your password is ${user.fixedCode}. It works for 5 minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
  );
}

/**
 * Whether `attempt` is the right, unused and live reset code (looked at, nothing counted or
 * spent). The reset judges a new password against the current one only with the right code:
 * before, 'must be different from the current one' told anyone holding a reset's otpId (anyone
 * who knows the e-mail) whether a guess was the password, without end.
 */
export function resetCodeMatches(attempt: { otp: string; otpId: string }): boolean {
  const code = loadState().codes[attempt.otpId];
  return (
    code !== undefined &&
    code.purpose === `${RESET_PURPOSE}|` &&
    !code.used &&
    code.expiresAt > Date.now() &&
    code.code === attempt.otp
  );
}
