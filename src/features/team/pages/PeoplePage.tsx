import { Users } from 'lucide-react';
import { Alert } from '../../../shared/ui/Alert';
import { Button } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { SelectField } from '../../../shared/ui/SelectField';
import { Skeleton } from '../../../shared/ui/Skeleton';
import { useState } from 'react';
import type { TeamMember } from '../../../shared/domain/team';
import { MemberDialog } from '../components/MemberDialog';
import { PendingInvitations } from '../components/PendingInvitations';
import { TeamTable } from '../components/TeamTable';
import {
  TEAM_ORDER_OPTIONS,
  TEAM_SHOW_OPTIONS,
  teamViewOf,
  useTeamList,
  type TeamOrder,
  type TeamShow,
} from '../queries';
import './PeoplePage.css';

/** Manage > People: the company's team members (admin and sub-admin only). */
export function PeoplePage() {
  const [show, setShow] = useState<TeamShow>('');
  const [order, setOrder] = useState<TeamOrder>('');
  const team = useTeamList(teamViewOf(show, order));
  const [open, setOpen] = useState<TeamMember | null>(null);
  const filtered = show !== '';
  return (
    <div className="people">
      <PageHeader
        title="People"
        subtitle={
          team.ids.length && !filtered
            ? `${team.ids.length} team members`
            : 'Your team members and their roles.'
        }
      />
      {team.error && (
        <Alert kind="warning" title="Team not loaded">
          {team.error}{' '}
          <Button variant="ghost" size="sm" onClick={() => void team.retry()}>
            Try again
          </Button>
        </Alert>
      )}
      <Card>
        <div className="people__view">
          <SelectField
            label="Show"
            options={TEAM_SHOW_OPTIONS}
            value={show}
            onChange={(e) => setShow(e.target.value as TeamShow)}
          />
          <SelectField
            label="Sort by"
            options={TEAM_ORDER_OPTIONS}
            value={order}
            onChange={(e) => setOrder(e.target.value as TeamOrder)}
          />
        </div>
        {team.members.length > 0 ? (
          <TeamTable members={team.members} onOpen={setOpen} />
        ) : team.loading ? (
          <Skeleton lines={6} />
        ) : (
          !team.error && (
            <EmptyState
              icon={Users}
              title={filtered ? 'Nobody to show' : 'No team members yet'}
              text={filtered ? 'No member matches what is shown.' : 'Invited members appear here.'}
            />
          )
        )}
        {team.hasMore && (
          <div className="people__more">
            <Button variant="secondary" loading={team.loading} onClick={() => void team.loadMore()}>
              Show more
            </Button>
          </div>
        )}
      </Card>
      {open && (
        <MemberDialog
          key={open.userReferenceID}
          member={open}
          onClose={() => setOpen(null)}
          onChanged={() => void team.retry()}
        />
      )}
      <PendingInvitations />
    </div>
  );
}
