import { tableFeatures, useTable, type ColumnDef } from '@tanstack/react-table';
import { Paperclip } from 'lucide-react';
import { memo, useMemo, type KeyboardEvent } from 'react';
import type { Transaction } from '../../../shared/domain/transactions';
import {
  LedgerAmount,
  LedgerParty,
  StatusBadge,
  TypeIcon,
} from '../../../entities/transaction/TransactionCells';
import { SpacerRow } from '../../../shared/ui/SpacerRow';
import { useWindowRows } from '../../../shared/ui/useWindowRows';
import { useSyncStatus } from '../../../sync/syncStatus';
import { useAttachmentMarksCheck } from '../attachments';
import './TransactionTable.css';

export type DetailSection = 'attachments' | 'notes';

export interface TransactionTableProps {
  transactions: readonly Transaction[];
  /** The attachment column (the `receipt` toggle). */
  showAttachments: boolean;
  /** Position of the first row in the whole filtered list, for screen readers' row numbers. */
  firstRowIndex: number;
  /** Rows in the whole filtered list, when known. */
  totalRows: number | null;
  onOpen: (transaction: Transaction, section?: DetailSection) => void;
}

const features = tableFeatures({});
type Column = ColumnDef<typeof features, Transaction>;

/** Estimated row height; rows are measured once rendered. */
const ROW_HEIGHT = 68;

function buildColumns(showAttachments: boolean, onOpen: TransactionTableProps['onOpen']): Column[] {
  const columns: Column[] = [
    {
      id: 'type',
      header: () => <span className="visually-hidden">Type</span>,
      cell: (info) => <TypeIcon transaction={info.row.original} />,
    },
    {
      id: 'party',
      header: 'To/From',
      cell: (info) => {
        const t = info.row.original;
        return (
          <LedgerParty transaction={t}>
            {/* Phones have no attachment column: the count rides on this line. */}
            {showAttachments && t.totalAttachments > 0 && (
              <span className="txn-party__attach">
                {' · '}
                <Paperclip aria-hidden />
                {t.totalAttachments}
                <span className="visually-hidden"> attachments</span>
              </span>
            )}
          </LedgerParty>
        );
      },
    },
    {
      id: 'amount',
      header: 'Amount',
      cell: (info) => (
        <div className="txn-table__amount">
          <LedgerAmount transaction={info.row.original} />
          {/* The mobile layout merges the status under the amount. */}
          <span className="txn-table__merged-status">
            <StatusBadge transaction={info.row.original} />
          </span>
        </div>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (info) => <StatusBadge transaction={info.row.original} />,
    },
  ];
  if (showAttachments) {
    columns.push({
      id: 'attachments',
      header: () => <span className="visually-hidden">Attachments</span>,
      cell: (info) => {
        const t = info.row.original;
        const count = t.totalAttachments;
        return (
          <button
            type="button"
            className={`txn-attach${count > 0 ? ' txn-attach--has' : ''}`}
            aria-label={
              count > 0 ? `View ${count} attachment${count === 1 ? '' : 's'}` : 'No attachments'
            }
            onClick={(event) => {
              event.stopPropagation();
              onOpen(t, 'attachments');
            }}
          >
            <Paperclip aria-hidden />
            {count > 0 && <span aria-hidden>{count}</span>}
          </button>
        );
      },
    });
  }
  return columns;
}

/**
 * The page's rows as a table (@tanstack/react-table), virtualised against the window scroll
 * (@tanstack/react-virtual): only the rows near the viewport are in the DOM. A row opens the
 * detail on click, Enter or Space. Memoised: typing in a filter does not re-render the rows.
 */
export const TransactionTable = memo(function TransactionTable({
  transactions,
  showAttachments,
  firstRowIndex,
  totalRows,
  onOpen,
}: TransactionTableProps) {
  const columns = useMemo(() => buildColumns(showAttachments, onOpen), [showAttachments, onOpen]);
  const { online } = useSyncStatus();
  useAttachmentMarksCheck(transactions, showAttachments && online);
  const data = useMemo(() => [...transactions], [transactions]);
  const table = useTable({ features, columns, data, getRowId: (t) => t.displayReferenceId });
  const rows = table.getRowModel().rows;

  const { bodyRef, items, paddingTop, paddingBottom, measureRow } = useWindowRows(
    rows.map((row) => row.id),
    { rowHeight: ROW_HEIGHT, overscan: 6 },
  );
  const columnCount = columns.length;

  const onRowKey = (event: KeyboardEvent<HTMLTableRowElement>, t: Transaction) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpen(t);
    }
  };

  return (
    <table className="txn-table" aria-rowcount={totalRows === null ? -1 : totalRows + 1}>
      <thead>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id} aria-rowindex={1}>
            {group.headers.map((header) => (
              <th key={header.id} scope="col" className={`txn-table__col--${header.column.id}`}>
                <table.FlexRender header={header} />
              </th>
            ))}
          </tr>
        ))}
      </thead>
      <tbody ref={bodyRef}>
        <SpacerRow height={paddingTop} columns={columnCount} className="txn-table__spacer" />
        {items.map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          const t = row.original;
          return (
            <tr
              key={row.id}
              ref={measureRow}
              data-index={item.index}
              aria-rowindex={firstRowIndex + item.index + 2}
              className="txn-table__row"
              tabIndex={0}
              onClick={() => onOpen(t)}
              onKeyDown={(event) => onRowKey(event, t)}
            >
              {row.getAllCells().map((cell) => (
                <td key={cell.id} className={`txn-table__col--${cell.column.id}`}>
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          );
        })}
        <SpacerRow height={paddingBottom} columns={columnCount} className="txn-table__spacer" />
      </tbody>
    </table>
  );
});
