import { Link } from 'wouter';
import { INVITATION_STATUS_LABELS } from '../../../shared/domain/invitations';
import { ROLE_LABELS } from '../../../shared/domain/roles';
import { paths } from '../../../shared/routing/paths';
import { Alert } from '../../../shared/ui/Alert';
import { Badge } from '../../../shared/ui/Badge';
import { Card } from '../../../shared/ui/Card';
import { usePendingInvitations } from '../invitations';

/**
 * People's invited section (spec-3 §3 Team 'pendingList'): who was invited and has not joined
 * yet, and what the company waits for (them to join, or a new link); shown when there are any.
 */
export function PendingInvitations() {
  const { pending, error } = usePendingInvitations();
  if (error)
    return (
      <Alert kind="warning" title="Invitations not loaded">
        {error}
      </Alert>
    );
  if (!pending || pending.length === 0) return null;
  return (
    <Card>
      <section className="pending-invitations" aria-labelledby="pending-invitations-title">
        <div className="pending-invitations__head">
          <h2 id="pending-invitations-title">Invited</h2>
          <Link href={paths.team.invite()}>Manage invitations</Link>
        </div>
        <ul aria-label="Invited people" className="pending-invitations__list">
          {pending.map((invitation) => (
            <li key={invitation.id}>
              <span className="pending-invitations__email">{invitation.email}</span>
              <span className="pending-invitations__role">{ROLE_LABELS[invitation.role]}</span>
              <Badge tone={invitation.status === 'pending' ? 'info' : 'warning'}>
                {invitation.status === 'pending'
                  ? INVITATION_STATUS_LABELS.pending
                  : 'Link expired: waiting for a new one'}
              </Badge>
            </li>
          ))}
        </ul>
      </section>
    </Card>
  );
}
