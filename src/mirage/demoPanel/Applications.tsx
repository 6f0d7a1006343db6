import { useId, useState } from 'react';
import { ROLE_LABELS } from '../../shared/domain/roles';
import { paths } from '../../shared/routing/paths';
import type { MockBankControls } from '../mockBankControls';

const STATUS_LABELS = {
  live: 'live',
  cancelled: 'cancelled',
  'cancelled-resend': 'expired',
  revoked: 'revoked',
  accepted: 'accepted',
} as const;

const MEMBER_LABELS: Record<string, string> = {
  UserStatusUnknown: 'details not sent yet',
  UserStatusSubmitted: 'details submitted: waiting for the bank',
  UserStatusApproved: 'approved',
  UserStatusRejected: 'rejected',
};

/**
 * Onboarding (issue 12): the invitations with their links (a renewed code shows here, as its
 * e-mail would), and the bank's review of the invited members who sent their details. Applicant
 * companies are not approved here (docs/decisions/sign-up.md 'Sign-up and invitations').
 */
export function Applications({ controls }: { controls: MockBankControls }) {
  const id = useId();
  // Read at every render; a decision re-renders.
  const [, setDecided] = useState(0);
  const invitations = controls.invitations();
  const members = controls.memberApplications();
  const decide = (email: string, approve: boolean) => {
    controls.decideMember(email, approve);
    setDecided((n) => n + 1);
  };

  return (
    <section className="mbp-section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Applications</h3>
      <ul className="mbp-users">
        {invitations.map((invitation) => (
          <li key={invitation.code} className="mbp-user">
            <strong className="mbp-email">{invitation.email}</strong>
            <span className="mbp-muted">
              Invitation · {ROLE_LABELS[invitation.role]} ·{' '}
              {invitation.expired ? 'expired' : STATUS_LABELS[invitation.status]} · code{' '}
              <code>{invitation.code}</code>
            </span>
            {invitation.status === 'live' && !invitation.expired && (
              <a
                href={paths.onboarding.invite.accept({
                  email: invitation.email,
                  code: invitation.code,
                })}
              >
                Open the invitation link
              </a>
            )}
          </li>
        ))}
        {members.map((member) => (
          <li key={member.email} className="mbp-user">
            <strong className="mbp-email">{member.email}</strong>
            <span className="mbp-muted">
              Invited member · {MEMBER_LABELS[member.userStatus] ?? member.userStatus}
            </span>
            {member.userStatus === 'UserStatusSubmitted' && (
              <div className="mbp-actions">
                <button
                  type="button"
                  className="mbp-button"
                  onClick={() => decide(member.email, true)}
                  aria-label={`Approve ${member.email}`}
                >
                  Approve
                </button>
                <button
                  type="button"
                  className="mbp-button"
                  onClick={() => decide(member.email, false)}
                  aria-label={`Reject ${member.email}`}
                >
                  Reject
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {invitations.length === 0 && members.length === 0 && (
        <p className="mbp-muted">This scenario has no invitations.</p>
      )}
    </section>
  );
}
