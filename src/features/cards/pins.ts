import { isApiError } from '../../api/ApiError';
import { changeCardPin, resetCardPin, sendPinResetCode } from '../../api/cards';
import { guardCodeLock, wrongCodeText } from '../../api/codeFailures';
import type { Card } from '../../shared/domain/cards';
import { CODE_PATTERN, CODE_REQUIRED } from '../../shared/forms/oneTimeCode';

/**
 * Change PIN and Forgot PIN (spec-3 §4 Card flows, §5, §8; docs/decisions/cards.md 'PIN pages').
 * A PIN lives in the page's state only while it is typed, goes to the bank in its one call, and is
 * never logged, cached or put in an address.
 */

/** spec-3 §5 and §8 (docs/spec/messages.tsv keys), as the catalogue writes them. */
export const PIN_TEXTS = {
  sixDigits: '6-digit PIN',
  mustDiffer: 'Ensure the new PIN you entered is different to your existing PIN',
  mismatch: 'PINs entered do not match',
  /** incorrect_pin: a 400 on the existing-PIN field. */
  incorrect: 'Incorrect PIN',
  /** invalid_verification_code: Forgot PIN, a 400. */
  invalidCode: 'Invalid verification code',
  /** PIN_BLOCKED (the product's, in the error catalogue): the third wrong existing PIN. */
  blocked: 'Too many incorrect PINs: this PIN is blocked. Reset it with Forgot PIN.',
} as const;

/** Written for this product (spec-3 §8 gives no wording for the two successes). */
export const PIN_PRODUCT_TEXTS = {
  changeTitle: 'Change PIN',
  forgotTitle: 'Forgot PIN',
  existing: 'Existing PIN',
  newPin: 'New PIN',
  confirm: 'Confirm new PIN',
  code: 'Verification code',
  changeSubmit: 'Change PIN',
  resetSubmit: 'Set new PIN',
  sendCode: 'Send code',
  forgotLead: 'We will text a 6-digit code to the phone number of your profile.',
  codeSent: 'Enter the 6-digit code we texted you, then your new PIN.',
  changed: 'Your PIN has been changed.',
  reset: 'Your new PIN is set.',
  triesLeft: (n: number) => `${n} ${n === 1 ? 'try' : 'tries'} left before this PIN is blocked.`,
  back: 'Back to cards',
  forgotLink: 'Forgot PIN',
  notFound: 'Card not found',
  notFoundText: 'Only the cardholder sets the PIN of an active physical card.',
  failed: 'The PIN was not changed',
} as const;

/** Whether the user may set this card's PIN: their own physical card, in use (as the bank rules). */
export function hasSettablePin(card: Card, userReferenceID: string | undefined): boolean {
  return (
    userReferenceID !== undefined &&
    card.holder.userReferenceID === userReferenceID &&
    card.type === 'PHYSICAL' &&
    (card.status === 'ACTIVE' || card.status === 'LOCKED')
  );
}

export type PinProblems = Partial<Record<'existing' | 'pin' | 'confirm', string>>;

const SIX_DIGITS = /^\d{6}$/;

/**
 * spec-3 §5: each PIN exactly 6 digits; the new one differs from the existing one (Change PIN
 * only, `existing` given); the confirmation matches. Empty when the form may be sent.
 */
export function pinProblems(values: {
  existing?: string;
  pin: string;
  confirm: string;
}): PinProblems {
  const problems: PinProblems = {};
  if (values.existing !== undefined && !SIX_DIGITS.test(values.existing))
    problems.existing = PIN_TEXTS.sixDigits;
  if (!SIX_DIGITS.test(values.pin)) problems.pin = PIN_TEXTS.sixDigits;
  else if (values.existing !== undefined && values.pin === values.existing)
    problems.pin = PIN_TEXTS.mustDiffer;
  if (!SIX_DIGITS.test(values.confirm)) problems.confirm = PIN_TEXTS.sixDigits;
  else if (values.confirm !== values.pin) problems.confirm = PIN_TEXTS.mismatch;
  return problems;
}

/** What a refused Change PIN means: a field's text, or the page's alert. */
export type ChangePinFailure =
  | { field: 'existing'; message: string; triesLeft: number | undefined }
  | { field: 'pin'; message: string }
  | { field: null; blocked: boolean; message: string };

export function changePinFailure(error: unknown): ChangePinFailure {
  if (!isApiError(error) || error.kind !== 'http')
    return {
      field: null,
      blocked: false,
      message: isApiError(error) ? error.message : PIN_TEXTS.incorrect,
    };
  if (error.code === 'PIN_BLOCKED')
    return { field: null, blocked: true, message: PIN_TEXTS.blocked };
  if (error.status === 400 && error.description === PIN_TEXTS.mustDiffer)
    return { field: 'pin', message: PIN_TEXTS.mustDiffer };
  // spec-3 §8: a 400 is 'Incorrect PIN' on the existing-PIN field.
  if (
    error.status === 400 &&
    (error.remainingAttempts !== undefined || error.field === 'existingpin')
  )
    return { field: 'existing', message: PIN_TEXTS.incorrect, triesLeft: error.remainingAttempts };
  return { field: null, blocked: false, message: error.description ?? error.message };
}

/** What a refused Forgot PIN means: the code's text (spec-3 §8), or the page's alert. */
export type ResetPinFailure =
  | { field: 'code'; message: string; warning: string | undefined }
  | { field: null; message: string };

export function resetPinFailure(error: unknown): ResetPinFailure {
  if (!isApiError(error) || error.kind !== 'http')
    return { field: null, message: isApiError(error) ? error.message : PIN_TEXTS.invalidCode };
  if (error.code === 'ACCOUNT_LOCK_WARNING' || error.code === 'INVALID_OTP')
    return {
      field: 'code',
      message: PIN_TEXTS.invalidCode,
      warning:
        error.description ??
        (error.remainingAttempts === undefined
          ? undefined
          : wrongCodeText(error.remainingAttempts)),
    };
  return { field: null, message: error.description ?? error.message };
}

/**
 * spec-3 §5 Forgot PIN: the verification code is required ('This field is required', as every
 * code field says it); one not of 6 digits cannot be right ('Invalid verification code').
 */
export function codeProblem(code: string): string | undefined {
  if (code === '') return CODE_REQUIRED;
  return CODE_PATTERN.test(code) ? undefined : PIN_TEXTS.invalidCode;
}

/** Change PIN: the one call the two PINs travel in. */
export function changePin(cardId: string, existing: string, pin: string): Promise<void> {
  return changeCardPin(cardId, existing, pin);
}

/** Forgot PIN's code, texted to the holder; a lock forces the user out (as every code does). */
export function sendResetCode(cardId: string): Promise<{ otpID: string; resendInSeconds: number }> {
  return guardCodeLock(() => sendPinResetCode(cardId));
}

/** Forgot PIN: the code and the new PIN, in one call; a lock forces the user out. */
export function resetPin(cardId: string, otpID: string, code: string, pin: string): Promise<void> {
  return guardCodeLock(() => resetCardPin(cardId, otpID, code, pin));
}
