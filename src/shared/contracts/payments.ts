import * as z from 'zod/mini';
import { CURRENCY_CODES } from '../currencies';
import {
  ATTACHMENTS_MAX,
  NOTIFICATION_REMARKS_MAX,
  PAYMENT_ADVICE_EMAIL_MAX,
  PAYMENT_ADVICE_MAX,
} from '../domain/payouts';
import { CHARGE_AT } from '../domain/transactions';
import { ACCESS_ERRORS, defineContract } from './contract';
import {
  accountNumberField,
  amountField,
  multilineTextField,
  referenceField,
  requiredReferenceField,
  textField,
} from './fields';
import { transferResultSchema } from './transfers';

/**
 * spec-2 §7 Payments: four payout calls with one body (spec-2 §3 Payment request) and the
 * transfer's answer (executed, or held for approval with its approvers). Which call a payout uses
 * follows its method (docs/decisions/payouts.md 'Payouts'; payoutCallOf in src/shared/domain/payouts.ts).
 * The bank's rules (recipient, limits, fees, funds, reference and purpose, the verified code
 * bound to amount and payee, the approval policy) stay with the bank and answer with their codes.
 */

/** spec-2 §3: fileBufferList entries; the bytes in base64 (5 MB, so at most about 7 M characters). */
const fileSchema = z.object({
  fileName: z.string().check(z.minLength(1), z.maxLength(255)),
  fileType: z.string().check(z.maxLength(127)),
  bufferFile: z.string().check(z.maxLength(7_000_000)),
});

/** spec-2 §3 Payment request (PaymentRequest in src/shared/domain/payouts.ts). */
export const paymentRequestSchema = z.strictObject({
  recipientDisplayReferenceID: requiredReferenceField,
  senderAccountNo: accountNumberField,
  sourceCurrency: z.enum(CURRENCY_CODES),
  sourceTxnAmount: amountField,
  destinationCurrency: z.string().check(z.regex(/^[A-Z]{3}$/)),
  destinationTxnAmount: amountField,
  toAmount: amountField,
  remittanceFee: amountField,
  chargeAt: z.enum(CHARGE_AT),
  calcSourceAmtFromDestinationAmt: z.boolean(),
  // As sent, not cleaned: its list of acceptable characters (spec-2 §5, assertReference) refuses
  // an invisible character rather than let it be dropped (what is sent is what the field held).
  customerMessage: z.optional(textField(35)),
  purposeOfPayment: z.optional(z.string().check(z.maxLength(16))),
  fxReferenceID: z.optional(referenceField),
  invoiceDate: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
  invoiceNumber: z.optional(z.string().check(z.maxLength(30))),
  otpReferenceID: z.optional(referenceField),
  totpReferenceID: z.optional(referenceField),
  isTotp: z.optional(z.boolean()),
  isTransferNotiEnabled: z.optional(z.boolean()),
  transferNotiRecipients: z.optional(
    z
      .array(z.string().check(z.maxLength(PAYMENT_ADVICE_EMAIL_MAX)))
      .check(z.maxLength(PAYMENT_ADVICE_MAX)),
  ),
  transferNotiRemarks: z.optional(multilineTextField(NOTIFICATION_REMARKS_MAX)),
  fileBufferList: z.optional(z.array(fileSchema).check(z.maxLength(ATTACHMENTS_MAX))),
});

/** The transfer's answer plus the fee the bank charged (micro-units of the sender's currency). */
export const paymentResultSchema = z.extend(transferResultSchema, { fee: amountField });

/**
 * One list for the four calls: a local payout in another currency than the sender's is priced at
 * a quote too (docs/decisions/payouts.md 'Payouts'), so each may answer the quote's codes.
 */
const PAYMENT_ERRORS = [
  ...ACCESS_ERRORS,
  'NO_PERMISSION_API',
  'MISSING_REQUEST_ID',
  'FX_TXN_STATUS_ALREADY_EXISTS',
  'INVALID_PARAM_ERROR',
  'RECIPIENT_NOT_FOUND',
  'VA_NOT_AVAILABLE',
  'INVALID_TRANSACTION_AMOUNT',
  'FX_TXN_STATUS_EXCEEDS_ALLOWED_LIMIT',
  'FX_TXN_STATUS_NOT_TRADABLE',
  'FX_TXN_STATUS_NO_QUOTE',
  'INVALID_QUOTE',
  'FX_TXN_STATUS_QUOTE_ID',
  'FX_TXN_STATUS_QUOTE_EXPIRED',
  'FX_TXN_STATUS_AMOUNT',
  'INSUFFICIENT_FUND',
  'INVALID_OTP',
  'INSUFFICIENT_APPROVERS',
  'BAD_FX_RATE_ERROR',
  // A maintenance window pauses payouts (docs/decisions/maintenance.md 'Notices').
  'SERVICE_UNAVAILABLE',
] as const;

// Four contracts written out in full: scripts/spec-coverage.mjs reads each defineContract literally.

export const sendLocalPayment = defineContract({
  id: 'payments.sendLocal',
  method: 'POST',
  path: '/boom/v2/payouts/send-payment',
  summary:
    'spec-2 §7 Payments / docs/decisions/payouts.md Payouts: a local payout by FAST (SGD) or to another Singapore bank',
  auth: 'bearer',
  money: true,
  body: paymentRequestSchema,
  answer: paymentResultSchema,
  errors: PAYMENT_ERRORS,
});

export const sendActPayment = defineContract({
  id: 'payments.sendAct',
  method: 'POST',
  path: '/v1/boom/payouts/send-act-payment',
  summary:
    "spec-2 §7 Payments / docs/decisions/payouts.md Payouts: a local payout to an account at the product's own bank (ACT)",
  auth: 'bearer',
  money: true,
  body: paymentRequestSchema,
  answer: paymentResultSchema,
  errors: PAYMENT_ERRORS,
});

export const sendP2pPayment = defineContract({
  id: 'payments.sendP2p',
  method: 'POST',
  path: '/boom/v2/transfers/p2p',
  summary:
    'spec-2 §7 Payments / docs/decisions/payouts.md Payouts: a payout to another business account of this product (P2P, toggle p2p)',
  auth: 'bearer',
  money: true,
  body: paymentRequestSchema,
  answer: paymentResultSchema,
  errors: PAYMENT_ERRORS,
});

export const sendRemittance = defineContract({
  id: 'payments.sendRemittance',
  method: 'POST',
  path: '/v1/boom/payouts/sendPayment',
  summary:
    'spec-2 §7 Payments / docs/decisions/payouts.md Payouts: an overseas remittance at a quote (fxReferenceID)',
  auth: 'bearer',
  money: true,
  body: paymentRequestSchema,
  answer: paymentResultSchema,
  errors: PAYMENT_ERRORS,
});

export const PAYMENT_CONTRACTS = [
  sendLocalPayment,
  sendActPayment,
  sendP2pPayment,
  sendRemittance,
] as const;
