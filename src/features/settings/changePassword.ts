import { isApiError } from '../../api/ApiError';
import { changePassword as changePasswordCall } from '../../api/auth';
import { guardCodeLock } from '../../api/codeFailures';
import { z } from 'zod/mini';
import { passwordProblems } from '../../shared/domain/passwordPolicy';
import { PASSWORDS_DIFFER, REQUIRED } from '../../shared/forms/fieldTexts';
import { repeatedPassword } from '../../shared/forms/repeatedPassword';

/**
 * Settings › Change password (spec-1 §7, spec-3 §7 Settings; docs/decisions/settings.md
 * 'Change password page'). The spec gives no texts for this page: these are the product's own.
 */

export { PASSWORDS_DIFFER, REQUIRED };

/** Said once the bank has taken the new password (it signs out every other session). */
export const PASSWORD_CHANGED = 'Your password has been changed. Other devices were signed out.';
/** The new password misses a rule of the policy listed under it (as at the password reset). */
export const NEW_PASSWORD_RULES_UNMET = 'Your new password does not meet every rule below yet.';

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().check(z.minLength(1, REQUIRED)),
    password: z.string().check(
      z.minLength(1, REQUIRED),
      z.refine((pw) => passwordProblems(pw).length === 0, NEW_PASSWORD_RULES_UNMET),
    ),
    confirmPassword: z.string().check(z.minLength(1, REQUIRED)),
  })
  .check(repeatedPassword());
export type ChangePasswordForm = z.input<typeof changePasswordSchema>;
export type ChangePasswordValues = z.output<typeof changePasswordSchema>;

/** Where a refusal is said: at the field it is about, or above the form. */
export type ChangePasswordFailure =
  | { field: 'currentPassword' | 'password'; message: string }
  | { field: null; kind: 'error' | 'warning'; title?: string | undefined; message: string };

/**
 * Sends the change. A wrong current password that locks the account (ACCOUNT_LOCKED,
 * ACCOUNT_PERMANENT_LOCKED) forces the user out as a lock at sign-in does, naming the lock.
 */
export function submitPasswordChange(values: ChangePasswordValues): Promise<void> {
  return guardCodeLock(() => changePasswordCall(values.currentPassword, values.password));
}

/**
 * What a refused change shows: a wrong current password, the bank's text with the tries left
 * before the lock (ACCOUNT_LOCK_WARNING), at the current password; a new password the bank refuses
 * (INVALID_PARAMETER: a rule missed, or the current one again), the bank's text at the new
 * password; anything else its catalogue text above the form.
 */
export function describePasswordChangeFailure(error: unknown): ChangePasswordFailure {
  if (!isApiError(error))
    return {
      field: null,
      kind: 'warning',
      title: 'Something went wrong',
      message: 'Please try again later',
    };
  if (error.kind === 'http' && error.code === 'ACCOUNT_LOCK_WARNING')
    return { field: 'currentPassword', message: error.description ?? error.message };
  if (error.kind === 'http' && error.code === 'INVALID_PARAMETER')
    return { field: 'password', message: error.description ?? error.message };
  return { field: null, kind: error.severity, title: error.title, message: error.message };
}
