// zod/mini: the same zod, in its tree-shaken form. These schemas are on the login page, the first
// screen of every visit, whose code downloads beside the entry (README Benchmarks): the full zod
// would add about 20 kB gzip there.
import { z } from 'zod/mini';
import { passwordProblems } from '../../shared/domain/passwordPolicy';
import { oneTimeCodeField } from '../../shared/forms/codeSchema';
import { INVALID_EMAIL, PASSWORDS_DIFFER, REQUIRED } from '../../shared/forms/fieldTexts';
import { repeatedPassword } from '../../shared/forms/repeatedPassword';

// Shared with sign-up (features/signUp); kept exported here for this feature's forms and tests.
export { INVALID_EMAIL, PASSWORDS_DIFFER, REQUIRED };

/** Login form (spec-1 §5): e-mail and password required; login uses the text with a full stop. */
export const REQUIRED_LOGIN = 'This field is required.';

/** Trimmed, then required with `required`, then a valid e-mail. */
const emailField = (required: string) =>
  z.pipe(z.string().check(z.trim(), z.minLength(1, required)), z.email(INVALID_EMAIL));

export const loginSchema = z.object({
  email: emailField(REQUIRED_LOGIN),
  password: z.string().check(z.minLength(1, REQUIRED_LOGIN)),
});
export type LoginForm = z.input<typeof loginSchema>;
export type LoginValues = z.output<typeof loginSchema>;

/**
 * Forgot password (spec-1 §4). The spec gives no texts for the new password, so this is the
 * product's own: the new password meets the policy of a new account (sign-up's and the bank's,
 * src/shared/domain/passwordPolicy.ts), whose rules the page lists under the field, and the app
 * says so before sending; the confirmation must repeat the password exactly (no trimming: spaces
 * count).
 */
export const PASSWORD_RULES_UNMET = 'Your new password does not meet every rule below yet.';

/** Step 1: the e-mail the code goes to. Not the login form, so the required text has no full stop. */
export const resetRequestSchema = z.object({
  email: emailField(REQUIRED),
});
export type ResetRequestForm = z.input<typeof resetRequestSchema>;
export type ResetRequestValues = z.output<typeof resetRequestSchema>;

/** Step 2: the e-mailed code (the same rule as every code) and the new password twice. */
export const resetPasswordSchema = z
  .object({
    // The e-mailed reset code: the rule of every one-time code.
    code: oneTimeCodeField,
    password: z.string().check(
      z.minLength(1, REQUIRED),
      z.refine((pw) => passwordProblems(pw).length === 0, PASSWORD_RULES_UNMET),
    ),
    confirmPassword: z.string().check(z.minLength(1, REQUIRED)),
  })
  .check(repeatedPassword());
export type ResetPasswordForm = z.input<typeof resetPasswordSchema>;
export type ResetPasswordValues = z.output<typeof resetPasswordSchema>;
