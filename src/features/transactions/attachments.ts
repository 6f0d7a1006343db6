import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '../../api/ApiError';
import {
  deleteReceipt,
  getAttachmentContent,
  getReceiptFiles,
  getTransactionsWithFiles,
  getTransferFiles,
  saveReceipts,
  uploadReceipt,
  type AttachmentFile,
  type ReceiptsChange,
} from '../../api/receipts';
import { writeCachedAttachmentCount } from '../../db/transactionEdits';
import { useCurrentDatabase } from '../../db/useCacheQuery';
import { ATTACHMENT_TEXTS as T } from '../../shared/domain/attachments';
import { MAX_PAGING_IDS, type Transaction } from '../../shared/domain/transactions';
import { showToast } from '../../shared/ui/toastStore';
import { syncNow } from '../../sync/syncEngine';
import {
  checkReceiptPick,
  LIMIT_REFUSAL,
  SIZE_REFUSAL,
  TYPE_REFUSAL,
  type Refusal,
} from './receiptRules';

export type { AttachmentFile };

export type FilesState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; transferFiles: AttachmentFile[]; receipts: AttachmentFile[] };

export interface TransactionFiles {
  state: FilesState;
  /** After 'Failed to fetch transaction files': Try Again. */
  reload: () => void;
  /** The pick's refusals, said until the next pick. */
  refusals: Refusal[];
  /** The file being sent, if any. */
  uploading: string | null;
  /**
   * Why this person cannot change the files, once the bank said so: the accounting sync completed
   * (TRANSACTION_READ_ONLY), or a colleague's card payment (NO_PERMISSION_API); else null.
   */
  locked: string | null;
  upload: (picked: File[]) => Promise<void>;
  /** Puts `file` in place of a receipt, in one change (the count stays). */
  replace: (old: AttachmentFile, file: File) => Promise<void>;
  /** Deletes a receipt; resolves whether it was deleted. */
  remove: (file: AttachmentFile) => Promise<boolean>;
}

/** A picked file's bytes in base64, as the bank takes them (spec-3 §3 bufferFile). */
export function readAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.addEventListener('load', () => {
      const url = String(reader.result);
      resolve(url.slice(url.indexOf(',') + 1));
    });
    reader.addEventListener('error', () =>
      reject(reader.error ?? new Error('The file could not be read.')),
    );
    reader.readAsDataURL(file);
  });
}

/** A picked file as the bank takes it (spec-3 §3 upload payload `files`). */
const asUpload = async (file: File) => ({
  fileName: file.name,
  fileType: file.type,
  bufferFile: await readAsBase64(file),
});

/** The bank's refusals of a file, said as the pick's own. */
const BANK_REFUSALS: Readonly<Record<string, Refusal>> = {
  ATTACHMENT_LIMIT_EXCEEDED: LIMIT_REFUSAL,
  ATTACHMENT_TOO_LARGE: SIZE_REFUSAL,
  ATTACHMENT_TYPE_NOT_ALLOWED: TYPE_REFUSAL,
};

const code = (error: unknown) => (isApiError(error) ? error.code : undefined);

/**
 * docs/decisions/receipts.md 'Receipts read-only after a sync', 'Who may annotate': the bank's
 * refusals that no retry changes, with what the detail says instead of its controls.
 */
/**
 * What the detail says before any change when the transaction already tells it is read-only: its
 * accounting sync completed (spec-3 §3 xeroExpenseTag; spec-3 §4). Else null: the bank's refusal
 * (lockReason) still locks it, for a status that changed since the last sync.
 */
export function syncedLock(t: Pick<Transaction, 'xeroExpenseTag'>): string | null {
  return t.xeroExpenseTag?.xeroSyncStatus === 'COMPLETED' ? T.readOnly : null;
}

export function lockReason(error: unknown): string | null {
  if (code(error) === 'TRANSACTION_READ_ONLY') return T.readOnly;
  if (code(error) === 'NO_PERMISSION_API') return T.notYours;
  return null;
}

/**
 * A transaction's files (spec-3 §3 Attachment file, §4, §5): the transfer's files and the
 * receipts, read when the detail opens; receipts added one by one and deleted, each change's
 * totalAttachments written to the cached transaction so the list's column follows at once.
 */
export function useTransactionFiles(
  transactionId: string,
  knownLock: string | null = null,
): TransactionFiles {
  const db = useCurrentDatabase();
  const [state, setState] = useState<FilesState>({ status: 'loading' });
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  const [uploading, setUploading] = useState<string | null>(null);
  const [locked, setLocked] = useState<string | null>(null);
  // Reads while loading: when the section opens, and after Try Again sets loading again. The
  // detail keys the section by transaction, so another transaction starts afresh.
  const loading = state.status === 'loading';
  useEffect(() => {
    if (!loading) return;
    let current = true;
    Promise.all([getTransferFiles(transactionId), getReceiptFiles(transactionId)]).then(
      ([transferFiles, receipts]) =>
        current && setState({ status: 'ready', transferFiles, receipts }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [transactionId, loading]);

  const applied = useCallback(
    async (change: ReceiptsChange) => {
      setState((s) => (s.status === 'ready' ? { ...s, receipts: change.files } : s));
      if (db) await writeCachedAttachmentCount(db, transactionId, change.totalAttachments);
    },
    [db, transactionId],
  );

  /** A refusal that locks the files: said in place of the controls. */
  const refusedBy = (error: unknown): boolean => {
    const reason = lockReason(error);
    if (reason) setLocked(reason);
    return reason !== null;
  };

  /** A failed change of the files, said: the pick's refusal, a lock, or the spec's failure. */
  const sayUploadFailure = (error: unknown) => {
    const refusal = BANK_REFUSALS[code(error) ?? ''];
    if (refusal) setRefusals((list) => (list.includes(refusal) ? list : [...list, refusal]));
    else if (!refusedBy(error))
      showToast({ kind: 'error', title: T.uploadFailedTitle, message: T.uploadFailedBody });
  };

  const upload = async (picked: File[]) => {
    if (state.status !== 'ready' || picked.length === 0) return;
    const held = state.transferFiles.length + state.receipts.length;
    const { accepted, refusals: found } = checkReceiptPick(picked, held);
    setRefusals(found);
    for (const file of accepted) {
      setUploading(file.name);
      try {
        await applied(await uploadReceipt(transactionId, await asUpload(file)));
      } catch (error) {
        sayUploadFailure(error);
        break;
      } finally {
        setUploading(null);
      }
    }
  };

  // The old receipt goes and the new one comes in one change, all or nothing (save-receipt-files):
  // a transaction at its 5 files can still have a receipt swapped.
  const replace = async (old: AttachmentFile, file: File) => {
    if (state.status !== 'ready') return;
    const { accepted, refusals: found } = checkReceiptPick([file], 0);
    setRefusals(found);
    const [picked] = accepted;
    if (!picked) return;
    setUploading(picked.name);
    try {
      await applied(await saveReceipts(transactionId, [await asUpload(picked)], [old.referenceID]));
    } catch (error) {
      sayUploadFailure(error);
    } finally {
      setUploading(null);
    }
  };

  const remove = async (file: AttachmentFile) => {
    setRefusals([]);
    try {
      await applied(await deleteReceipt(file.referenceID));
      return true;
    } catch (error) {
      if (!refusedBy(error))
        showToast({ kind: 'error', title: T.deleteFailedTitle, message: T.deleteFailedBody });
      return false;
    }
  };

  return {
    state,
    reload: () => setState({ status: 'loading' }),
    refusals,
    uploading,
    locked: locked ?? knownLock,
    upload,
    replace,
    remove,
  };
}

/**
 * The list's attachment column checked with the bank for the page on screen (has-attachments):
 * when a row's mark differs from the bank's (a colleague added or deleted a file since the last
 * sync), the transactions sync again. One call per page shown online; the marks are the key, so
 * a sync that fixed them does not ask again.
 */
export function useAttachmentMarksCheck(
  transactions: readonly Pick<Transaction, 'displayReferenceId' | 'totalAttachments'>[],
  enabled: boolean,
): void {
  const marks = transactions
    .slice(0, MAX_PAGING_IDS)
    .map((t) => `${t.displayReferenceId}${t.totalAttachments > 0 ? '+' : '-'}`)
    .join(' ');
  useEffect(() => {
    if (!enabled || marks === '') return;
    let current = true;
    const rows = marks.split(' ').map((m) => ({ id: m.slice(0, -1), has: m.endsWith('+') }));
    getTransactionsWithFiles(rows.map((r) => r.id)).then(
      (withFiles) => {
        const bank = new Set(withFiles);
        if (current && rows.some((r) => bank.has(r.id) !== r.has)) void syncNow(['transactions']);
      },
      // The next sync brings the counts anyway.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [marks, enabled]);
}

export type PreviewState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; url: string; type: string; fileName: string };

/** A file's content for its preview and download, as an object URL revoked when left. */
export function useFilePreview(file: AttachmentFile | null): PreviewState {
  const [state, setState] = useState<PreviewState>({ status: 'loading' });
  useEffect(() => {
    if (!file) return;
    let current = true;
    let url: string | null = null;
    setState({ status: 'loading' });
    getAttachmentContent(file).then(
      ({ fileName, blob }) => {
        if (!current) return;
        url = URL.createObjectURL(blob);
        setState({ status: 'ready', url, type: blob.type, fileName });
      },
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [file]);
  return state;
}
