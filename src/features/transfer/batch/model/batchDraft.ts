import type { BatchHeader, BatchTransfer } from '../../../../api/batchTransfers';
import { BATCH_DRAFT_KEY, readMeta, writeMeta } from '../../../../db/meta';
import { useMeta } from '../../../../db/useMeta';
import { currentDatabase } from '../../../../db/userDatabase';
import type {
  BatchFileType,
  BatchRowInput,
  BatchTemplateKind,
} from '../../../../shared/domain/batchTransfers';

/**
 * The batch being prepared, kept in the signed-in user's cache (meta BATCH_DRAFT_KEY), so a
 * reload or an offline period loses nothing; logout deletes the cache and the draft with it.
 * Before upload it holds the rows read from the file; after, the batch's id and the bank's last
 * answer (its rows and verdicts), which the table shows offline.
 */
export interface BatchDraft {
  kind: BatchTemplateKind;
  fileName: string;
  fileType: BatchFileType;
  /** The rows read from the file (template columns), while not yet at the bank. */
  rows: BatchRowInput[] | null;
  batchReferenceId: string | null;
  /** The bank's last answer for the batch (read offline). */
  batch: BatchHeader | null;
  transfers: BatchTransfer[];
  savedAt: number;
}

/** The draft of the signed-in user; undefined while read or when there is none. */
export function useBatchDraft(): BatchDraft | undefined {
  return useMeta<BatchDraft>(BATCH_DRAFT_KEY);
}

export async function readBatchDraft(): Promise<BatchDraft | undefined> {
  const db = currentDatabase();
  return db ? readMeta<BatchDraft>(db, BATCH_DRAFT_KEY) : undefined;
}

/** Keeps the draft; without an open cache (signed out) nothing is kept. */
export async function saveBatchDraft(draft: Omit<BatchDraft, 'savedAt'>): Promise<void> {
  const db = currentDatabase();
  if (db) await writeMeta(db, BATCH_DRAFT_KEY, { ...draft, savedAt: Date.now() });
}

/**
 * Merges the bank's answer about batch `id` into the kept draft, in one transaction: nothing when
 * the draft is gone or now holds another batch. (An answer that arrives after Delete file, or after
 * another file was uploaded, must not bring the old batch back.)
 */
export async function updateBatchDraft(id: string, change: Partial<BatchDraft>): Promise<void> {
  const db = currentDatabase();
  if (!db) return;
  await db.transaction('rw', db.meta, async () => {
    const draft = await readMeta<BatchDraft>(db, BATCH_DRAFT_KEY);
    if (draft?.batchReferenceId === id)
      await writeMeta(db, BATCH_DRAFT_KEY, { ...draft, ...change, savedAt: Date.now() });
  });
}

/** Forgets the draft (the file deleted, or every row submitted and the result seen). */
export async function clearBatchDraft(): Promise<void> {
  await currentDatabase()?.meta.delete(BATCH_DRAFT_KEY);
}
