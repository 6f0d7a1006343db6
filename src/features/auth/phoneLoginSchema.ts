import { z } from 'zod/mini';
import { PHONE_NUMBER_MAX } from '../../shared/contracts/phoneLogin';
import { REQUIRED } from './schemas';

/**
 * The deprecated phone login's own fields (spec-1 §4 gives no texts for them): a phone number as
 * people write it ('+65 9123 4567', '9123-4567'), 8 to 15 digits (E.164 allows 15) in at most 20
 * characters (the contract's limit); the bank compares the digits. The code step uses the rule of
 * every code (shared/forms/codeSchema.ts).
 */
export const INVALID_PHONE = 'Please enter a valid phone number.';

const digitCount = (text: string) => text.replace(/\D/g, '').length;

export const phoneFormSchema = z.object({
  phoneNumber: z.string().check(
    z.trim(),
    z.minLength(1, REQUIRED),
    z.maxLength(PHONE_NUMBER_MAX, INVALID_PHONE),
    z.regex(/^\+?[\d\s-]+$/, INVALID_PHONE),
    z.refine((v) => digitCount(v) >= 8 && digitCount(v) <= 15, INVALID_PHONE),
  ),
});
export type PhoneForm = z.input<typeof phoneFormSchema>;
export type PhoneValues = z.output<typeof phoneFormSchema>;

export const phonePasswordSchema = z.object({
  password: z.string().check(z.minLength(1, REQUIRED)),
});
export type PhonePasswordForm = z.input<typeof phonePasswordSchema>;
export type PhonePasswordValues = z.output<typeof phonePasswordSchema>;
