import { isApiError } from '../../../api/ApiError';
import type { MoneyIntent } from '../../../api/client';
import {
  deleteFile,
  deleteTransfers,
  getTemplate,
  requestUploadUrl,
  uploadFile,
  validate,
  getBatchTransfers,
  getSummary,
  getTransfer,
  submit,
  validateTransfer,
  type BatchRowWire,
  type BatchSubmitRequest,
  type BatchSubmitResult,
  type BatchSummary,
  type BatchTemplate,
  type BatchTransfer,
} from '../../../api/batchTransfers';
import type {
  BatchFileType,
  BatchRowInput,
  BatchTemplateKind,
} from '../../../shared/domain/batchTransfers';
import { requestApproval } from '../../../entities/approval/actions';
import { batchTemplateKey, writeMeta } from '../../../db/meta';
import { currentDatabase } from '../../../db/userDatabase';
import { writeThrough } from '../../../sync/writeThrough';
import { toUploadCsv } from './file';
import { clearBatchDraft, saveBatchDraft, updateBatchDraft } from './model/batchDraft';

/**
 * The batch page's calls (src/api/batchTransfers.ts): each answer that changes the batch is kept
 * in the draft (the user's cache), so the table reads the same offline and after a reload.
 */

/** The template of a kind: its columns and example rows, kept in the cache for offline reading. */
export async function readTemplate(kind: BatchTemplateKind): Promise<BatchTemplate> {
  const template = await getTemplate(kind);
  const db = currentDatabase();
  if (db) await writeMeta(db, batchTemplateKey(kind), template);
  return template;
}

// The batch sendRows has just read whole: the review that opens on it at once need not read it
// again. Later (the person went elsewhere first), it is read as any other.
let justRead: { id: string; at: number } | null = null;
const JUST_READ_MS = 5_000;

/**
 * The rows read and checked in the browser, to the bank (spec-2 §4): an upload URL, the rows as
 * the canonical CSV at it, the bank's check of every row, then the batch with its verdicts, kept
 * in the draft. A batch the upload or the check left half-made is deleted; the rows stay in the
 * draft, to be sent again.
 */
export async function sendRows(
  kind: BatchTemplateKind,
  fileName: string,
  fileType: BatchFileType,
  rows: BatchRowInput[],
): Promise<void> {
  const content = toUploadCsv(rows);
  const target = await requestUploadUrl({
    fileName,
    fileType,
    fileSize: new Blob([content]).size,
  });
  const id = target.batchReferenceId;
  try {
    await uploadFile(target, content);
    await validate(id);
  } catch (error) {
    deleteFile(id).catch(() => undefined);
    throw error;
  }
  const answer = await getBatchTransfers(id);
  justRead = { id, at: Date.now() };
  await saveBatchDraft({
    kind,
    fileName,
    fileType,
    rows: null,
    batchReferenceId: id,
    batch: answer.batch,
    transfers: answer.transfers,
  });
}

/** The batch and all its rows, kept in the draft. */
export async function loadBatch(id: string) {
  let answer;
  try {
    answer = await getBatchTransfers(id);
  } catch (error) {
    // The bank no longer holds it (deleted elsewhere, or its data reset): the draft goes too.
    if (isApiError(error) && error.code === 'BATCH_NOT_FOUND') await clearBatchDraft();
    throw error;
  }
  await updateBatchDraft(id, { batch: answer.batch, transfers: answer.transfers, rows: null });
  return answer;
}

/**
 * The review opened (or came back online) on a batch: its rows are read again, unless the upload
 * has just read them.
 */
export async function refreshBatch(id: string): Promise<void> {
  const fresh = justRead?.id === id && Date.now() - justRead.at < JUST_READ_MS;
  justRead = null;
  if (!fresh) await loadBatch(id);
}

/** One row as the bank holds it now (the edit form starts from it). */
export function readTransfer(id: string, txnId: string): Promise<BatchTransfer> {
  return getTransfer(id, txnId);
}

/**
 * An edited row, checked and kept by the bank. The bank checks every row again (a repeat of the
 * edited row may have gone, or a new one come), so the draft reads the whole batch back.
 */
export async function saveTransfer(id: string, txnId: string, input: BatchRowWire) {
  const answer = await validateTransfer(id, txnId, input);
  await loadBatch(id);
  return answer;
}

/** Removes the chosen rows at the bank; as after an edit, the draft reads the batch back. */
export async function removeTransfers(id: string, txnIds: string[]) {
  const answer = await deleteTransfers(id, txnIds);
  await loadBatch(id);
  return answer;
}

/** Forgets a batch whose every row was sent (the bank keeps it): the page starts afresh. */
export function startAfresh(): Promise<void> {
  return clearBatchDraft();
}

/** Deletes the file at the bank and forgets the draft. */
export async function removeBatch(id: string): Promise<void> {
  await deleteFile(id);
  await clearBatchDraft();
}

/** The valid rows priced, per currency and per sender account. */
export function readSummary(id: string): Promise<BatchSummary> {
  return getSummary(id);
}

/** A group's answer; a held one says whether its request reached the approvers. */
export type BatchGroupResult = BatchSubmitResult & { approvalSubmitted?: boolean };

/**
 * Pays one sender account's valid rows (or holds them for approval as one request, submitted to
 * its approvers in the same step, as a held payout is: docs/decisions/approvals.md 'A held payout
 * is submitted with its code'). Once the bank answered, the payouts and the account go into the
 * cache at once (as a single payout's do) and the batch is read again so its rows say Sent.
 */
export async function submitGroup(
  id: string,
  request: BatchSubmitRequest,
  intent: MoneyIntent,
  remarks = '',
): Promise<BatchGroupResult> {
  const result = await submit(id, request, intent);
  void writeThrough(result.touched, ['accounts', 'transactions', 'approvals']);
  await updateBatchDraft(id, { batch: result.batch });
  loadBatch(id).catch(() => undefined);
  if (result.approvalStatus !== 'PendingCheck') return result;
  try {
    await requestApproval(result.referenceID, remarks);
    return { ...result, approvalSubmitted: true };
  } catch {
    return { ...result, approvalSubmitted: false };
  }
}
