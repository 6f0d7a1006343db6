import type { CurrencyCode } from '../../shared/currencies';
import type {
  BatchColumn,
  BatchFileType,
  BatchRowError,
  BatchRowStatus,
  BatchStatus,
} from '../../shared/domain/batchTransfers';
import type { Micros } from '../../shared/money';
import { persisted } from './persisted';

/**
 * The batches of batch transfers (rules/batchTransfers.ts), per company, kept under their own key
 * as every store is (the page's localStorage, the HTTP bank's state file). Bounded: at most
 * BATCH_OPEN_MAX open batches a company and BATCH_MAX_TRANSFERS rows a batch; the uploaded text
 * is read into rows at once and never kept; a row keeps only its non-empty cells.
 */

/** One row as the bank keeps it: its cells (the empty ones left out) and its verdict. */
export interface StoredBatchRow {
  id: string;
  /** The row's line in the uploaded file (the header is line 1). */
  line: number;
  cells: Partial<Record<BatchColumn, string>>;
  /** Null until the bank checked the row (validate). */
  status: BatchRowStatus | null;
  errors: BatchRowError[];
  recipientName: string;
  currency: CurrencyCode | null;
  amount: Micros | null;
  senderAccountNumber: string;
  /** Once paid: the payout's transaction; once held: the approval request. */
  transactionReferenceId?: string;
  approvalReferenceId?: string;
}

/** What a summary fixed for one sender account: its total, to check a submit against. */
export interface StoredGroupPrice {
  senderAccountNumber: string;
  totalDebit: Micros;
}

/** The prices a summary fixed: for which revision, until when, the rates by recipient currency. */
export interface StoredSummary {
  revision: number;
  pricedUntil: number;
  /** 1 source = rate / 1e6 destination, by `${source}>${destination}`. */
  rates: Record<string, number>;
  groups: StoredGroupPrice[];
}

export interface StoredBatch {
  id: string;
  corpID: string;
  /** Who opened it: the upload URL is signed for this user. */
  ownerId: string;
  fileName: string;
  fileType: BatchFileType;
  fileSize: number;
  status: BatchStatus;
  revision: number;
  /** ms since the epoch. */
  createdAt: number;
  uploadExpiresAt: number;
  /** In file order; a row keeps its id when others are deleted. */
  rows: StoredBatchRow[];
  /** The last summary's prices (rules/batchTransfers.ts summarise). */
  summary?: StoredSummary;
}

export interface StoredBatches {
  scenario: string;
  /** The number of the next batch's id (BATCH-000001 ...). */
  next: number;
  batches: Record<string, StoredBatch>;
}

export const batchesStore = persisted<StoredBatches | null>('mockbank:batches', () => null, {
  version: 1,
});
