import { MailOpen } from 'lucide-react';
import { useState } from 'react';
import {
  canCancel,
  canResend,
  canRevoke,
  INVITATION_STATUS_LABELS,
  INVITATION_STATUSES,
  type InvitationStatus,
  type InvitationSummary,
} from '../../../shared/domain/invitations';
import { ROLE_LABELS } from '../../../shared/domain/roles';
import { formatDay } from '../../../shared/dates';
import { Alert } from '../../../shared/ui/Alert';
import { Badge, type BadgeTone } from '../../../shared/ui/Badge';
import { Button } from '../../../shared/ui/Button';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { Modal } from '../../../shared/ui/Modal';
import { SelectField } from '../../../shared/ui/SelectField';
import { Skeleton } from '../../../shared/ui/Skeleton';
import {
  closeInvitation,
  failureText,
  resendInvitationCode,
  useInvitationList,
} from '../invitations';

const TONES: Record<InvitationStatus, BadgeTone> = {
  pending: 'info',
  expired: 'warning',
  accepted: 'success',
  cancelled: 'neutral',
  revoked: 'neutral',
};

const FILTERS = [
  { value: '', label: 'All invitations' },
  ...INVITATION_STATUSES.map((s) => ({ value: s, label: INVITATION_STATUS_LABELS[s] })),
];

type Closing = { invitation: InvitationSummary; status: 'revoked' | 'cancelled' };

const CLOSE_TEXTS = {
  revoked: {
    title: 'Revoke invitation',
    text: (email: string) =>
      `${email} will no longer be able to join with this invitation: their link will say it was revoked.`,
    confirm: 'Revoke invitation',
    done: (email: string) => `The invitation to ${email} was revoked.`,
  },
  cancelled: {
    title: 'Cancel invitation',
    text: (email: string) =>
      `The link sent to ${email} has expired. Cancelling it means they cannot ask for a new code: their link will say it was cancelled.`,
    confirm: 'Cancel invitation',
    done: (email: string) => `The invitation to ${email} was cancelled.`,
  },
} as const;

/**
 * The company's invitations (spec-3 §4 Invitations): a page of 10, newest first, filtered by
 * status; a pending or expired one can be sent again, a pending one revoked, an expired one
 * cancelled (docs/decisions/team.md 'Invitations').
 */
export function InvitationList({ refreshKey }: { refreshKey: number }) {
  const [status, setStatus] = useState<InvitationStatus | ''>('');
  return (
    <section className="invitations" aria-labelledby="invitations-title">
      <div className="invitations__head">
        <h2 id="invitations-title">Invitations</h2>
        <SelectField
          label="Status"
          className="invitations__filter"
          options={FILTERS}
          value={status}
          onChange={(e) => setStatus(e.target.value as InvitationStatus | '')}
        />
      </div>
      <InvitationRows key={`${status}|${refreshKey}`} status={status || undefined} />
    </section>
  );
}

function InvitationRows({ status }: { status: InvitationStatus | undefined }) {
  const list = useInvitationList(status);
  const [notice, setNotice] = useState<{ kind: 'success' | 'warning'; text: string } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [closing, setClosing] = useState<Closing | null>(null);

  const act = async (id: string, run: () => Promise<string>) => {
    setBusy(id);
    setNotice(null);
    try {
      setNotice({ kind: 'success', text: await run() });
      await list.retry();
    } catch (error) {
      setNotice({ kind: 'warning', text: failureText(error, 'That did not work. Try again.') });
    } finally {
      setBusy(null);
    }
  };

  const resend = (invitation: InvitationSummary) =>
    act(invitation.id, async () => {
      await resendInvitationCode(invitation.id);
      return `A new invitation was e-mailed to ${invitation.email}.`;
    });

  const confirmClose = () => {
    if (!closing) return;
    const { invitation, status: next } = closing;
    setClosing(null);
    void act(invitation.id, async () => {
      await closeInvitation(invitation.id, next);
      return CLOSE_TEXTS[next].done(invitation.email);
    });
  };

  return (
    <>
      {notice && (
        <Alert kind={notice.kind} className="invitations__notice">
          {notice.text}
        </Alert>
      )}
      {list.error && (
        <Alert kind="warning" title="Invitations not loaded">
          {list.error}{' '}
          <Button variant="ghost" size="sm" onClick={() => void list.retry()}>
            Try again
          </Button>
        </Alert>
      )}
      {list.items.length > 0 ? (
        <ul className="invitations__list" aria-label="Invitations">
          {list.items.map((invitation) => (
            <li key={invitation.id} className="invitations__item">
              <div className="invitations__who">
                <span className="invitations__email">{invitation.email}</span>
                <span className="invitations__meta">
                  {ROLE_LABELS[invitation.role]} · sent {formatDay(invitation.sentAt)}
                </span>
              </div>
              <Badge tone={TONES[invitation.status]}>
                {INVITATION_STATUS_LABELS[invitation.status]}
              </Badge>
              <div className="invitations__actions">
                {canResend(invitation.status) && (
                  <Button
                    size="sm"
                    variant="secondary"
                    loading={busy === invitation.id}
                    aria-label={`Resend invitation to ${invitation.email}`}
                    onClick={() => void resend(invitation)}
                  >
                    Resend
                  </Button>
                )}
                {canRevoke(invitation.status) && (
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={busy === invitation.id}
                    aria-label={`Revoke invitation to ${invitation.email}`}
                    onClick={() => setClosing({ invitation, status: 'revoked' })}
                  >
                    Revoke
                  </Button>
                )}
                {canCancel(invitation.status) && (
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={busy === invitation.id}
                    aria-label={`Cancel invitation to ${invitation.email}`}
                    onClick={() => setClosing({ invitation, status: 'cancelled' })}
                  >
                    Cancel
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      ) : list.loading ? (
        <Skeleton lines={4} />
      ) : (
        !list.error && (
          <EmptyState
            icon={MailOpen}
            title="No invitations"
            text={status ? 'No invitation has this status.' : 'Invitations you send appear here.'}
          />
        )
      )}
      {list.hasMore && (
        <div className="invitations__more">
          <Button variant="secondary" loading={list.loading} onClick={() => void list.loadMore()}>
            Show more
          </Button>
        </div>
      )}
      <Modal
        open={closing !== null}
        title={closing ? CLOSE_TEXTS[closing.status].title : ''}
        width="sm"
        onClose={() => setClosing(null)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setClosing(null)}>
              Keep it
            </Button>
            <Button variant="danger" onClick={confirmClose}>
              {closing ? CLOSE_TEXTS[closing.status].confirm : ''}
            </Button>
          </>
        }
      >
        <p>{closing ? CLOSE_TEXTS[closing.status].text(closing.invitation.email) : ''}</p>
      </Modal>
    </>
  );
}
