import * as z from 'zod/mini';
import { CURRENCY_CODES } from '../currencies';
import { APPROVAL_STATUSES } from '../domain/approvals';
import { accountSchema } from './accounts';
import { ACCESS_ERRORS, defineContract } from './contract';
import { accountNumberField, amountField, freeTextField, micros, referenceField } from './fields';
import { transactionSchema } from './transactions';

/**
 * POST /v1/boom/transfers (docs/decisions/exchange.md: an exchange and an internal transfer share it). The bank's
 * rules (accounts, quote, amounts and limits, funds, the verified code, the approval policy) stay
 * with the bank (src/mirage/rules/transfers.ts) and answer with their own codes; the contract only
 * refuses what is not a request at all.
 */

/** Free text sent with a transfer, cleaned and trimmed (docs/decisions/ui.md 'Texts'); the spec gives no limit. */
const transferText = z.optional(freeTextField());

/** The verified code's reference while transfer2fa is on: an SMS or e-mail code's, or an authenticator's. */
const codeReferences = {
  otpReferenceID: z.optional(referenceField),
  totpReferenceID: z.optional(referenceField),
};

/**
 * spec-2 §3 Exchange request (ExchangeRequest). Strict: a body that mixes in the internal
 * transfer's fields is refused, never guessed at.
 */
export const exchangeRequestSchema = z.strictObject({
  senderAccount: accountNumberField,
  sourceCurrency: z.enum(CURRENCY_CODES),
  sourceAmount: amountField,
  receiverAccount: accountNumberField,
  targetCurrency: z.enum(CURRENCY_CODES),
  targetAmount: amountField,
  // The spec sends it too; it must equal targetAmount.
  toAmount: z.optional(amountField),
  calcSourceAmtFromDestinationAmt: z.optional(z.boolean()),
  customerMessage: transferText,
  quoteId: z.optional(referenceField),
  purposeOfPayment: transferText,
  ...codeReferences,
});

/**
 * spec-2 §3 Internal transfer payload (InternalTransferRequest): one currency. Its rate is always
 * 1:1 (INTERNAL_TRANSFER_RATE); any other is the bank's refusal (FX_TXN_STATUS_INPUT).
 */
export const internalTransferSchema = z.strictObject({
  sellAccount: accountNumberField,
  sellAmount: amountField,
  buyAccount: accountNumberField,
  buyAmount: amountField,
  rate: z.number().check(z.int()),
  calcSourceAmtFromDestinationAmt: z.optional(z.boolean()),
  ...codeReferences,
});

const INTERNAL_ONLY = Object.keys(internalTransferSchema.shape).filter(
  (key) => !(key in exchangeRequestSchema.shape),
);

/** The shape a body means: an internal transfer when it names any field only that payload has. */
export function transferSchemaFor(
  body: Record<string, unknown>,
): typeof exchangeRequestSchema | typeof internalTransferSchema {
  return INTERNAL_ONLY.some((key) => body[key] !== undefined)
    ? internalTransferSchema
    : exchangeRequestSchema;
}

export const approvalLayerSchema = z.object({
  approverRole: z.array(z.string()),
  approverUser: z.array(z.object({ userName: z.string() })),
});

/** The records a money call changed, for the cache's write-through (docs/architecture.md §2). */
export const touchedSchema = z.object({
  accounts: z.array(accountSchema),
  transactions: z.array(transactionSchema),
});

/** TransferResult: executed (NotRequired), or held for approval (PendingCheck) with its approvers. */
export const transferResultSchema = z.object({
  approvalStatus: z.enum(APPROVAL_STATUSES),
  referenceID: z.string(),
  transactionReferenceIds: z.array(z.string()),
  sourceAmount: micros,
  targetAmount: micros,
  approvers: z.optional(z.string()),
  approvalLayers: z.optional(z.array(approvalLayerSchema)),
  touched: touchedSchema,
});

export const submitTransfer = defineContract({
  id: 'transfers.submit',
  method: 'POST',
  path: '/v1/boom/transfers',
  summary:
    'spec-2 §7 Payments / docs/decisions/exchange.md: an exchange (two currencies and a quote) or an internal transfer (one currency, 1:1); executed or held for approval',
  auth: 'bearer',
  money: true,
  body: z.union([exchangeRequestSchema, internalTransferSchema]),
  answer: transferResultSchema,
  errors: [
    ...ACCESS_ERRORS,
    'NO_PERMISSION_API',
    'MISSING_REQUEST_ID',
    'FX_TXN_STATUS_ALREADY_EXISTS',
    'INVALID_PARAM_ERROR',
    'VA_NOT_AVAILABLE',
    'FX_TXN_STATUS_ACCOUNT',
    'FX_TXN_STATUS_INPUT',
    'FX_TXN_STATUS_NOT_TRADABLE',
    'FX_TXN_STATUS_NO_QUOTE',
    'INVALID_QUOTE',
    'FX_TXN_STATUS_QUOTE_ID',
    'FX_TXN_STATUS_QUOTE_EXPIRED',
    'INVALID_TRANSACTION_AMOUNT',
    'FX_TXN_STATUS_AMOUNT',
    'FX_TXN_STATUS_EXCEEDS_ALLOWED_LIMIT',
    'INSUFFICIENT_FUNDS_IN_VA',
    'INVALID_OTP',
    'INSUFFICIENT_APPROVERS',
  ],
});

export const TRANSFER_CONTRACTS = [submitTransfer] as const;
