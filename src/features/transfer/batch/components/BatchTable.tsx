import { tableFeatures, useTable, type ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { BatchTransfer } from '../../../../api/batchTransfers';
import type { BatchRowStatus } from '../../../../shared/domain/batchTransfers';
import { formatAmount } from '../../../../shared/money';
import { Badge, type BadgeTone } from '../../../../shared/ui/Badge';
import { Button } from '../../../../shared/ui/Button';
import { BATCH_COLUMN_LABELS } from '../../../../shared/domain/batchTransfers';
import { SpacerRow } from '../../../../shared/ui/SpacerRow';
import { useWindowRows } from '../../../../shared/ui/useWindowRows';
import { BATCH_TEXTS } from '../texts';
import './BatchTable.css';

export interface BatchTableProps {
  transfers: readonly BatchTransfer[];
  /** The chosen rows (transferReferenceId). */
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], on: boolean) => void;
  /** Opens a row's edit form; absent while offline (an edit is checked by the bank). */
  onEdit?: ((transfer: BatchTransfer) => void) | undefined;
}

const features = tableFeatures({});
type Column = ColumnDef<typeof features, BatchTransfer>;

const ROW_HEIGHT = 64;
const STATUS_TONE: Record<BatchRowStatus, BadgeTone> = {
  VALID: 'success',
  INVALID: 'danger',
  SUBMITTED: 'info',
};

/** The recipient as the row names it: the saved or given name, else the id or the account. */
function recipientText(t: BatchTransfer): string {
  return t.recipientName || t.input.name || t.input.recipientId || t.input.accountNumber || '—';
}

function amountText(t: BatchTransfer): string {
  if (t.amount !== null && t.currency) return formatAmount(t.amount, t.currency);
  return t.input.amount || '—';
}

function buildColumns(
  selected: ReadonlySet<string>,
  onSelect: BatchTableProps['onSelect'],
  onEdit: BatchTableProps['onEdit'],
): Column[] {
  return [
    {
      id: 'select',
      header: () => <span className="visually-hidden">Select</span>,
      cell: (info) => {
        const t = info.row.original;
        const sent = t.status === 'SUBMITTED';
        return (
          <input
            type="checkbox"
            className="batch-table__check"
            aria-label={`Select line ${t.line}`}
            checked={selected.has(t.transferReferenceId)}
            disabled={sent}
            onChange={(event) => onSelect([t.transferReferenceId], event.target.checked)}
          />
        );
      },
    },
    { id: 'line', header: 'Line', cell: (info) => info.row.original.line },
    {
      id: 'recipient',
      header: 'Recipient',
      cell: (info) => (
        <span className="batch-table__strong">{recipientText(info.row.original)}</span>
      ),
    },
    {
      id: 'currency',
      header: 'Currency',
      cell: (info) => info.row.original.currency ?? (info.row.original.input.currency || '—'),
    },
    {
      id: 'amount',
      header: 'Amount',
      cell: (info) => amountText(info.row.original),
    },
    {
      id: 'sender',
      header: 'Sender account',
      cell: (info) =>
        info.row.original.senderAccountNumber || info.row.original.input.senderAccountNumber || '—',
    },
    {
      id: 'reference',
      header: 'Reference',
      cell: (info) => info.row.original.input.reference || '—',
    },
    {
      id: 'status',
      header: 'Status',
      cell: (info) => {
        const t = info.row.original;
        return (
          <div className="batch-table__status">
            <Badge tone={STATUS_TONE[t.status]}>{BATCH_TEXTS.status[t.status]}</Badge>
            {t.errors.length > 0 && (
              <ul className="batch-table__errors">
                {t.errors.map((e) => (
                  <li key={`${e.field}:${e.message}`}>
                    <span className="batch-table__field">{BATCH_COLUMN_LABELS[e.field]}:</span>{' '}
                    {e.message}
                  </li>
                ))}
              </ul>
            )}
          </div>
        );
      },
    },
    {
      id: 'edit',
      header: () => <span className="visually-hidden">Actions</span>,
      cell: (info) => {
        const t = info.row.original;
        if (!onEdit || t.status === 'SUBMITTED') return null;
        return (
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Edit line ${t.line}`}
            onClick={() => onEdit(t)}
          >
            {BATCH_TEXTS.edit}
          </Button>
        );
      },
    },
  ];
}

/**
 * The batch's rows (@tanstack/react-table), virtualised against the window's scroll
 * (@tanstack/react-virtual): a 1,000-row file keeps only the rows near the viewport in the DOM.
 * Each row says its status and its errors in plain words on the field they concern.
 */
export function BatchTable({ transfers, selected, onSelect, onEdit }: BatchTableProps) {
  const columns = useMemo(
    () => buildColumns(selected, onSelect, onEdit),
    [selected, onSelect, onEdit],
  );
  const data = useMemo(() => [...transfers], [transfers]);
  const table = useTable({ features, columns, data, getRowId: (t) => t.transferReferenceId });
  const rows = table.getRowModel().rows;

  const { bodyRef, items, paddingTop, paddingBottom, measureRow } = useWindowRows(
    rows.map((row) => row.id),
    { rowHeight: ROW_HEIGHT, overscan: 8 },
  );

  const selectable = transfers.filter((t) => t.status !== 'SUBMITTED');
  const allOn =
    selectable.length > 0 && selectable.every((t) => selected.has(t.transferReferenceId));

  return (
    <table className="batch-table" aria-rowcount={rows.length + 1}>
      <caption className="visually-hidden">{BATCH_TEXTS.tableCaption}</caption>
      <thead>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id} aria-rowindex={1}>
            {group.headers.map((header) => (
              <th key={header.id} scope="col" className={`batch-table__col--${header.column.id}`}>
                {header.column.id === 'select' ? (
                  <input
                    type="checkbox"
                    className="batch-table__check"
                    aria-label="Select all shown rows"
                    checked={allOn}
                    disabled={selectable.length === 0}
                    onChange={(event) =>
                      onSelect(
                        selectable.map((t) => t.transferReferenceId),
                        event.target.checked,
                      )
                    }
                  />
                ) : (
                  <table.FlexRender header={header} />
                )}
              </th>
            ))}
          </tr>
        ))}
      </thead>
      <tbody ref={bodyRef}>
        {rows.length === 0 && (
          <tr>
            <td colSpan={columns.length} className="batch-table__empty">
              {BATCH_TEXTS.noRows}
            </td>
          </tr>
        )}
        <SpacerRow height={paddingTop} columns={columns.length} className="batch-table__spacer" />
        {items.map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          const t = row.original;
          return (
            <tr
              key={row.id}
              ref={measureRow}
              data-index={item.index}
              aria-rowindex={item.index + 2}
              className={`batch-table__row batch-table__row--${t.status.toLowerCase()}`}
            >
              {row.getAllCells().map((cell) => (
                <td
                  key={cell.id}
                  className={`batch-table__col--${cell.column.id}`}
                  data-label={
                    cell.column.id === 'select' || cell.column.id === 'edit'
                      ? undefined
                      : cell.column.id === 'sender'
                        ? 'Sender account'
                        : cell.column.id[0]?.toUpperCase() + cell.column.id.slice(1)
                  }
                >
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          );
        })}
        <SpacerRow
          height={paddingBottom}
          columns={columns.length}
          className="batch-table__spacer"
        />
      </tbody>
    </table>
  );
}
