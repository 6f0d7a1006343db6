import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { BatchTransfer } from '../../../../api/batchTransfers';
import {
  BATCH_COLUMNS,
  BATCH_PAYOUT_FIELDS,
  type BatchColumn,
} from '../../../../shared/domain/batchTransfers';
import { Alert } from '../../../../shared/ui/Alert';
import { Button } from '../../../../shared/ui/Button';
import { Modal } from '../../../../shared/ui/Modal';
import { TextField } from '../../../../shared/ui/TextField';
import { batchEditSchema, type BatchEditValues } from '../schemas';
import { BATCH_COLUMN_LABELS } from '../../../../shared/domain/batchTransfers';
import { BATCH_TEXTS } from '../texts';

export interface EditTransferDialogProps {
  /** The row to edit (as the table has it); null: closed. */
  transfer: BatchTransfer | null;
  /** Reads the row as the bank holds it now. */
  load: (transfer: BatchTransfer) => Promise<BatchTransfer>;
  /** Saves the edited cells; answers the bank's verdict on the row. */
  save: (transfer: BatchTransfer, input: BatchEditValues) => Promise<BatchTransfer>;
  onClose: () => void;
}

/** The fields a row's form shows: the payout's own, and each recipient field the row uses or gets wrong. */
export function fieldsOf(transfer: BatchTransfer): BatchColumn[] {
  const used = new Set<BatchColumn>([...BATCH_PAYOUT_FIELDS, 'recipientId']);
  for (const column of BATCH_COLUMNS) if (transfer.input[column]) used.add(column);
  for (const error of transfer.errors) used.add(error.field);
  return BATCH_COLUMNS.filter((column) => used.has(column));
}

function valuesOf(transfer: BatchTransfer): BatchEditValues {
  return Object.fromEntries(
    BATCH_COLUMNS.map((column) => [column, transfer.input[column] ?? '']),
  ) as BatchEditValues;
}

/**
 * One row's edit (spec-2 §7 get and validate a transfer): the row's fields with each of the
 * bank's errors under its field; Save sends them to be checked and kept. A row still wrong stays
 * open with its new errors; a valid one closes and the table shows it.
 */
export function EditTransferDialog({ transfer, load, save, onClose }: EditTransferDialogProps) {
  const [current, setCurrent] = useState<BatchTransfer | null>(transfer);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<BatchEditValues>({
    resolver: zodResolver(batchEditSchema),
    values: current ? valuesOf(current) : undefined,
  });

  useEffect(() => {
    setCurrent(transfer);
    setFailure(null);
    if (!transfer) return undefined;
    let live = true;
    load(transfer).then(
      (fresh) => live && setCurrent(fresh),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [transfer, load]);

  if (!transfer || !current) return null;
  const errorOf = (column: BatchColumn) =>
    current.errors
      .filter((e) => e.field === column)
      .map((e) => e.message)
      .join(' ') || form.formState.errors[column]?.message;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const checked = await save(current, values);
      if (checked.errors.length === 0) onClose();
      else setCurrent(checked);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  });

  return (
    <Modal
      open
      title={BATCH_TEXTS.editTitle(current.line)}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {BATCH_TEXTS.cancel}
          </Button>
          <Button
            variant="primary"
            type="submit"
            form="batch-edit-form"
            disabled={form.formState.isSubmitting}
          >
            {form.formState.isSubmitting ? BATCH_TEXTS.saving : BATCH_TEXTS.save}
          </Button>
        </>
      }
    >
      <form id="batch-edit-form" className="batch-edit" onSubmit={onSubmit} noValidate>
        {failure && (
          <Alert kind="error" title="Not saved">
            <p>{failure}</p>
          </Alert>
        )}
        {fieldsOf(current).map((column) => (
          <TextField
            key={column}
            label={BATCH_COLUMN_LABELS[column]}
            error={errorOf(column)}
            {...form.register(column)}
          />
        ))}
      </form>
    </Modal>
  );
}
