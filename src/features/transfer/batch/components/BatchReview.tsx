import { useCallback, useEffect, useState } from 'react';
import type { BatchSummary, BatchTransfer } from '../../../../api/batchTransfers';
import { useSyncStatus } from '../../../../sync/syncStatus';
import { Button } from '../../../../shared/ui/Button';
import { Card } from '../../../../shared/ui/Card';
import { Modal } from '../../../../shared/ui/Modal';
import {
  readSummary,
  refreshBatch,
  readTransfer,
  removeBatch,
  removeTransfers,
  saveTransfer,
  startAfresh,
} from '../actions';
import type { BatchDraft } from '../model/batchDraft';
import type { BatchEditValues } from '../schemas';
import { BATCH_TEXTS } from '../texts';
import { BatchSubmit } from './BatchSubmit';
import { BatchTransfers } from './BatchTransfers';

/**
 * A batch at the bank: its rows with the bank's verdicts (read from the draft, so offline too),
 * the summary of the valid ones (read again after every change) with one Send per sender
 * account, and Delete file.
 */
export function BatchReview({ draft, onDeleted }: { draft: BatchDraft; onDeleted?: () => void }) {
  const id = draft.batchReferenceId ?? '';
  const { online } = useSyncStatus();
  const [summary, setSummary] = useState<BatchSummary | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleteFailure, setDeleteFailure] = useState<string | null>(null);
  const header = draft.batch;
  const allSent =
    draft.transfers.length > 0 && draft.transfers.every((t) => t.status === 'SUBMITTED');

  // The rows: read when the page opens online (unless the upload has just read them), and again
  // when the connection returns.
  useEffect(() => {
    if (!online || !id) return;
    refreshBatch(id).catch(() => undefined);
  }, [id, online]);

  const refreshSummary = useCallback(() => {
    if (!id) return;
    readSummary(id).then(setSummary, () => undefined);
  }, [id]);

  // The summary: read again when the batch changes at the bank (an edit or a deletion moves its
  // revision, a submit its sent count), not each time the draft is written with the same batch.
  const batchVersion = header ? `${header.revision}/${header.submittedCount}` : undefined;
  useEffect(() => {
    if (!online || !id || batchVersion === undefined) return undefined;
    let live = true;
    readSummary(id).then(
      (next) => live && setSummary(next),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [online, id, batchVersion]);

  const load = useCallback((t: BatchTransfer) => readTransfer(id, t.transferReferenceId), [id]);
  const save = useCallback(
    async (t: BatchTransfer, input: BatchEditValues) =>
      (await saveTransfer(id, t.transferReferenceId, input)).transfer,
    [id],
  );
  const remove = useCallback((ids: string[]) => removeTransfers(id, ids), [id]);

  const deleteFile = async () => {
    setDeleteFailure(null);
    try {
      await removeBatch(id);
      setConfirmDelete(false);
      onDeleted?.();
    } catch (error) {
      setDeleteFailure(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <div className="batch-review">
      <div className="batch-review__side">
        {summary && (
          // A submit's answer moves the draft's sent count, which reads the summary again.
          <BatchSubmit summary={summary} onStale={refreshSummary} />
        )}
      </div>
      <Card
        title={draft.fileName}
        subtitle={
          draft.batch ? `${draft.batch.transferCount.toLocaleString('en')} rows` : undefined
        }
        actions={
          <>
            {allSent && (
              <Button variant="primary" size="sm" onClick={() => void startAfresh()}>
                {BATCH_TEXTS.newBatch}
              </Button>
            )}
            <Button
              variant="secondary"
              size="sm"
              disabled={!online}
              onClick={() => setConfirmDelete(true)}
            >
              {BATCH_TEXTS.deleteFile}
            </Button>
          </>
        }
      >
        {!online && <p className="batch-review__offline">{BATCH_TEXTS.offlineTable}</p>}
        <BatchTransfers
          transfers={draft.transfers}
          online={online}
          remove={remove}
          load={load}
          save={save}
        />
      </Card>
      <Modal
        open={confirmDelete}
        width="sm"
        title={BATCH_TEXTS.deleteFileTitle}
        onClose={() => setConfirmDelete(false)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirmDelete(false)}>
              {BATCH_TEXTS.cancel}
            </Button>
            <Button variant="danger" onClick={() => void deleteFile()}>
              {BATCH_TEXTS.delete}
            </Button>
          </>
        }
      >
        <p>{BATCH_TEXTS.deleteFileBody}</p>
        {deleteFailure && <p role="alert">{deleteFailure}</p>}
      </Modal>
    </div>
  );
}
