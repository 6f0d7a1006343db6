import { ArrowRight } from 'lucide-react';
import type { ApprovalRequest } from '../../../shared/domain/approvals';
import { formatMoney } from '../../../shared/money';
import { Badge } from '../../../shared/ui/Badge';
import { Button } from '../../../shared/ui/Button';
import { CardTable, type CardTableColumn } from '../../../shared/ui/CardTable';
import { formatDay } from '../../../shared/dates';
import { KIND_LABELS, STATUS_LABELS, STATUS_TONES } from '../../../entities/approval/labels';

function columnsFor(
  onOpen: (request: ApprovalRequest) => void,
): CardTableColumn<ApprovalRequest>[] {
  return [
    { id: 'requester', header: 'Requested by', accessorFn: (r) => r.requesterName },
    {
      id: 'what',
      header: 'Request',
      accessorFn: (r) => KIND_LABELS[r.kind],
      cell: ({ row }) => {
        const r = row.original;
        return (
          <div className="approvals-table__request">
            <span className="approvals-table__kind">{KIND_LABELS[r.kind]}</span>
            <span className="approvals-table__route">
              {r.senderAccountName}
              <ArrowRight aria-hidden className="approvals-table__arrow" />
              <span className="visually-hidden"> to </span>
              {r.receiverName}
            </span>
          </div>
        );
      },
    },
    {
      id: 'amount',
      header: 'Amount',
      accessorFn: (r) => formatMoney(r.sourceAmount, r.sourceCurrency),
    },
    { id: 'created', header: 'Created', accessorFn: (r) => formatDay(r.createdAt) },
    {
      id: 'status',
      header: 'Status',
      accessorFn: (r) => STATUS_LABELS[r.status],
      cell: ({ row }) => (
        <Badge tone={STATUS_TONES[row.original.status]}>{STATUS_LABELS[row.original.status]}</Badge>
      ),
    },
    {
      id: 'open',
      header: () => <span className="visually-hidden">Details</span>,
      cell: ({ row }) => (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => onOpen(row.original)}
          aria-label={`View request ${row.original.referenceId}`}
        >
          View
        </Button>
      ),
    },
  ];
}

interface ApprovalTableProps {
  requests: ApprovalRequest[];
  caption: string;
  onOpen: (request: ApprovalRequest) => void;
}

/** A list of approval requests: who asked, for what, how much, when, and where it stands. */
export function ApprovalTable({ requests, caption, onOpen }: ApprovalTableProps) {
  return (
    <CardTable
      block="approvals-table"
      columns={columnsFor(onOpen)}
      data={requests}
      rowKey={(r) => r.referenceId}
      caption={caption}
      headerClasses
    />
  );
}
