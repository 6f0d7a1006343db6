import {
  downloadStatementPdf,
  downloadTransactions,
  firstTransactionPage,
  firstTransactionPageV2,
  saveNote as saveNoteContract,
  transactionsByIds,
} from '../shared/contracts/transactions';
import type { ExportFileType } from '../shared/domain/exports';
import type { Transaction, TransactionFilter } from '../shared/domain/transactions';
import { call } from './contractCall';

/** spec-3 §7 Transactions (contracts: src/shared/contracts/transactions.ts). */
export interface TransactionFirstPage {
  /** Every matching transaction's id, newest first. */
  displayReferenceIds: string[];
  transactions: Transaction[];
}

/** transactions.firstPage: the first page of a filtered list plus every matching id. */
export function getTransactionsFirstPage(
  filter: TransactionFilter,
  pageSize: number,
): Promise<TransactionFirstPage> {
  return call(firstTransactionPage, { query: { pageSize }, body: filter });
}

/**
 * transactions.firstPageV2: how many transactions a filter gives (its matching ids, one row). The
 * export page counts with the v2 call the spec says also exists (docs/decisions/transactions.md
 * 'Exports'), so a backend that keeps one of the two is found out by a page, not by a reader.
 */
export async function countTransactions(filter: TransactionFilter): Promise<number> {
  return (await call(firstTransactionPageV2, { query: { pageSize: 1 }, body: filter }))
    .displayReferenceIds.length;
}

/** transactions.byIds: the transactions of the given ids (at most MAX_PAGING_IDS), in the order asked for. */
export async function getTransactionsByIds(referenceIds: string[]): Promise<Transaction[]> {
  return (await call(transactionsByIds, { body: { referenceIds } })).transactions;
}

/**
 * transactions.saveNote: saves a note (at most NOTE_MAX characters; '' clears it) and answers the
 * note as the bank kept it (cleaned). TRANSACTION_READ_ONLY once the accounting sync completed.
 */
export async function saveNote(txnDisplayRefID: string, note: string): Promise<string> {
  return (await call(saveNoteContract, { body: { txnDisplayRefID, note } })).note;
}

/** A file the bank made: its name, type, base64 bytes and how many transactions it holds. */
export interface BankFile {
  fileName: string;
  contentType: string;
  bufferFile: string;
  rows: number;
}

/** How a long download is followed and stopped (an export's progress bar and Cancel). */
export interface DownloadControl {
  signal?: AbortSignal;
  onProgress?: (received: number, total: number | null) => void;
}

/** An export may take longer than an ordinary call: 100,000 rows are built in slices. */
const EXPORT_TIMEOUT_MS = 120_000;

/** transactions.download: the filtered list as a file of `fileType`. */
export function downloadTransactionList(
  filter: TransactionFilter,
  fileType: ExportFileType,
  control: DownloadControl = {},
): Promise<BankFile> {
  return call(downloadTransactions, {
    body: { ...filter, fileType },
    timeoutMs: EXPORT_TIMEOUT_MS,
    ...control,
  });
}

/** transactions.downloadPdf: one account's PDF statement for a period of days (yyyy-mm-dd). */
export function downloadStatement(
  accountNumber: string,
  startDate: string,
  endDate: string,
  control: DownloadControl = {},
): Promise<BankFile> {
  return call(downloadStatementPdf, {
    body: { accountNumber, startDate, endDate },
    timeoutMs: EXPORT_TIMEOUT_MS,
    ...control,
  });
}
