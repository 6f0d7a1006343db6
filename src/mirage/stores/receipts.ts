import type { SyncStatus } from '../../shared/domain/attachments';
import type { Transaction } from '../../shared/domain/transactions';
import type { SeededFileKind } from '../builders/receiptFiles';
import { persisted } from './persisted';

/**
 * A transaction's note, files and fraud reports as the bank changed them (rules/receipts.ts;
 * docs/decisions/receipts.md). Only what changed is kept: a transaction nobody touched reads its
 * scenario's seeds. The files' bytes are never stored here (FileBytes below).
 */

/** What the bank keeps of one file: never its bytes. */
export interface FileRecord {
  referenceID: string;
  fileName: string;
  /** The MIME type found in the bytes. */
  fileType: string;
  /** Decoded bytes. */
  size: number;
  /** ms since the epoch. */
  uploadedAt: number;
  /** A seeded file: its bytes are built again (builders/receiptFiles.ts), never forgotten. */
  seeded?: SeededFileKind;
}

/** One transaction's annotations, once the bank changed something of it. */
export interface TransactionFiles {
  /** The note as saved (absolute); absent: the transaction's own. */
  note?: string;
  /** totalAttachments after the last change (absolute); absent: the transaction's own. */
  totalAttachments?: number;
  /** The transfer's own files (a payout's fileBufferList), oldest first. */
  transferFiles: FileRecord[];
  /** Receipts added since, oldest first. */
  receipts: FileRecord[];
  /** spec-3 §3 xeroExpenseTag.xeroSyncStatus; absent: the scenario's, else UNKNOWN. */
  syncStatus?: SyncStatus;
  /** Fraud reports: userReferenceID -> ISO time of the first report. */
  fraudReports?: Record<string, string>;
}

export interface StoredReceipts {
  scenario: string;
  byTransaction: Record<string, TransactionFiles>;
}

export const receiptsStore = persisted<StoredReceipts | null>('mockbank:receipts', () => null, {
  version: 1,
});

/** Per company: at most this many files' bytes are held, and at most this many bytes. */
export const FILE_BYTES_MAX_FILES = 50;
export const FILE_BYTES_MAX_TOTAL = 60 * 1024 * 1024;

export interface HeldBytes {
  corpID: string;
  bytes: Uint8Array;
}

/**
 * Where the page's bank keeps the bytes across reloads (receiptShelf.ts, IndexedDB): told of every
 * change, never asked during a call (the bank answers from memory). The HTTP bank has none.
 */
export interface FileBytesShelf {
  put(referenceID: string, held: HeldBytes): void;
  delete(referenceID: string): void;
  clear(): void;
}

/**
 * The uploaded files' bytes, in memory (not localStorage, not the HTTP bank's state file; the
 * page's bank mirrors them on a shelf in IndexedDB): per company at most FILE_BYTES_MAX_FILES
 * files and FILE_BYTES_MAX_TOTAL bytes, the oldest dropped first. A dropped or forgotten file's
 * content answers 404 (the record stays listed).
 */
export class FileBytes {
  /** In the order put: the first is the oldest. */
  private held = new Map<string, HeldBytes>();
  private shelf: FileBytesShelf | null = null;

  put(corpID: string, referenceID: string, bytes: Uint8Array): void {
    this.hold(referenceID, { corpID, bytes });
    if (this.held.has(referenceID)) this.shelf?.put(referenceID, { corpID, bytes });
  }

  get(referenceID: string): Uint8Array | undefined {
    return this.held.get(referenceID)?.bytes;
  }

  delete(referenceID: string): void {
    this.held.delete(referenceID);
    this.shelf?.delete(referenceID);
  }

  /** How many files and bytes a company holds. */
  usage(corpID: string): { files: number; bytes: number } {
    const mine = [...this.held.values()].filter((h) => h.corpID === corpID);
    return { files: mine.length, bytes: mine.reduce((sum, h) => sum + h.bytes.length, 0) };
  }

  clear(): void {
    this.held.clear();
    this.shelf?.clear();
  }

  /**
   * The page's bank starting: the bytes its shelf kept (oldest first) are held again, within the
   * limits, and every later change goes to the shelf too.
   */
  attach(shelf: FileBytesShelf, kept: Iterable<[string, HeldBytes]>): void {
    this.shelf = shelf;
    for (const [referenceID, held] of kept) this.hold(referenceID, held);
  }

  /** The bank stopping: its successor attaches its own shelf (and memory is its own again). */
  detach(): void {
    this.shelf = null;
  }

  /** Holds the bytes, then drops the company's oldest while over a limit (from the shelf too). */
  private hold(referenceID: string, held: HeldBytes): void {
    this.held.delete(referenceID);
    this.held.set(referenceID, held);
    const mine = [...this.held.entries()].filter(([, h]) => h.corpID === held.corpID);
    let total = mine.reduce((sum, [, h]) => sum + h.bytes.length, 0);
    let count = mine.length;
    for (const [id, h] of mine) {
      if (count <= FILE_BYTES_MAX_FILES && total <= FILE_BYTES_MAX_TOTAL) break;
      this.held.delete(id);
      this.shelf?.delete(id);
      count -= 1;
      total -= h.bytes.length;
    }
  }
}

/** The files uploaded to the bank that its records still list (seeded files have no bytes kept). */
export function listedUploads(state: StoredReceipts | null): Set<string> {
  const ids = new Set<string>();
  for (const entry of Object.values(state?.byTransaction ?? {}))
    for (const file of [...entry.transferFiles, ...entry.receipts])
      if (!file.seeded) ids.add(file.referenceID);
  return ids;
}

/** The one holder of uploaded bytes in this bank (the page's, or the HTTP bank's process). */
export const fileBytes = new FileBytes();

/**
 * The transaction with the bank's changes laid over it: the note ('' clears it), the file count
 * and the accounting sync status (UNKNOWN: no tag). The scenario's records are shared and never
 * edited, so this answers a copy.
 */
export function annotated(t: Transaction, entry: TransactionFiles): Transaction {
  const next: Transaction = { ...t };
  if (entry.note !== undefined) {
    if (entry.note) next.note = entry.note;
    else delete next.note;
  }
  if (entry.totalAttachments !== undefined) next.totalAttachments = entry.totalAttachments;
  if (entry.syncStatus !== undefined) {
    if (entry.syncStatus === 'UNKNOWN') delete next.xeroExpenseTag;
    else next.xeroExpenseTag = { xeroSyncStatus: entry.syncStatus };
  }
  return next;
}

/** Whether an entry changes what the transaction record says. */
export function changesRecord(t: Transaction, entry: TransactionFiles): boolean {
  return (
    (entry.note !== undefined && entry.note !== (t.note ?? '')) ||
    (entry.totalAttachments !== undefined && entry.totalAttachments !== t.totalAttachments) ||
    (entry.syncStatus !== undefined &&
      entry.syncStatus !== (t.xeroExpenseTag?.xeroSyncStatus ?? 'UNKNOWN'))
  );
}
