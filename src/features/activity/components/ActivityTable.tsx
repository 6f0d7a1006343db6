import { ACTIVITY_ACTIONS, type ActivityRecord } from '../../../shared/domain/activity';
import { formatDateTime } from '../../../shared/dates';
import { formatMoney } from '../../../shared/money';
import { CardTable, type CardTableColumn } from '../../../shared/ui/CardTable';

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

const columns: CardTableColumn<ActivityRecord>[] = [
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
  return (
    <CardTable
      block="activity-table"
      columns={columns}
      data={records}
      rowKey={(r) => r.id}
      caption="Activity, newest first"
    />
  );
}
