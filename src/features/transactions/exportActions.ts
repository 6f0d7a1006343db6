import { ApiError } from '../../api/ApiError';
import {
  downloadStatement,
  countTransactions,
  downloadTransactionList,
  type BankFile,
} from '../../api/transactions';
import { yieldToMain } from '../../db/yieldToMain';
import type { ExportFileType } from '../../shared/domain/exports';
import type { TransactionFilter } from '../../shared/domain/transactions';
import { downloadFile } from '../../shared/ui/downloadFile';

/**
 * The export and statement downloads (docs/decisions/transactions.md 'Exports'): online only
 * (the bank makes the file), followed with a progress and stopped with Cancel; the file is saved
 * only once it is whole, so a cancelled or failed export leaves nothing behind.
 */

/** Where an export is: waiting for the bank, reading its answer, writing the file. */
export type ExportStage =
  | { kind: 'preparing' }
  | { kind: 'receiving'; received: number; total: number | null }
  | { kind: 'saving' };

export interface ExportRun {
  signal: AbortSignal;
  onStage: (stage: ExportStage) => void;
}

/** How many transactions the bank's filter gives: the matching ids of the list's v2 call. */
export function countExportRows(filter: TransactionFilter): Promise<number> {
  return countTransactions(filter);
}

const BASE64_SLICE = 4 * 256 * 1024;

/** base64 to bytes a slice at a time, yielding between slices (a 20 MB answer is no long task). */
export async function bytesOf(
  base64: string,
  signal?: AbortSignal,
): Promise<Uint8Array<ArrayBuffer>> {
  const parts: Uint8Array[] = [];
  let length = 0;
  for (let start = 0; start < base64.length; start += BASE64_SLICE) {
    if (start > 0) await yieldToMain();
    signal?.throwIfAborted();
    const binary = atob(base64.slice(start, start + BASE64_SLICE));
    const part = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) part[i] = binary.charCodeAt(i);
    parts.push(part);
    length += part.length;
  }
  const bytes = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  return bytes;
}

async function saveBankFile(file: BankFile, run: ExportRun): Promise<BankFile> {
  run.onStage({ kind: 'saving' });
  const bytes = await bytesOf(file.bufferFile, run.signal);
  run.signal.throwIfAborted();
  downloadFile(new Blob([bytes], { type: file.contentType }), file.fileName);
  return file;
}

const following = (run: ExportRun) => ({
  signal: run.signal,
  onProgress: (received: number, total: number | null) =>
    run.onStage({ kind: 'receiving', received, total }),
});

/** The filtered list in `fileType`, saved under the bank's file name. */
export async function exportList(
  filter: TransactionFilter,
  fileType: ExportFileType,
  run: ExportRun,
): Promise<BankFile> {
  run.onStage({ kind: 'preparing' });
  return saveBankFile(await downloadTransactionList(filter, fileType, following(run)), run);
}

/** One account's PDF statement for a period, saved. */
export async function exportStatement(
  accountNumber: string,
  startDate: string,
  endDate: string,
  run: ExportRun,
): Promise<BankFile> {
  run.onStage({ kind: 'preparing' });
  return saveBankFile(
    await downloadStatement(accountNumber, startDate, endDate, following(run)),
    run,
  );
}

export const EXPORT_CANCELLED = 'Export cancelled. Nothing was saved.';
export const EXPORT_OFFLINE =
  "You're offline. The bank makes the file, so exports need a connection. Please try again when you're back online.";

export function isCancel(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * What a failed export says: the bank's own words for a refusal the person can act on (a filter
 * too long for the format, one account for Xero, a throttle), else the catalogue's text.
 */
export function exportFailure(error: unknown): string {
  if (error instanceof ApiError) {
    if (
      error.description &&
      (error.code === 'EXPORT_TOO_LARGE' ||
        error.code === 'TOO_MANY_REQUEST' ||
        (error.code === 'INVALID_PARAM_ERROR' && error.field === 'vaNumbers') ||
        (error.code === 'INVALID_PARAM_ERROR' && error.field === 'endDate'))
    )
      return error.description;
    return error.message;
  }
  return 'An unexpected error occured. Please try again.';
}
