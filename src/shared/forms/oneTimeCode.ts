/**
 * spec-1 §5 and messages.tsv code_invalid_or_expired: an SMS, e-mail or authenticator code is
 * required, digits only, exactly 6 digits; a code that is not, and a code the bank refuses, read
 * 'Invalid or expired code'. One rule for the sign-in, transfer, approval and password-reset codes
 * (the schema: codeSchema.ts).
 */
export const OTP_LENGTH = 6;
export const CODE_PATTERN = /^\d{6}$/;
export const CODE_REQUIRED = 'This field is required';
export const INVALID_OR_EXPIRED_CODE = 'Invalid or expired code';
