import type { OtpType } from '../../shared/domain/auth';
import { BankError } from '../types';
import { updateState, type PersistedState } from './persistedState';
import { isValidTotp } from './totp';

/**
 * One-time codes and the lock-out they feed (DECISIONS.md "Security defaults"): codes live
 * 5 minutes and are single use; a code may be bound to what it authorises (purpose and binding,
 * e.g. amount and payee), and is refused for anything else; 5 failed attempts lock the user for
 * 30 minutes; the third lock within 24 hours is permanent. Reusable for money-action codes.
 */
export const MAX_ATTEMPTS = 5;
export const LOCK_MS = 30 * 60_000;
export const CODE_TTL_MS = 5 * 60_000;
export const RESEND_SECONDS = 179;
export const LOCKS_BEFORE_PERMANENT = 3;
const DAY_MS = 24 * 60 * 60_000;

export const LOCKED_TEXT =
  'Your account has been locked due to security reason, it will be unlocked in 30 minutes. Please try again later.';
export const PERMANENT_TEXT = 'Your account has been locked for security reasons. Please contact Customer Service to unlock it.';
export const attemptsText = (left: number) =>
  `To keep your account secure, your account will be locked for 30 mins after ${left} more failed attempts.`;

export interface CodeSubject {
  email: string;
  fixedCode: string;
  totpSecret: string | null;
}

function lockError(state: PersistedState, email: string): BankError | null {
  const lock = state.locks[email];
  if (lock?.permanent) return new BankError(423, 'ACCOUNT_PERMANENT_LOCKED', PERMANENT_TEXT);
  if (lock && lock.until > Date.now()) return new BankError(423, 'ACCOUNT_LOCKED', LOCKED_TEXT);
  return null;
}

/** 423 ACCOUNT_LOCKED or ACCOUNT_PERMANENT_LOCKED while the user is locked out. */
export function assertNotLocked(email: string): void {
  const error = updateState((s) => lockError(s, email));
  if (error) throw error;
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
    const key = `${subject.email}|${purpose}|${channel}`;
    const last = s.lastCodeSentAt[key] ?? 0;
    if (Date.now() - last < RESEND_SECONDS * 1000) {
      throw new BankError(429, 'TOO_MANY_REQUEST', `A new code can be sent ${RESEND_SECONDS} seconds after the last one.`);
    }
    s.lastCodeSentAt[key] = Date.now();
    const otpId = crypto.randomUUID();
    for (const [id, code] of Object.entries(s.codes)) if (code.expiresAt < Date.now()) delete s.codes[id];
    s.codes[otpId] = { email: subject.email, code: subject.fixedCode, purpose: `${purpose}|${binding}`, channel, expiresAt: Date.now() + CODE_TTL_MS, used: false };
    return { otpId, resendInSeconds: RESEND_SECONDS };
  });
}

function recordFailure(s: PersistedState, email: string): BankError {
  const failures = (s.failures[email] ?? 0) + 1;
  if (failures < MAX_ATTEMPTS) {
    s.failures[email] = failures;
    const left = MAX_ATTEMPTS - failures;
    return new BankError(400, 'ACCOUNT_LOCK_WARNING', attemptsText(left), { remainingAttempts: left });
  }
  s.failures[email] = 0;
  const now = Date.now();
  const history = [...(s.locks[email]?.history ?? []).filter((t) => now - t < DAY_MS), now];
  const permanent = history.length >= LOCKS_BEFORE_PERMANENT;
  s.locks[email] = { until: now + LOCK_MS, history, permanent };
  return permanent ? new BankError(423, 'ACCOUNT_PERMANENT_LOCKED', PERMANENT_TEXT) : new BankError(423, 'ACCOUNT_LOCKED', LOCKED_TEXT);
}

/** Checks a code; a wrong, expired, used, unknown or differently bound code counts as a failure. */
export function verifyCode(
  subject: CodeSubject,
  attempt: { otp: string; otpId: string; otpType: OtpType },
  purpose: string,
  binding = '',
): void {
  const outcome = updateState((s): BankError | null => {
    const locked = lockError(s, subject.email);
    if (locked) return locked;
    let valid = false;
    if (attempt.otpType === 'TOTP') {
      valid = subject.totpSecret !== null && isValidTotp(subject.totpSecret, attempt.otp);
    } else {
      const issued = s.codes[attempt.otpId];
      valid =
        issued !== undefined &&
        issued.email === subject.email &&
        issued.purpose === `${purpose}|${binding}` &&
        !issued.used &&
        issued.expiresAt > Date.now() &&
        issued.code === attempt.otp;
      if (valid && issued) issued.used = true;
    }
    if (!valid) return recordFailure(s, subject.email);
    s.failures[subject.email] = 0;
    return null;
  });
  if (outcome) throw outcome;
}
