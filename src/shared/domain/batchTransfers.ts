import type { CurrencyCode } from '../currencies';
import type { Micros } from '../money';
import type { Account } from './accounts';
import type { Recipient } from './recipient';
import { RECIPIENT_FIELD_LABELS } from './recipients/labels';
import { RECIPIENT_FIELDS, type RecipientField } from './recipients/types';
import { PAYMENT_ROLES } from './roles';
import type { Role } from './roles';

/**
 * Batch transfers (spec-2 §2 Batch transfer, §3 Batch submit, §4 Batch transfer flow, §7 Batch,
 * §9; docs/decisions/batch-transfers.md). A batch is a file of up to BATCH_MAX_TRANSFERS payouts,
 * each a row of the template's columns, checked by the same rules as a single payout, in the
 * browser (a worker) and again by the bank, which adds balance, limit and duplicate rules.
 *
 * One batch may pay from several of the company's accounts: the summary groups the valid rows by
 * sender account, and one submit (spec-2 §3: otpRefID, sourceCurrency, senderAccountNumber,
 * totpRefID) pays one group with one code bound to the batch, that account, the group's total
 * debit and the batch's revision (so an edit after the code was sent voids it).
 */

/** constants.tsv batch_max_transfers (spec-2 §4, §9). */
export const BATCH_MAX_TRANSFERS = 1000;
/** The largest file the upload takes (written for this product: the attachments' 5 MB). */
export const BATCH_FILE_MAX_BYTES = 5 * 1024 * 1024;
/** The file types a batch is read from. */
export const BATCH_FILE_TYPES = ['csv', 'xlsx'] as const;
export type BatchFileType = (typeof BATCH_FILE_TYPES)[number];
/** Open (not yet submitted or deleted) batches a company may hold at the bank at once. */
export const BATCH_OPEN_MAX = 10;
/** How long the prices of a summary hold (an overseas row's rate), in seconds. */
export const BATCH_PRICE_SECONDS = 600;

/** roles.tsv /transfer/batch: as for payouts (the approver-type role only to view, approvals on). */
export const BATCH_ROLES: readonly Role[] = PAYMENT_ROLES;

/**
 * The template's kind, the `{id}` of GET /{id}/template: LOCAL (Singapore accounts, the local
 * list's banner) or OVERSEAS (every recipient currency, the overseas list's banner). Both read
 * into the same row; a LOCAL template leaves out the columns only overseas currencies use.
 */
export const BATCH_TEMPLATE_KINDS = ['LOCAL', 'OVERSEAS'] as const;
export type BatchTemplateKind = (typeof BATCH_TEMPLATE_KINDS)[number];

/**
 * A row's columns (the template's, in this order): a saved recipient by its id, or the recipient's
 * full details (the new-recipient form's fields, RECIPIENT_FIELDS, checked by recipientIssues),
 * then the payout's own fields.
 */
export const BATCH_PAYOUT_FIELDS = [
  'amount',
  'senderAccountNumber',
  'reference',
  'purposeOfPayment',
  'paymentAdviceEmails',
] as const;
export type BatchPayoutField = (typeof BATCH_PAYOUT_FIELDS)[number];
export const BATCH_COLUMNS = ['recipientId', ...RECIPIENT_FIELDS, ...BATCH_PAYOUT_FIELDS] as const;
export type BatchColumn = 'recipientId' | RecipientField | BatchPayoutField;

/**
 * The columns in plain words: the template's headers (a person reads them in a spreadsheet; a
 * file with the field names as headers maps all the same), the page's table and edit form.
 */
export const BATCH_COLUMN_LABELS: Record<BatchColumn, string> = {
  recipientId: 'Saved recipient ID',
  ...RECIPIENT_FIELD_LABELS,
  amount: 'Amount',
  senderAccountNumber: 'Sender account',
  reference: 'Reference',
  purposeOfPayment: 'Purpose of payment',
  paymentAdviceEmails: 'Payment advice e-mails',
};

/**
 * One row as the file gives it: every column text, '' when empty. `amount` is in the recipient's
 * currency as a person writes it ("1,250.50"); `paymentAdviceEmails` is a list split by ';'.
 */
export type BatchRowInput = Record<BatchColumn, string>;

/** One refused field of a row and the text shown on it. */
export interface BatchRowError {
  field: BatchColumn;
  message: string;
}

/**
 * A row's state: VALID (payable), INVALID (errors on its fields), SUBMITTED (paid or held for
 * approval with its group). A deleted row is gone from the batch.
 */
export const BATCH_ROW_STATUSES = ['VALID', 'INVALID', 'SUBMITTED'] as const;
export type BatchRowStatus = (typeof BATCH_ROW_STATUSES)[number];

/** A batch's state at the bank. */
export const BATCH_STATUSES = ['AWAITING_UPLOAD', 'UPLOADED', 'VALIDATED', 'SUBMITTED'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];

/** One sender account's share of the valid rows: what one submit pays with one code. */
export interface BatchGroupSummary {
  senderAccountNumber: string;
  sourceCurrency: CurrencyCode;
  transferCount: number;
  /** The rows' amounts converted into the sender's currency at the summary's prices. */
  sourceAmount: Micros;
  fee: Micros;
  /** sourceAmount + fee: what leaves the account, and what the code is bound to. */
  totalDebit: Micros;
  /** Whether the group's total falls under an approval policy, and whose approval it waits for. */
  needsApproval: boolean;
  approvers: string;
}

/** Totals per recipient currency (what arrives). */
export interface BatchCurrencyTotal {
  currency: CurrencyCode;
  transferCount: number;
  amount: Micros;
}

/**
 * What a row is checked against besides its cells (checkBatchRow, src/shared/domain/batchRows.ts):
 * the browser builds it from its cache (recipients, accounts, limits); the bank from its books.
 */
export interface BatchCheckContext {
  /** The company's saved recipients: a row's recipientId must name one. */
  recipients: readonly Recipient[];
  /** The company's accounts: a row's sender account must be one of them. */
  accounts: readonly Pick<Account, 'accountNumber' | 'currency'>[];
  /** Per-transfer limits by recipient currency (spec-2 §9), when known. */
  limits?: Partial<Record<CurrencyCode, { min: Micros; max: Micros }>>;
  /**
   * Toggle dbsLocalTtIntegration, when known: false holds a local SGD row at S$200,000.00 as a
   * single local payout is (exceedsLocalSgdCap); left out, the bank holds it on validate.
   */
  localIntegrationOn?: boolean;
}

/** A row after its check: its errors, and what it pays when it has none. */
export interface BatchRowCheck {
  errors: BatchRowError[];
  recipientName: string;
  /** The recipient's currency and the amount it receives; null while the row is invalid. */
  currency: CurrencyCode | null;
  amount: Micros | null;
  senderAccountNumber: string;
}
