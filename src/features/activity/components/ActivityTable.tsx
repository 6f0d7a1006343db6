import { useMemo } from 'react';
import { tableFeatures, useTable, type ColumnDef } from '@tanstack/react-table';
import { ACTIVITY_ACTIONS, type ActivityRecord } from '../../../shared/domain/activity';
import { formatDateTime } from '../../../shared/dates';
import { formatMoney } from '../../../shared/money';

const features = tableFeatures({});

/** A record's detail: what it was done to, the amount, the device of a sign-in. */
export function detailOf(record: ActivityRecord): string {
  return [
    record.detail,
    record.amount && formatMoney(record.amount.micros, record.amount.currency),
    record.device,
  ]
    .filter(Boolean)
    .join(' · ');
}

const columns: ColumnDef<typeof features, ActivityRecord>[] = [
  {
    id: 'when',
    header: 'When',
    accessorFn: (r) => r.at,
    cell: (info) => (
      <time dateTime={info.row.original.at}>{formatDateTime(info.row.original.at)}</time>
    ),
  },
  { id: 'who', header: 'Who', accessorFn: (r) => r.actorName },
  { id: 'what', header: 'What', accessorFn: (r) => ACTIVITY_ACTIONS[r.action].text },
  { id: 'detail', header: 'Detail', accessorFn: detailOf },
];

/** The log, newest first: when (local time), who, what, and the detail. */
export function ActivityTable({ records }: { records: ActivityRecord[] }) {
  const data = useMemo(() => records, [records]);
  const table = useTable({ features, columns, data });
  return (
    <div className="activity-table">
      <table>
        <caption className="activity-table__caption">Activity, newest first</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col">
                  <table.FlexRender header={header} />
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.original.id}>
              {row.getAllCells().map((cell) => (
                <td key={cell.id} className={`activity-table__${cell.column.id}`}>
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
