import { BankError } from '../types';
import type { SecurityState } from '../stores/security';
import { updateState } from '../stores/security';

/**
 * Lock-out after wrong one-time codes and wrong passwords (docs/decisions/security.md 'Security defaults the
 * spec leaves open'): 5 failed attempts per user lock the user for 30 minutes; the third lock
 * within 24 hours is permanent. Counted per user, not per code, purpose or factor, so that asking
 * for new codes or typing the right password does not reset the count: only a completed
 * sign-in does (a right code, or the password with a valid remember token).
 */
export const MAX_ATTEMPTS = 5;
export const LOCK_MS = 30 * 60_000;
export const LOCKS_BEFORE_PERMANENT = 3;
const DAY_MS = 24 * 60 * 60_000;

export const LOCKED_TEXT =
  'Your account has been locked due to security reason, it will be unlocked in 30 minutes. Please try again later.';
export const PERMANENT_TEXT =
  'Your account has been locked permanently for security reasons. Please contact Customer Service to unlock it.';
export const attemptsText = (left: number): string =>
  `To keep your account secure, your account will be locked for 30 mins after ${left} more failed attempts.`;

/** The 423 answer while the user is locked out, or null. */
export function lockError(state: SecurityState, email: string): BankError | null {
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

/** Counts a wrong code or password: the warning with the attempts left, or the lock it causes. */
export function recordFailure(s: SecurityState, email: string): BankError {
  const failures = (s.failures[email] ?? 0) + 1;
  if (failures < MAX_ATTEMPTS) {
    s.failures[email] = failures;
    const left = MAX_ATTEMPTS - failures;
    return new BankError(400, 'ACCOUNT_LOCK_WARNING', attemptsText(left), {
      remainingAttempts: left,
    });
  }
  s.failures[email] = 0;
  const now = Date.now();
  const history = [...(s.locks[email]?.history ?? []).filter((t) => now - t < DAY_MS), now];
  const permanent = history.length >= LOCKS_BEFORE_PERMANENT;
  s.locks[email] = { until: now + LOCK_MS, history, permanent };
  return permanent
    ? new BankError(423, 'ACCOUNT_PERMANENT_LOCKED', PERMANENT_TEXT)
    : new BankError(423, 'ACCOUNT_LOCKED', LOCKED_TEXT);
}

export function recordSuccess(s: SecurityState, email: string): void {
  s.failures[email] = 0;
}

export const WRONG_CURRENT_PASSWORD_TEXT = 'The current password is not correct.';

/**
 * The password of a signed-in user, asked again before a credential changes (change-password, the
 * second factor's management): a copied access token does not carry it. A wrong one counts like a
 * wrong sign-in password, in the same count (5 lock for 30 minutes, the third lock in 24 hours is
 * permanent); the caller is signed in, so the answer says so and how many tries are left. Throws
 * 400 ACCOUNT_LOCK_WARNING, or the 423 of the lock (also while locked, whatever the password).
 */
export function assertPassword(email: string, given: string, current: string): void {
  const refusal = updateState((s): BankError | null => {
    const locked = lockError(s, email);
    if (locked) return locked;
    if (given === current) return null;
    const failure = recordFailure(s, email);
    if (failure.status === 423) return failure;
    return new BankError(
      400,
      'ACCOUNT_LOCK_WARNING',
      `${WRONG_CURRENT_PASSWORD_TEXT} ${failure.description}`,
      failure.extra,
    );
  });
  if (refusal) throw refusal;
}
