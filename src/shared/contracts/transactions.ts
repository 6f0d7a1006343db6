import * as z from 'zod/mini';
import { CURRENCY_CODES } from '../currencies';
import {
  CHARGE_AT,
  CREDIT_OR_DEBIT,
  LIST_STATUSES,
  MAX_PAGING_IDS,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
} from '../domain/transactions';
import { EXPORT_FILE_TYPES } from '../domain/exports';
import { ACCESS_ERRORS, defineContract } from './contract';
import { NOTE_MAX, SYNC_STATUSES } from '../domain/attachments';
import {
  accountNumberField,
  amountField,
  freeTextField,
  micros,
  multilineTextField,
  referenceField,
  requiredReferenceField,
} from './fields';

/**
 * spec-3 §7 Transactions: the filtered first page with every matching id, then pages by ids.
 * Which types a role may see (the general role: card types only) stays with the bank
 * (src/mirage/routes/transactions.ts); the contract only refuses what is not a request at all.
 */

const currency = z.enum(CURRENCY_CODES);

/**
 * spec-3 §3 Transaction (src/shared/domain/transactions.ts). The offline cache parses every row it
 * syncs with this schema, so it checks types only: no formats or refinements per row.
 */
export const transactionSchema = z.object({
  displayReferenceId: z.string(),
  type: z.enum(TRANSACTION_TYPES),
  category: z.string(),
  status: z.enum(TRANSACTION_STATUSES),
  amount: micros,
  currency,
  creditOrDebit: z.enum(CREDIT_OR_DEBIT),
  sourceCcy: currency,
  sourceAmt: micros,
  destinationCcy: currency,
  destinationAmt: micros,
  createdAt: z.string(),
  bookingTimestamp: z.nullable(z.string()),
  debtorName: z.string(),
  creditorName: z.string(),
  debtorAccountNumber: z.string(),
  creditorAccountNumber: z.string(),
  vaAccountNumber: z.string(),
  vaAccountName: z.string(),
  nameOnCard: z.optional(z.string()),
  cardNumber: z.optional(z.string()),
  exchangeRate: z.array(
    z.object({ sourceCcy: currency, destinationCcy: currency, exchangeRate: z.number() }),
  ),
  fees: micros,
  chargeAt: z.optional(z.enum(CHARGE_AT)),
  reasonCode: z.optional(z.string()),
  purposeOfPayment: z.optional(z.string()),
  customerMessage: z.optional(z.string()),
  customerReference: z.optional(z.string()),
  bankingReference: z.optional(z.string()),
  note: z.optional(z.string()),
  groupId: z.optional(z.string()),
  description: z.optional(z.string()),
  totalAttachments: z.number(),
  xeroExpenseTag: z.optional(z.object({ xeroSyncStatus: z.enum(SYNC_STATUSES) })),
  /** A card payment's cashback (spec-3 §3 Transaction cashbackAmt; docs/decisions/rewards.md). */
  cashbackAmt: z.optional(amountField),
  merchant: z.optional(
    z.object({
      parentCategory: z.string(),
      childCategory: z.string(),
      mcc: z.string(),
      description: z.string(),
    }),
  ),
});

/** An amount bound of the filter: a magnitude in micro-units. */
const amountBound = z.optional(amountField);
/** A calendar day, yyyy-mm-dd (a real date: no 2025-02-30); inclusive. */
const day = z.optional(z.iso.date());
/** A free-text filter, cleaned and trimmed; blank means no filter. */
const filterText = z.optional(freeTextField());

/** spec-3 §3 Filters (TransactionFilter): every field optional, lists of the domain's values. */
const transactionFilterShape = {
  vaNumbers: z.optional(z.array(accountNumberField).check(z.maxLength(MAX_PAGING_IDS))),
  panTail: filterText,
  cardHolderName: filterText,
  transactionType: z.optional(
    z.array(z.enum(TRANSACTION_TYPES)).check(z.maxLength(TRANSACTION_TYPES.length)),
  ),
  amountType: z.optional(z.enum(CREDIT_OR_DEBIT)),
  status: z.optional(z.array(z.enum(LIST_STATUSES)).check(z.maxLength(LIST_STATUSES.length))),
  minAmount: amountBound,
  maxAmount: amountBound,
  startDate: day,
  endDate: day,
};

/** The two ranges must be in order: the bound that breaks it is named. */
const rangesInOrder = [
  z.refine<{ minAmount?: number; maxAmount?: number }>(
    (f) => f.minAmount === undefined || f.maxAmount === undefined || f.minAmount <= f.maxAmount,
    { message: 'minAmount is above maxAmount.', path: ['maxAmount'] },
  ),
  z.refine<{ startDate?: string; endDate?: string }>(
    (f) => !f.startDate || !f.endDate || f.startDate <= f.endDate,
    { message: 'startDate is after endDate.', path: ['endDate'] },
  ),
] as const;

/** spec-3 §3 Filters: the list's filter, its ranges in order. */
export const transactionFilterSchema = z.object(transactionFilterShape).check(...rangesInOrder);

/** ?pageSize: the query carries text; 1 to MAX_PAGING_IDS (DEFAULT_TRANSACTION_PAGE_SIZE when left out). */
const firstPageQuery = z.object({
  pageSize: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(MAX_PAGING_IDS))),
});

const firstPageAnswer = z.object({
  displayReferenceIds: z.array(z.string()),
  transactions: z.array(transactionSchema),
});

/** Any signed-in user may list; a malformed request is refused. */
const LIST_ERRORS = [...ACCESS_ERRORS, 'INVALID_PARAM_ERROR'] as const;

export const firstTransactionPage = defineContract({
  id: 'transactions.firstPage',
  method: 'POST',
  path: '/v1/boom/transactions',
  summary:
    'spec-3 §7: the first page of the filtered transactions (?pageSize, default 15) and every matching id, newest first',
  auth: 'bearer',
  query: firstPageQuery,
  body: transactionFilterSchema,
  answer: firstPageAnswer,
  errors: LIST_ERRORS,
});

/** The spec names a v2 of the same call; the bank answers it alike (one handler). */
export const firstTransactionPageV2 = defineContract({
  id: 'transactions.firstPageV2',
  method: 'POST',
  path: '/boom/v2/transactions',
  summary:
    'spec-3 §7: POST /boom/v2/transactions also exists; the same first page as transactions.firstPage',
  auth: 'bearer',
  query: firstPageQuery,
  body: transactionFilterSchema,
  answer: firstPageAnswer,
  errors: LIST_ERRORS,
});

export const transactionsByIds = defineContract({
  id: 'transactions.byIds',
  method: 'POST',
  path: '/v1/boom/transactions-paging',
  summary:
    'spec-3 §7: the transactions of the given ids (at most 100), in the order asked for; unknown ids are left out',
  auth: 'bearer',
  body: z.object({
    referenceIds: z.optional(z.array(referenceField).check(z.maxLength(MAX_PAGING_IDS))),
  }),
  answer: z.object({ transactions: z.array(transactionSchema) }),
  errors: LIST_ERRORS,
});

export const saveNote = defineContract({
  id: 'transactions.saveNote',
  method: 'POST',
  path: '/v1/boom/transactions/save-note',
  summary:
    "spec-3 §7 Transactions, §4 Transaction detail: saves a transaction's note (at most 500 characters, cleaned; empty clears it); answers the note kept. Read-only once the accounting sync completed",
  auth: 'bearer',
  body: z.object({
    txnDisplayRefID: requiredReferenceField,
    note: multilineTextField(NOTE_MAX),
  }),
  answer: z.object({ txnDisplayRefID: z.string(), note: z.string() }),
  errors: [
    ...LIST_ERRORS,
    'RESOURCE_NOT_FOUND',
    'NO_PERMISSION_API',
    'TRANSACTION_READ_ONLY',
    'TOO_MANY_REQUEST',
  ],
});

/**
 * A file the bank made (docs/decisions/transactions.md 'Exports'): JSON with the bytes in base64,
 * the pattern the spec gives the proof-of-account letter (data.bufferFile), so every download
 * goes through the one contract layer; `rows` is how many transactions it holds.
 */
const fileAnswer = z.object({
  fileName: z.string(),
  contentType: z.string(),
  bufferFile: z.string(),
  rows: z.number().check(z.int(), z.gte(0)),
});

/** Exports are for the roles that keep the books; a filter over the cap is refused. */
const EXPORT_ERRORS = [
  ...LIST_ERRORS,
  'NO_PERMISSION_API',
  'EXPORT_TOO_LARGE',
  'TOO_MANY_REQUEST',
] as const;

export const downloadTransactions = defineContract({
  id: 'transactions.download',
  method: 'POST',
  path: '/v1/boom/transactions/download',
  summary:
    "spec-3 §7 Transactions: POST transactions/download {fileType} with the list's filter: the filtered list as xls (a workbook), csv, xero or quickbooks (their bank-statement imports; one account) or pdf",
  auth: 'bearer',
  body: z
    .object({ ...transactionFilterShape, fileType: z.enum(EXPORT_FILE_TYPES) })
    .check(...rangesInOrder),
  answer: fileAnswer,
  errors: EXPORT_ERRORS,
});

export const downloadStatementPdf = defineContract({
  id: 'transactions.downloadPdf',
  method: 'POST',
  path: '/v1/boom/transactions/download/pdf',
  summary:
    "spec-3 §7 Transactions: POST download/pdf: one account's statement for a period (opening and closing balance, every transaction, totals, page numbers)",
  auth: 'bearer',
  body: z
    .object({ accountNumber: accountNumberField, startDate: z.iso.date(), endDate: z.iso.date() })
    .check(
      z.refine((b) => b.startDate <= b.endDate, {
        message: 'startDate is after endDate.',
        path: ['endDate'],
      }),
    ),
  answer: fileAnswer,
  errors: [...EXPORT_ERRORS, 'VA_NOT_AVAILABLE'],
});

export const TRANSACTION_CONTRACTS = [
  firstTransactionPage,
  firstTransactionPageV2,
  transactionsByIds,
  saveNote,
  downloadTransactions,
  downloadStatementPdf,
] as const;
