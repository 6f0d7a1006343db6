import { useCallback, useMemo, useState } from 'react';
import type { BatchTransfer } from '../../../../api/batchTransfers';
import { Button } from '../../../../shared/ui/Button';
import { Modal } from '../../../../shared/ui/Modal';
import type { BatchEditValues } from '../schemas';
import { BATCH_TEXTS } from '../texts';
import { BatchTable } from './BatchTable';
import { EditTransferDialog } from './EditTransferDialog';

export interface BatchTransfersProps {
  transfers: readonly BatchTransfer[];
  /** Edits and deletions need the bank: off while offline. */
  online: boolean;
  remove: (ids: string[]) => Promise<unknown>;
  load: (transfer: BatchTransfer) => Promise<BatchTransfer>;
  save: (transfer: BatchTransfer, input: BatchEditValues) => Promise<BatchTransfer>;
}

/**
 * The batch's rows with what a person does to them: show only the rows with errors, choose rows
 * and delete them (after a confirmation), edit a row in place.
 */
export function BatchTransfers({ transfers, online, remove, load, save }: BatchTransfersProps) {
  const [onlyErrors, setOnlyErrors] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [editing, setEditing] = useState<BatchTransfer | null>(null);

  const invalidCount = transfers.filter((t) => t.status === 'INVALID').length;
  const shown = useMemo(
    () => (onlyErrors ? transfers.filter((t) => t.status === 'INVALID') : transfers),
    [transfers, onlyErrors],
  );
  // Rows deleted or sent elsewhere leave the selection.
  const present = useMemo(() => new Set(transfers.map((t) => t.transferReferenceId)), [transfers]);
  const chosen = [...selected].filter((id) => present.has(id));

  const onSelect = useCallback((ids: string[], on: boolean) => {
    setSelected((prev) => {
      const next = new Set(prev);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }, []);

  const confirmDelete = async () => {
    setDeleting(true);
    setFailure(null);
    try {
      await remove(chosen);
      setSelected(new Set());
      setConfirming(false);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setDeleting(false);
    }
  };

  return (
    <div className="batch-transfers">
      <div className="batch-transfers__tools">
        <label className="batch-transfers__filter">
          <input
            type="checkbox"
            checked={onlyErrors}
            onChange={(event) => setOnlyErrors(event.target.checked)}
          />
          {BATCH_TEXTS.onlyErrors(invalidCount)}
        </label>
        <Button
          variant="danger"
          size="sm"
          disabled={!online || chosen.length === 0}
          onClick={() => setConfirming(true)}
        >
          {BATCH_TEXTS.deleteSelected(chosen.length)}
        </Button>
      </div>
      <BatchTable
        transfers={shown}
        selected={selected}
        onSelect={onSelect}
        onEdit={online ? setEditing : undefined}
      />
      <Modal
        open={confirming}
        width="sm"
        title={BATCH_TEXTS.deleteRowsTitle}
        onClose={() => setConfirming(false)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {BATCH_TEXTS.cancel}
            </Button>
            <Button variant="danger" disabled={deleting} onClick={() => void confirmDelete()}>
              {BATCH_TEXTS.delete}
            </Button>
          </>
        }
      >
        <p>{BATCH_TEXTS.deleteRowsBody(chosen.length)}</p>
        {failure && <p role="alert">{failure}</p>}
      </Modal>
      <EditTransferDialog
        transfer={editing}
        load={load}
        save={save}
        onClose={() => setEditing(null)}
      />
    </div>
  );
}
