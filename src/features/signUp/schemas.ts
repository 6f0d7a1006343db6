// zod/mini, as the sign-in's schemas (features/auth).
import { z } from 'zod/mini';
import { PHONE_NUMBER_PATTERN } from '../../shared/contracts/signUp';
import { passwordProblems } from '../../shared/domain/passwordPolicy';
import { INVALID_EMAIL, REQUIRED } from '../../shared/forms/fieldTexts';
import { repeatedPassword } from '../../shared/forms/repeatedPassword';

/** The wizard's own texts (the spec gives only the required and e-mail ones, spec-1 §5). */
export const PASSWORD_RULES_UNMET = 'Your password does not meet every rule below yet.';
export const INVALID_PHONE =
  'Please enter a mobile number with its country code, e.g. +65 9123 4567.';

const required = (max: number) =>
  z.string().check(z.trim(), z.minLength(1, REQUIRED), z.maxLength(max));

/** Step 1: company name, e-mail and an optional promo code (spec-1 §3 Sign-up state). */
export const emailStepSchema = z.object({
  corporateName: required(100),
  email: z.pipe(
    z.string().check(z.trim(), z.minLength(1, REQUIRED), z.maxLength(254)),
    z.email(INVALID_EMAIL),
  ),
  promoCode: z.string().check(z.trim(), z.maxLength(32)),
});
export type EmailStepForm = z.input<typeof emailStepSchema>;
export type EmailStepValues = z.output<typeof emailStepSchema>;

/** The password (the policy, src/shared/domain/passwordPolicy.ts) and its repetition. */
export const passwordStepSchema = z
  .object({
    password: z.string().check(
      z.minLength(1, REQUIRED),
      z.refine((pw) => passwordProblems(pw).length === 0, PASSWORD_RULES_UNMET),
    ),
    confirmPassword: z.string().check(z.minLength(1, REQUIRED)),
  })
  .check(repeatedPassword());
export type PasswordStepForm = z.input<typeof passwordStepSchema>;
export type PasswordStepValues = z.output<typeof passwordStepSchema>;

/** The mobile number as the bank takes it (src/shared/contracts/signUp.ts phoneNumberField). */
export const phoneStepSchema = z.object({
  phoneNumber: z
    .string()
    .check(z.trim(), z.minLength(1, REQUIRED), z.regex(PHONE_NUMBER_PATTERN, INVALID_PHONE)),
});
export type PhoneStepForm = z.input<typeof phoneStepSchema>;
export type PhoneStepValues = z.output<typeof phoneStepSchema>;
