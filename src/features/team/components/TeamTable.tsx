import { useMemo } from 'react';
import type { TeamMember } from '../../../shared/domain/team';
import { ROLE_LABELS } from '../../../shared/domain/roles';
import { Badge, type BadgeTone } from '../../../shared/ui/Badge';
import { CardTable, type CardTableColumn } from '../../../shared/ui/CardTable';

/** What each status says; one who joined by an invitation says what they wait for. */
const STATUS_LOOKS: Record<TeamMember['status'], { tone: BadgeTone; label: string }> = {
  active: { tone: 'success', label: 'Active' },
  suspended: { tone: 'neutral', label: 'Suspended' },
  'details-due': { tone: 'info', label: 'Waiting for their details' },
  'in-review': { tone: 'info', label: "Waiting for the bank's review" },
  rejected: { tone: 'warning', label: 'Not approved by the bank' },
};

const columnsFor = (
  onOpen: ((member: TeamMember) => void) | undefined,
): CardTableColumn<TeamMember>[] => [
  {
    accessorKey: 'name',
    header: 'Name',
    // The name opens the member's detail (role, suspension) for whoever may manage the team.
    cell: (info) =>
      onOpen ? (
        <button
          type="button"
          className="team-table__open"
          onClick={() => onOpen(info.row.original)}
        >
          {info.row.original.name}
        </button>
      ) : (
        info.row.original.name
      ),
  },
  { accessorKey: 'email', header: 'Email' },
  { id: 'role', header: 'Role', accessorFn: (m) => ROLE_LABELS[m.role] },
  {
    id: 'status',
    header: 'Status',
    accessorFn: (m) => m.status,
    cell: (info) => {
      const look = STATUS_LOOKS[info.row.original.status];
      return <Badge tone={look.tone}>{look.label}</Badge>;
    },
  },
];

export function TeamTable({
  members,
  onOpen,
}: {
  members: TeamMember[];
  onOpen?: (member: TeamMember) => void;
}) {
  const columns = useMemo(() => columnsFor(onOpen), [onOpen]);
  return (
    <CardTable
      block="team-table"
      columns={columns}
      data={members}
      rowKey={(m) => m.userReferenceID}
    />
  );
}
