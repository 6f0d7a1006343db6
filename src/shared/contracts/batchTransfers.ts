import * as z from 'zod/mini';
import { CURRENCY_CODES } from '../currencies';
import {
  BATCH_COLUMNS,
  BATCH_FILE_MAX_BYTES,
  BATCH_FILE_TYPES,
  BATCH_MAX_TRANSFERS,
  BATCH_ROW_STATUSES,
  BATCH_STATUSES,
  BATCH_TEMPLATE_KINDS,
  type BatchColumn,
} from '../domain/batchTransfers';
import { APPROVAL_STATUSES } from '../domain/approvals';
import { ACCESS_ERRORS, defineContract } from './contract';
import { accountNumberField, micros, referenceField, requiredReferenceField } from './fields';
import { approvalLayerSchema, touchedSchema } from './transfers';

/**
 * spec-2 §7 Batch (/boom/v3/payouts/batch-transfer), §4 Batch transfer flow, §3 Batch submit
 * (docs/decisions/batch-transfers.md). The order: the template, an upload URL, the upload, the
 * bank's check of every row (validate), a row read and re-checked after an edit, rows deleted,
 * the summary, and one submit per sender account with the code's references. The spec does not
 * show the answers: they are this product's. The bank's rules (the payout's schemas, balance,
 * limits, duplicates, the approval policy on the group's total, the code bound to the batch) stay
 * with the bank (src/mirage/rules/batchTransfers.ts) and answer with their codes.
 */

const READ_ERRORS = [...ACCESS_ERRORS, 'NO_PERMISSION_API'] as const;
/** A batch of another company, one deleted, or an id never given: the same answer. */
const BATCH_ERRORS = [...READ_ERRORS, 'INVALID_PARAM_ERROR', 'BATCH_NOT_FOUND'] as const;

const batchIdParams = z.object({ id: requiredReferenceField });
const transferParams = z.object({ id: requiredReferenceField, txnId: requiredReferenceField });

/** A cell as the file gives it (the e-mails column holds up to 5 addresses of 75 and ';'). */
const cell = z.string().check(z.maxLength(400));
/** One row's cells by column; a column left out reads as ''. */
export const batchRowInputSchema = z.object(
  Object.fromEntries(BATCH_COLUMNS.map((column) => [column, z.optional(cell)])) as Record<
    BatchColumn,
    z.ZodMiniOptional<typeof cell>
  >,
);

export const batchRowErrorSchema = z.object({
  field: z.enum(BATCH_COLUMNS),
  message: z.string(),
});

/** One transfer of a batch, as the bank holds it after its check. */
export const batchTransferSchema = z.object({
  transferReferenceId: z.string(),
  /** The row's line in the uploaded file (the header is line 1). */
  line: z.number().check(z.int(), z.gte(2)),
  status: z.enum(BATCH_ROW_STATUSES),
  input: batchRowInputSchema,
  errors: z.array(batchRowErrorSchema),
  /** The recipient's name (saved or given); '' when the row names none the bank can read. */
  recipientName: z.string(),
  /** The recipient's currency and the amount it receives; null while the row is invalid. */
  currency: z.nullable(z.enum(CURRENCY_CODES)),
  amount: z.nullable(micros),
  senderAccountNumber: z.string(),
  /** Priced in the sender's currency (an estimate until the summary fixes the prices). */
  sourceCurrency: z.nullable(z.enum(CURRENCY_CODES)),
  sourceAmount: z.nullable(micros),
  fee: z.nullable(micros),
});

/** A batch's header: its state and counts, and the revision every edit or deletion raises. */
export const batchSchema = z.object({
  batchReferenceId: z.string(),
  fileName: z.string(),
  status: z.enum(BATCH_STATUSES),
  revision: z.number().check(z.int(), z.gte(0)),
  transferCount: z.number().check(z.int(), z.gte(0)),
  validCount: z.number().check(z.int(), z.gte(0)),
  invalidCount: z.number().check(z.int(), z.gte(0)),
  submittedCount: z.number().check(z.int(), z.gte(0)),
  createdAt: z.string(),
});

const templateColumnSchema = z.object({
  key: z.enum(BATCH_COLUMNS),
  /** The header the template's file carries. */
  header: z.string(),
  /** 'required', 'withoutRecipient' (needed when recipientId is empty) or 'optional'. */
  required: z.enum(['required', 'withoutRecipient', 'optional']),
  description: z.string(),
});

export const getBatchTemplate = defineContract({
  id: 'batchTransfers.template',
  method: 'GET',
  path: '/boom/v3/payouts/batch-transfer/:id/template',
  summary:
    'spec-2 §7 Batch / §4 Batch transfer flow: the template of a batch file (id LOCAL or OVERSEAS): its columns, what each needs, example rows, and the limits',
  auth: 'bearer',
  params: z.object({ id: z.enum(BATCH_TEMPLATE_KINDS) }),
  answer: z.object({
    kind: z.enum(BATCH_TEMPLATE_KINDS),
    columns: z.array(templateColumnSchema),
    exampleRows: z.array(batchRowInputSchema),
    maxTransfers: z.number().check(z.int()),
    maxBytes: z.number().check(z.int()),
  }),
  errors: [...READ_ERRORS, 'INVALID_PARAM_ERROR'],
});

export const requestBatchUploadUrl = defineContract({
  id: 'batchTransfers.uploadUrl',
  method: 'POST',
  path: '/boom/v3/payouts/batch-transfer/file/upload-url',
  summary:
    'spec-2 §7 Batch: opens a batch and answers the URL its file is uploaded to (signed, for this user, for 5 minutes), with the limits',
  auth: 'bearer',
  body: z.object({
    fileName: z.string().check(z.minLength(1), z.maxLength(255)),
    fileType: z.enum(BATCH_FILE_TYPES),
    fileSize: z.number().check(z.int(), z.gte(1), z.lte(BATCH_FILE_MAX_BYTES)),
  }),
  answer: z.object({
    batchReferenceId: z.string(),
    uploadUrl: z.string(),
    expiresAt: z.string(),
    maxBytes: z.number().check(z.int()),
    maxTransfers: z.number().check(z.int()),
  }),
  // TOO_MANY_REQUEST: the company holds BATCH_OPEN_MAX open batches already.
  errors: [...READ_ERRORS, 'INVALID_PARAM_ERROR', 'TOO_MANY_REQUEST'],
});

/**
 * The upload itself, at the URL the previous call answered (spec-2 §4: "upload a file"; its call
 * is not described). The browser sends the rows it read, in the template's columns, as CSV text
 * (docs/decisions/batch-transfers.md 'One file format at the bank'), so the bank reads one format.
 */
export const uploadBatchFile = defineContract({
  id: 'batchTransfers.upload',
  method: 'PUT',
  path: '/boom/v3/payouts/batch-transfer/file/:id',
  summary:
    'docs/decisions/batch-transfers.md (beyond the catalogue): the upload at the signed URL: the rows as CSV text in the template columns',
  auth: 'bearer',
  params: batchIdParams,
  query: z.object({ signature: requiredReferenceField }),
  body: z.object({ content: z.string().check(z.minLength(1), z.maxLength(BATCH_FILE_MAX_BYTES)) }),
  answer: z.object({ batch: batchSchema }),
  // BATCH_TOO_MANY_TRANSFERS: more than BATCH_MAX_TRANSFERS rows; BATCH_EMPTY_FILE: none;
  // BATCH_UPLOAD_EXPIRED: the signature is old, or the file was uploaded already.
  errors: [
    ...BATCH_ERRORS,
    'BATCH_UPLOAD_EXPIRED',
    'BATCH_TOO_MANY_TRANSFERS',
    'BATCH_EMPTY_FILE',
    'BATCH_MALFORMED_FILE',
  ],
});

export const validateBatch = defineContract({
  id: 'batchTransfers.validate',
  method: 'POST',
  path: '/boom/v3/payouts/batch-transfer/:id/validate',
  summary:
    "spec-2 §7 Batch: checks every row of the uploaded file by the payout's rules plus balance, limit and duplicate rules; answers the counts",
  auth: 'bearer',
  params: batchIdParams,
  answer: z.object({ batch: batchSchema }),
  // BATCH_NOT_UPLOADED: no file at the upload URL yet.
  errors: [...BATCH_ERRORS, 'BATCH_NOT_UPLOADED'],
});

export const deleteBatchFile = defineContract({
  id: 'batchTransfers.deleteFile',
  method: 'DELETE',
  path: '/boom/v3/payouts/batch-transfer/file/:id',
  summary:
    'spec-2 §7 Batch: deletes the file and the transfers not yet submitted; the submitted ones stay in the ledger',
  auth: 'bearer',
  params: batchIdParams,
  answer: z.object({ deleted: z.boolean() }),
  errors: BATCH_ERRORS,
});

export const getBatchTransfer = defineContract({
  id: 'batchTransfers.transfer',
  method: 'GET',
  path: '/boom/v3/payouts/batch-transfer/:id/:txnId',
  summary: 'spec-2 §7 Batch: one transfer of a batch, with its errors',
  auth: 'bearer',
  params: transferParams,
  answer: z.object({ transfer: batchTransferSchema }),
  errors: [...BATCH_ERRORS, 'BATCH_TRANSFER_NOT_FOUND'],
});

export const validateBatchTransfer = defineContract({
  id: 'batchTransfers.validateTransfer',
  method: 'POST',
  path: '/boom/v3/payouts/batch-transfer/:id/:txnId/validate',
  summary:
    'spec-2 §7 Batch: an edited transfer, checked and kept (valid or with its errors); raises the revision',
  auth: 'bearer',
  params: transferParams,
  body: z.object({ input: batchRowInputSchema }),
  answer: z.object({ transfer: batchTransferSchema, batch: batchSchema }),
  // BATCH_ALREADY_SUBMITTED: the row was paid (or held) already.
  errors: [...BATCH_ERRORS, 'BATCH_TRANSFER_NOT_FOUND', 'BATCH_ALREADY_SUBMITTED'],
});

export const getBatch = defineContract({
  id: 'batchTransfers.batch',
  method: 'GET',
  path: '/boom/v3/payouts/batch-transfer/:id',
  summary:
    'spec-2 §7 Batch: the batch and all its transfers (at most 1,000), in file order, once validated (an uploaded file not yet validated lists none)',
  auth: 'bearer',
  params: batchIdParams,
  answer: z.object({ batch: batchSchema, transfers: z.array(batchTransferSchema) }),
  errors: BATCH_ERRORS,
});

export const deleteBatchTransfers = defineContract({
  id: 'batchTransfers.deleteTransfers',
  method: 'POST',
  path: '/boom/v3/payouts/batch-transfer/:id/delete-transfers',
  summary:
    'spec-2 §7 Batch / §3 Batch submit: removes the chosen transfers (not submitted ones); raises the revision',
  auth: 'bearer',
  params: batchIdParams,
  body: z.object({
    transferReferenceIds: z
      .array(requiredReferenceField)
      .check(z.minLength(1), z.maxLength(BATCH_MAX_TRANSFERS)),
  }),
  answer: z.object({ batch: batchSchema, deletedCount: z.number().check(z.int(), z.gte(0)) }),
  errors: [...BATCH_ERRORS, 'BATCH_TRANSFER_NOT_FOUND', 'BATCH_ALREADY_SUBMITTED'],
});

const currencyTotalSchema = z.object({
  currency: z.enum(CURRENCY_CODES),
  transferCount: z.number().check(z.int(), z.gte(0)),
  amount: micros,
});

const groupSchema = z.object({
  senderAccountNumber: z.string(),
  senderAccountName: z.string(),
  sourceCurrency: z.enum(CURRENCY_CODES),
  transferCount: z.number().check(z.int(), z.gte(0)),
  sourceAmount: micros,
  fee: micros,
  totalDebit: micros,
  /** The account's available balance now: a group above it cannot be submitted. */
  availableBalance: micros,
  needsApproval: z.boolean(),
  approvers: z.string(),
  approvalLayers: z.array(approvalLayerSchema),
  /** What arrives from this account, per recipient currency. */
  currencyTotals: z.array(currencyTotalSchema),
});

export const getBatchSummary = defineContract({
  id: 'batchTransfers.summary',
  method: 'GET',
  path: '/boom/v3/payouts/batch-transfer/:id/summary',
  summary:
    'spec-2 §7 Batch: the valid transfers priced (held for BATCH_PRICE_SECONDS): totals per currency, fees, debit per sender account, and the approval each needs',
  auth: 'bearer',
  params: batchIdParams,
  answer: z.object({
    batchReferenceId: z.string(),
    revision: z.number().check(z.int(), z.gte(0)),
    pricedUntil: z.string(),
    transferCount: z.number().check(z.int(), z.gte(0)),
    invalidCount: z.number().check(z.int(), z.gte(0)),
    currencyTotals: z.array(currencyTotalSchema),
    groups: z.array(groupSchema),
  }),
  errors: BATCH_ERRORS,
});

export const submitBatch = defineContract({
  id: 'batchTransfers.submit',
  method: 'POST',
  path: '/boom/v3/payouts/batch-transfer/:id/submit',
  summary:
    "spec-2 §7 Batch / §3 Batch submit: pays one sender account's valid transfers (each its own payout), or holds them for approval as one request, with a code bound to the batch, its revision, the account and the total debit",
  auth: 'bearer',
  money: true,
  params: batchIdParams,
  body: z.object({
    otpRefID: z.optional(referenceField),
    totpRefID: z.optional(referenceField),
    sourceCurrency: z.enum(CURRENCY_CODES),
    senderAccountNumber: accountNumberField,
  }),
  answer: z.object({
    approvalStatus: z.enum(APPROVAL_STATUSES),
    /** The approval request's id when held; the batch's id when paid. */
    referenceID: z.string(),
    transferCount: z.number().check(z.int(), z.gte(0)),
    transactionReferenceIds: z.array(z.string()),
    totalDebit: micros,
    approvers: z.optional(z.string()),
    approvalLayers: z.optional(z.array(approvalLayerSchema)),
    batch: batchSchema,
    touched: touchedSchema,
  }),
  // BATCH_CHANGED: the batch was edited since the summary (its revision moved);
  // BATCH_PRICE_EXPIRED: the summary's prices ran out (read the summary again);
  // BATCH_NOTHING_TO_SUBMIT: no valid transfer from that account;
  // FX_TXN_STATUS_EXCEEDS_ALLOWED_LIMIT: the group's total is above the day's payout limit.
  errors: [
    ...BATCH_ERRORS,
    'MISSING_REQUEST_ID',
    'FX_TXN_STATUS_ALREADY_EXISTS',
    'VA_NOT_AVAILABLE',
    'INSUFFICIENT_FUND',
    'FX_TXN_STATUS_EXCEEDS_ALLOWED_LIMIT',
    'INVALID_OTP',
    'INSUFFICIENT_APPROVERS',
    'BATCH_CHANGED',
    'BATCH_PRICE_EXPIRED',
    'BATCH_NOTHING_TO_SUBMIT',
    'SERVICE_UNAVAILABLE',
    // A saved recipient deleted since validate; the demo panel's payout failures.
    'RECIPIENT_NOT_FOUND',
    'BAD_FX_RATE_ERROR',
  ],
});

export const BATCH_TRANSFER_CONTRACTS = [
  getBatchTemplate,
  requestBatchUploadUrl,
  uploadBatchFile,
  validateBatch,
  deleteBatchFile,
  getBatchTransfer,
  validateBatchTransfer,
  getBatch,
  deleteBatchTransfers,
  getBatchSummary,
  submitBatch,
] as const;
