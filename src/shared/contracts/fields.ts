import * as z from 'zod/mini';
import { cleanMultilineText, cleanText } from '../text/cleanText';

/**
 * Fields many contracts share. Limits where the spec gives none are stated here, once: they
 * refuse what is no request at all (400 INVALID_PARAM_ERROR naming the field); the bank's own
 * rules (a name of at most 30 characters, a transfer limit) answer with their own codes.
 */

/** Any free text the spec gives no limit for: a name, a note, a reference. */
export const MAX_FREE_TEXT = 255;

/** Account numbers and IBANs: an IBAN has at most 34 characters. */
export const accountNumberField = z.string().check(z.minLength(1), z.maxLength(34));

/**
 * An amount in integer micro-units (src/shared/money.ts). Bounded by what a double holds
 * exactly: 9,007,199,254 whole units, far above any balance or limit of the bank.
 */
export const micros = z
  .number()
  .check(z.int(), z.gte(-Number.MAX_SAFE_INTEGER), z.lte(Number.MAX_SAFE_INTEGER));

/**
 * Free text a person typed (a name, a filter, a message): cleaned of control, bidi and zero-width
 * characters and trimmed (src/shared/text/cleanText.ts) before its length is checked. The client
 * sends, and the bank reads, the cleaned text: both parse the body with this contract.
 */
export const freeTextField = (max = MAX_FREE_TEXT) =>
  z.string().check(z.overwrite(cleanText), z.maxLength(max));

/** Multi-line free text (remarks): as freeTextField, keeping line breaks. */
export const multilineTextField = (max = MAX_FREE_TEXT) =>
  z.string().check(z.overwrite(cleanMultilineText), z.maxLength(max));

/** Text with at most `max` characters. */
export const textField = (max = MAX_FREE_TEXT) => z.string().check(z.maxLength(max));

/** Text that says something: not empty, not only spaces (a blank id or e-mail is no request). */
export const requiredTextField = (max = MAX_FREE_TEXT) =>
  z.string().check(z.minLength(1), z.maxLength(max), z.regex(/\S/));

/** A reference the bank issued (a transaction, a quote, a verified code, a request): at most 64 characters. */
export const REFERENCE_MAX = 64;
export const referenceField = z.string().check(z.maxLength(REFERENCE_MAX));
/** One that must be there: a path's id, a code's id, what a code is bound to. */
export const requiredReferenceField = z.string().check(z.minLength(1), z.maxLength(REFERENCE_MAX));

/** An amount to move or to filter by, in micro-units: never negative (the minimum of 0.01 is the bank's rule). */
export const amountField = z.number().check(z.int(), z.gte(0), z.lte(Number.MAX_SAFE_INTEGER));
