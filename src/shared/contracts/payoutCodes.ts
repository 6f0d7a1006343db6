import * as z from 'zod/mini';
import { CURRENCY_CODES } from '../currencies';
import { CODE_PURPOSES, PAYOUT_CODE_CHANNELS } from '../domain/transfers';
import { ACCESS_ERRORS, defineContract } from './contract';
import { amountField, referenceField, requiredReferenceField } from './fields';

/**
 * spec-2 §4 "Second factor for transfers", §7 "Second factor for payouts": a code bound to what it
 * authorises (docs/decisions/exchange.md: amount, currency and payee), verified here and consumed once by the money call.
 * Who may ask, the resend wait, wrong-code counting and locks stay with the bank
 * (src/mirage/rules/oneTimeCodes.ts, lockout.ts) and answer with their own codes.
 */

/**
 * CodeBinding: `subject` is the sending account (transfer) or the approval's referenceId,
 * `payee` the receiving account or the decision (Accepted / Rejected), `amount` in `currency`
 * the sending side (an approval: the side the requester typed).
 */
const bindingFields = {
  purpose: z.enum(CODE_PURPOSES),
  subject: requiredReferenceField,
  payee: requiredReferenceField,
  amount: amountField,
  currency: z.enum(CURRENCY_CODES),
};

/** spec-2 §9: the OTP is 6 digits (an authenticator's too). */
const codeField = z.string().check(z.regex(/^\d{6}$/));

const verifiedSchema = z.object({
  isVerified: z.boolean(),
  remainingAttempts: z.number().check(z.int()),
  // The reference the money call carries (otpReferenceID, or totpReferenceID for a TOTP).
  referenceId: z.string(),
});

/** A wrong code counts towards the same lock as at sign-in. */
const WRONG_CODE_ERRORS = [
  'ACCOUNT_LOCK_WARNING',
  'ACCOUNT_LOCKED',
  'ACCOUNT_PERMANENT_LOCKED',
] as const;
const CODE_ERRORS = [...ACCESS_ERRORS, 'NO_PERMISSION_API', 'INVALID_PARAM_ERROR'] as const;

export const sendPayoutCode = defineContract({
  id: 'payoutCodes.send',
  method: 'POST',
  path: '/boom/v3/payouts/otp/generate-payout-otp',
  summary:
    'spec-2 §7 Second factor for payouts: sends a code by SMS (or e-mail) bound to purpose, subject, payee, amount and currency',
  auth: 'bearer',
  body: z.object({ ...bindingFields, otpType: z.optional(z.enum(PAYOUT_CODE_CHANNELS)) }),
  answer: z.object({
    otpRefID: z.string(),
    otpType: z.enum(PAYOUT_CODE_CHANNELS),
    maskedEmail: z.string(),
    maskedPhone: z.string(),
    resendInSeconds: z.number().check(z.int()),
  }),
  errors: [...CODE_ERRORS, 'TOO_MANY_REQUEST', 'ACCOUNT_LOCKED', 'ACCOUNT_PERMANENT_LOCKED'],
});

export const verifyPayoutCode = defineContract({
  id: 'payoutCodes.verify',
  method: 'POST',
  path: '/boom/v3/payouts/otp/verify-payout-otp',
  summary:
    'spec-2 §7 Second factor for payouts: checks an SMS or e-mail code; answers the reference the money call carries',
  auth: 'bearer',
  // batchReferenceID (spec-2 §7): a batch's code is checked with its batch's id; the bank refuses,
  // as a wrong code, one not bound to that batch (purpose batch, subject the id).
  body: z.object({
    otp: codeField,
    otpRefId: requiredReferenceField,
    batchReferenceID: z.optional(referenceField),
  }),
  answer: verifiedSchema,
  errors: [...CODE_ERRORS, ...WRONG_CODE_ERRORS],
});

export const verifyPayoutTotp = defineContract({
  id: 'payoutCodes.verifyTotp',
  method: 'POST',
  path: '/boom/v3/payouts/otp/verify-payout-totp',
  summary:
    'spec-2 §7 Second factor for payouts: checks an authenticator code for a binding; answers a fresh reference',
  auth: 'bearer',
  body: z.object({ ...bindingFields, totp: codeField }),
  answer: verifiedSchema,
  // INVALID_PARAMETER: no authenticator app is paired.
  errors: [...CODE_ERRORS, 'INVALID_PARAMETER', ...WRONG_CODE_ERRORS],
});

export const PAYOUT_CODE_CONTRACTS = [sendPayoutCode, verifyPayoutCode, verifyPayoutTotp] as const;
