import { useState } from 'react';
import { Card } from '../../../shared/ui/Card';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { InvitationList } from '../components/InvitationList';
import { InviteForm } from '../components/InviteForm';
import './InvitePage.css';

/**
 * Manage > Invitation (/manage/people/invite, admin and sub-admin): invite people by e-mail with
 * their roles, and follow, resend, revoke or cancel the invitations (spec-3 §4 Invitations).
 */
export function InvitePage() {
  // A new key reloads the list after invitations were sent.
  const [sent, setSent] = useState(0);
  return (
    <div className="invite-page">
      <PageHeader
        title="Invitation"
        subtitle="Invite people to your team by e-mail. Each gets a link to join with the role you choose."
      />
      <Card>
        <h2 className="invite-page__title">Invite people</h2>
        <InviteForm onInvited={() => setSent((n) => n + 1)} />
      </Card>
      <Card>
        <InvitationList refreshKey={sent} />
      </Card>
    </div>
  );
}
