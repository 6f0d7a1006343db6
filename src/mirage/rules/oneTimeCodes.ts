import type { OtpType } from '../../shared/domain/auth';
import { BankError } from '../types';
import { lockError, MAX_ATTEMPTS, recordFailure, recordSuccess } from './lockout';
import { releaseHold, RESEND_SECONDS, takeSend } from './codeSends';
import { updateState, type IssuedCode } from '../stores/security';
import { totpStep } from './totp';

/**
 * One-time codes (docs/decisions/security.md 'Security defaults the spec leaves open'): they live 5 minutes, are single use and are
 * bound to a purpose ('login', 'step-up', 'payout' ...) and optionally to what they authorise
 * (e.g. amount and payee), so a code is refused for anything else (dynamic linking). A wrong,
 * expired, used, unknown or differently bound code counts towards the lock-out (lockout.ts), as
 * does an authenticator code of a time step already used (a replay),
 * except a code asked for before sign-in (verifyCodeOfRequest). Reusable by money actions:
 * issue, verify, then consume the verified reference when the action is submitted. How often
 * codes are sent is limited in codeSends.ts.
 */
export const CODE_TTL_MS = 5 * 60_000;

export interface CodeSubject {
  email: string;
  /** The code every SMS and e-mail carries in a demo scenario. */
  fixedCode: string;
  totpSecret: string | null;
}

export interface CodeAttempt {
  otp: string;
  otpId: string;
  otpType: OtpType;
}

const bound = (purpose: string, binding: string) => `${purpose}|${binding}`;

/**
 * A code and the reference of its verification end together, CODE_TTL_MS after the code was sent
 * (docs/decisions/security.md 'Security defaults the spec leaves open'): what a code authorises is done
 * within the 5 minutes, so a verification cannot be held back to be used later.
 */
function dropExpired(codes: Record<string, IssuedCode>): void {
  for (const [id, code] of Object.entries(codes))
    if (code.expiresAt <= Date.now()) delete codes[id];
}

export function issueCode(
  subject: CodeSubject,
  channel: 'SMS' | 'EMAIL',
  purpose: string,
  binding = '',
): { otpId: string; resendInSeconds: number } {
  return updateState((s) => {
    const locked = lockError(s, subject.email);
    if (locked) throw locked;
    takeSend(s, subject.email, purpose, channel, binding);
    dropExpired(s.codes);
    const otpId = crypto.randomUUID();
    s.codes[otpId] = {
      email: subject.email,
      code: subject.fixedCode,
      purpose: bound(purpose, binding),
      channel,
      expiresAt: Date.now() + CODE_TTL_MS,
      used: false,
    };
    return { otpId, resendInSeconds: RESEND_SECONDS };
  });
}

/**
 * Checks a code and returns the reference of the verified step (the otpId, or a new id for an
 * authenticator code). Throws ACCOUNT_LOCK_WARNING / ACCOUNT_LOCKED / ACCOUNT_PERMANENT_LOCKED.
 */
export function verifyCode(
  subject: CodeSubject,
  attempt: CodeAttempt,
  purpose: string,
  binding = '',
): string {
  const outcome = updateState((s): BankError | string => {
    const locked = lockError(s, subject.email);
    if (locked) return locked;
    if (attempt.otpType === 'TOTP') {
      const step = subject.totpSecret === null ? null : totpStep(subject.totpSecret, attempt.otp);
      // RFC 6238 §5.2: a time step is accepted once per user, so a code seen over a shoulder or
      // sent twice authorises nothing more; a step at or before the last one used is a replay.
      if (step === null || step <= (s.totpLastStep[subject.email] ?? -1))
        return recordFailure(s, subject.email);
      s.totpLastStep[subject.email] = step;
      recordSuccess(s, subject.email);
      const reference = crypto.randomUUID();
      const now = Date.now();
      s.codes[reference] = {
        email: subject.email,
        code: '',
        purpose: bound(purpose, binding),
        channel: 'TOTP',
        expiresAt: now + CODE_TTL_MS,
        used: true,
        verifiedAt: now,
      };
      return reference;
    }
    const issued = s.codes[attempt.otpId];
    const valid =
      issued !== undefined &&
      issued.email === subject.email &&
      issued.purpose === bound(purpose, binding) &&
      !issued.used &&
      issued.expiresAt > Date.now() &&
      issued.code === attempt.otp;
    if (!valid || !issued) return recordFailure(s, subject.email);
    issued.used = true;
    issued.verifiedAt = Date.now();
    if (issued.channel !== 'TOTP') releaseHold(s, subject.email, purpose, issued.channel, binding);
    recordSuccess(s, subject.email);
    return attempt.otpId;
  });
  if (outcome instanceof BankError) throw outcome;
  return outcome;
}

export const CODE_NOT_VALID_TEXT = 'This code is not valid any more. Ask for a new code.';
export const CODE_SPENT_TEXT =
  'This code was entered wrongly too many times and no longer works. Ask for a new code.';
export const wrongCodeOfRequestText = (left: number): string =>
  `This code is not correct. You can try ${left} more ${left === 1 ? 'time' : 'times'}, then ask for a new code.`;

/**
 * Checks a code asked for before sign-in (a password reset, the deprecated phone login): anyone
 * who knows the e-mail or phone number can ask for one, so its wrong tries count against that
 * code only, never towards the account's lock (else a stranger could lock, and after three locks
 * permanently lock, any account by its e-mail). MAX_ATTEMPTS wrong tries spend the code: the user
 * asks for a new one, and how often codes are sent is limited (issueCode). Throws 400 INVALID_OTP
 * with what to do, or the 423 of an account already locked.
 */
export function verifyCodeOfRequest(
  email: string,
  attempt: Pick<CodeAttempt, 'otp' | 'otpId'>,
  purpose: string,
  binding = '',
): void {
  const refusal = updateState((s): BankError | null => {
    const locked = lockError(s, email);
    if (locked) return locked;
    const issued = s.codes[attempt.otpId];
    if (
      !issued ||
      issued.email !== email ||
      issued.purpose !== bound(purpose, binding) ||
      issued.used ||
      issued.expiresAt <= Date.now()
    )
      return new BankError(400, 'INVALID_OTP', CODE_NOT_VALID_TEXT);
    if (issued.code !== attempt.otp) {
      const tries = (issued.wrongTries ?? 0) + 1;
      if (tries >= MAX_ATTEMPTS) {
        delete s.codes[attempt.otpId];
        return new BankError(400, 'INVALID_OTP', CODE_SPENT_TEXT);
      }
      issued.wrongTries = tries;
      return new BankError(400, 'INVALID_OTP', wrongCodeOfRequestText(MAX_ATTEMPTS - tries));
    }
    issued.used = true;
    issued.verifiedAt = Date.now();
    return null;
  });
  if (refusal) throw refusal;
}

/**
 * The action a verified code authorised is being submitted: the reference must be verified, for
 * this user, purpose and binding, and not used before. Else 400 INVALID_OTP (no attempt counted:
 * the user typed no code here).
 */
export function consumeVerifiedCode(
  email: string,
  reference: string,
  purpose: string,
  binding = '',
): void {
  const ok = updateState((s) => {
    const code = s.codes[reference];
    const valid =
      code?.email === email &&
      code.purpose === bound(purpose, binding) &&
      code.verifiedAt !== undefined &&
      !code.consumed &&
      code.expiresAt > Date.now();
    if (valid && code) code.consumed = true;
    return valid;
  });
  if (!ok)
    throw new BankError(
      400,
      'INVALID_OTP',
      'The verification is missing, expired, already used or was made for another request. Verify again.',
    );
}

/**
 * Whose verified, unconsumed and unexpired code `reference` is, for this purpose and binding, or
 * null: a later step checks it before its own rule (a password), so that nobody reaches that rule
 * without the code, and consumes it (consumeVerifiedCode) once the step succeeds.
 */
export function verifiedCodeOwner(reference: string, purpose: string, binding = ''): string | null {
  return updateState((s) => {
    const code = s.codes[reference];
    const valid =
      code?.purpose === bound(purpose, binding) &&
      code.verifiedAt !== undefined &&
      !code.consumed &&
      code.expiresAt > Date.now();
    return valid && code ? code.email : null;
  });
}

/** Whose code this is (for calls made before sign-in, like a password reset), or null. */
export function codeOwner(otpId: string, purpose: string): string | null {
  return updateState((s) => {
    const code = s.codes[otpId];
    return code && code.purpose.startsWith(`${purpose}|`) ? code.email : null;
  });
}

/** What an issued code of `purpose` is bound to (verify-payout-otp is sent only the code and its id), or null. */
export function codeBinding(otpId: string, purpose: string): string | null {
  return updateState((s) => {
    const code = s.codes[otpId];
    return code?.purpose.startsWith(`${purpose}|`) ? code.purpose.slice(purpose.length + 1) : null;
  });
}
