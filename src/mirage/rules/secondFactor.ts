import { BankError } from '../types';
import { updateState } from '../stores/security';
import { assertPassword, lockError, recordFailure, recordSuccess } from './lockout';
import {
  consumeVerifiedCode,
  issueCode,
  verifiedCodeOwner,
  verifyCode,
  type CodeAttempt,
  type CodeSubject,
} from './oneTimeCodes';
import { sendEmail } from './outbox';
import { newTotpSecret, totpStep } from './totp';
import { PRODUCT_NAME } from '../../shared/config/product';

/**
 * Managing the second factor (docs/decisions/auth.md 'Managing the second factor'): adding,
 * replacing or removing an authenticator needs what a copied access token does not carry, the
 * password and a fresh code of the factor the user has now (a current authenticator code; without
 * one, an SMS step-up code of this session, purpose MANAGE_SECOND_FACTOR, so no payout's or
 * login's code does), each used once. Adding or replacing an app takes, besides, a verified
 * e-mail code of this session (purpose CONFIRM_MAILBOX): the new app becomes the user's strongest
 * factor, so whoever adds one must hold the password, the factor and the mailbox. A wrong
 * password or code counts towards the sign-in lock. A new secret is pending, bound to the session that asked for it, until a code of it pairs it;
 * nothing about the user's factors changes before. The user is e-mailed each change. No call here
 * issues tokens.
 */
export const MANAGE_SECOND_FACTOR = 'manage-second-factor';
/** The e-mail step of adding an authenticator: not a factor of its own, an addition to one. */
export const CONFIRM_MAILBOX = 'manage-second-factor-mailbox';
/** How long a generated secret waits for its first code: time to scan it and type one. */
export const PENDING_SECRET_MS = 10 * 60_000;

export const TOTP_NEEDED_TEXT = 'Enter a current code of your authenticator app.';
export const SMS_NEEDED_TEXT = 'Confirm with a code sent to your phone by SMS first.';
export const NO_PENDING_SECRET_TEXT = 'Generate an authenticator secret first.';
export const NO_AUTHENTICATOR_TEXT = 'No authenticator app is paired.';
export const EMAIL_NEEDED_TEXT = 'Confirm with a code sent to your e-mail first.';
export const NOT_THIS_VERIFICATION_TEXT =
  'The verification is missing, expired, already used or was made for another request. Verify again.';

/** What proves the caller is the user: the password, and a current code or a verified SMS step-up. */
export interface FactorProof {
  password: string;
  totp?: string | undefined;
  otpId?: string | undefined;
  /** The verified e-mail step-up of this session (adding or replacing an app). */
  emailOtpId?: string | undefined;
}

/** The user whose factors change: their codes, and their password as the bank knows it now. */
export interface FactorOwner extends CodeSubject {
  password: string;
}

/** Sends a step-up code for managing the second factor in session `sid`: SMS, or the e-mail step. */
export function issueManageCode(
  subject: CodeSubject,
  sid: string,
  channel: 'SMS' | 'EMAIL' = 'SMS',
) {
  return issueCode(subject, channel, purposeOf(channel), sid);
}

/** Verifies that step-up code (of session `sid`): answers the reference the change consumes. */
export function verifyManageCode(subject: CodeSubject, attempt: CodeAttempt, sid: string): string {
  return verifyCode(subject, attempt, purposeOf(attempt.otpType), sid);
}

const purposeOf = (channel: string) =>
  channel === 'EMAIL' ? CONFIRM_MAILBOX : MANAGE_SECOND_FACTOR;

/**
 * Checks the proof, in session `sid`: the password (wrong: ACCOUNT_LOCK_WARNING, then the lock),
 * then with an authenticator a current code of it (a wrong one or a replayed step counts like a
 * wrong sign-in code), else the verified SMS step-up reference of this session (INVALID_OTP when
 * missing, spent, of another session or of another purpose). With `mailbox` (adding or replacing
 * an app), also the verified e-mail step-up reference of this session, checked before any code is
 * spent. Consumes what it checked.
 */
export function proveOwner(
  owner: FactorOwner,
  sid: string,
  proof: FactorProof,
  mailbox = false,
): void {
  assertPassword(owner.email, proof.password, owner.password);
  const hasApp = owner.totpSecret !== null;
  if (hasApp && !proof.totp) throw new BankError(400, 'INVALID_OTP', TOTP_NEEDED_TEXT);
  if (!hasApp) {
    if (!proof.otpId) throw new BankError(400, 'INVALID_OTP', SMS_NEEDED_TEXT);
    assertVerified(owner.email, proof.otpId, MANAGE_SECOND_FACTOR, sid);
  }
  if (mailbox) {
    if (!proof.emailOtpId) throw new BankError(400, 'INVALID_OTP', EMAIL_NEEDED_TEXT);
    assertVerified(owner.email, proof.emailOtpId, CONFIRM_MAILBOX, sid);
  }
  if (hasApp) {
    const reference = verifyCode(
      owner,
      { otp: proof.totp ?? '', otpId: '', otpType: 'TOTP' },
      MANAGE_SECOND_FACTOR,
      sid,
    );
    // Spent here: the reference of this code authorises nothing more.
    consumeVerifiedCode(owner.email, reference, MANAGE_SECOND_FACTOR, sid);
  } else consumeVerifiedCode(owner.email, proof.otpId ?? '', MANAGE_SECOND_FACTOR, sid);
  if (mailbox) consumeVerifiedCode(owner.email, proof.emailOtpId ?? '', CONFIRM_MAILBOX, sid);
}

/** A verified step of this user, purpose and session, not yet spent; else 400 INVALID_OTP. */
function assertVerified(email: string, reference: string, purpose: string, sid: string): void {
  if (verifiedCodeOwner(reference, purpose, sid) !== email)
    throw new BankError(400, 'INVALID_OTP', NOT_THIS_VERIFICATION_TEXT);
}

/** A new secret, pending for session `sid` (an earlier pending one of the user is replaced). */
export function startPairing(email: string, sid: string): string {
  const secret = newTotpSecret();
  updateState((s) => {
    s.pendingTotpSecrets[email] = { secret, sid, until: Date.now() + PENDING_SECRET_MS };
  });
  return secret;
}

/**
 * Pairs the secret session `sid` generated, with a code of it: answers whether an authenticator
 * was replaced. Without a pending secret of this session (none, another session's, expired): 400
 * INVALID_PARAMETER. A wrong code counts towards the lock. The code's time step counts as used
 * (it does not sign in afterwards), but a step of the earlier app does not refuse the new app's
 * code: RFC 6238 §5.2 holds per secret.
 */
export function completePairing(owner: CodeSubject, sid: string, otp: string): boolean {
  const outcome = updateState((s): BankError | { replaced: boolean } => {
    const locked = lockError(s, owner.email);
    if (locked) return locked;
    const pending = s.pendingTotpSecrets[owner.email];
    if (!pending || pending.sid !== sid || !(pending.until > Date.now()))
      return new BankError(400, 'INVALID_PARAMETER', NO_PENDING_SECRET_TEXT);
    const step = totpStep(pending.secret, otp);
    if (step === null) return recordFailure(s, owner.email);
    recordSuccess(s, owner.email);
    s.totpLastStep[owner.email] = Math.max(step, s.totpLastStep[owner.email] ?? -1);
    s.totpSecrets[owner.email] = pending.secret;
    delete s.pendingTotpSecrets[owner.email];
    return { replaced: owner.totpSecret !== null };
  });
  if (outcome instanceof BankError) throw outcome;
  sendEmail(
    owner.email,
    outcome.replaced ? REPLACED_NOTICE.subject : ADDED_NOTICE.subject,
    outcome.replaced ? REPLACED_NOTICE.body : ADDED_NOTICE.body,
  );
  return outcome.replaced;
}

/** Removes the user's authenticator (and a pending secret); the proof was checked before. */
export function removeAuthenticator(email: string): void {
  updateState((s) => {
    s.totpSecrets[email] = null;
    delete s.pendingTotpSecrets[email];
  });
  sendEmail(email, REMOVED_NOTICE.subject, REMOVED_NOTICE.body);
}

const IF_NOT_YOU = 'If this was not you, call Customer Service now.';

export const ADDED_NOTICE = {
  subject: 'An authenticator app was added to your account',
  body: `An authenticator app was paired with your ${PRODUCT_NAME} account: sign-ins and payments now ask for its codes. ${IF_NOT_YOU}`,
};
export const REPLACED_NOTICE = {
  subject: 'Your authenticator app was replaced',
  body: `A new authenticator app was paired with your ${PRODUCT_NAME} account, and the earlier one no longer works. ${IF_NOT_YOU}`,
};
export const REMOVED_NOTICE = {
  subject: 'Your authenticator app was removed',
  body: `The authenticator app was removed from your ${PRODUCT_NAME} account: sign-ins and payments now ask for a code by SMS. ${IF_NOT_YOU}`,
};
