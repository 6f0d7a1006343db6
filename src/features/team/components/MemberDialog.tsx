import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { session } from '../../../api/session';
import { formatDateTime } from '../../../shared/dates';
import { ROLES, ROLE_LABELS, type Role } from '../../../shared/domain/roles';
import type { TeamMember } from '../../../shared/domain/team';
import { Alert } from '../../../shared/ui/Alert';
import { Badge } from '../../../shared/ui/Badge';
import { Button } from '../../../shared/ui/Button';
import { Modal } from '../../../shared/ui/Modal';
import { SelectField } from '../../../shared/ui/SelectField';
import { Skeleton } from '../../../shared/ui/Skeleton';
import { TextArea } from '../../../shared/ui/TextArea';
import { showToast } from '../../../shared/ui/toastStore';
import {
  changeMemberRole,
  getTeamMember,
  memberErrorText,
  suspendMember,
  unsuspendMember,
  type TeamMemberDetail,
} from '../queries';

/** A suspension's reason: as long as the bank takes (SUSPEND_REASON_MAX). */
export const REASON_MAX = 200;

export const MEMBER_TEXTS = {
  roleHint: 'Their menu and pages change to the new role the next time they sign in.',
  self: 'You cannot change your own role or suspend yourself. Ask another admin.',
  adminOnly: 'Only an admin can change or suspend an admin.',
  suspendWarning:
    'They will not be able to sign in, they are signed out now, and they are no longer offered as an approver. You can reactivate them later.',
  reasonMissing: 'Enter the reason for the suspension.',
  notLoaded: 'This member could not be loaded.',
} as const;

/** Who the viewer may change (the bank's rule, docs/decisions/team.md): never themself; an admin only as an admin. */
function refusal(viewer: { sub?: string; role?: Role }, member: TeamMember): string | null {
  if (viewer.sub === member.userReferenceID) return MEMBER_TEXTS.self;
  if (viewer.role !== 'admin' && member.role === 'admin') return MEMBER_TEXTS.adminOnly;
  return null;
}

interface Props {
  member: TeamMember;
  onClose: () => void;
  /** After a change: the list reads the team again. */
  onChanged: (member: TeamMemberDetail) => void;
}

/** One member of the team: their detail, a role change, suspend with a reason and reactivate. */
export function MemberDialog({ member, onClose, onChanged }: Props) {
  const claims = useSnapshot(session).claims;
  const viewer = { sub: claims?.sub, role: claims?.role };
  const [detail, setDetail] = useState<TeamMemberDetail | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [step, setStep] = useState<'detail' | 'suspend'>('detail');
  const [role, setRole] = useState<Role>(member.role);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    getTeamMember(member.userReferenceID).then(
      (d) => {
        if (!live) return;
        setDetail(d);
        setRole(d.role);
      },
      (e: unknown) => live && setLoadError(memberErrorText(e) || MEMBER_TEXTS.notLoaded),
    );
    return () => {
      live = false;
    };
  }, [member.userReferenceID]);

  const shown = detail ?? member;
  const refused = refusal(viewer, shown);
  const roleOptions = ROLES.filter((r) => r !== 'admin' || viewer.role === 'admin').map((r) => ({
    value: r,
    label: ROLE_LABELS[r],
  }));

  const run = async (
    action: () => Promise<TeamMemberDetail>,
    said: (d: TeamMemberDetail) => string,
  ) => {
    setBusy(true);
    setError(null);
    try {
      const changed = await action();
      setDetail(changed);
      setRole(changed.role);
      setStep('detail');
      setReason('');
      showToast({ kind: 'success', title: said(changed) });
      onChanged(changed);
    } catch (e) {
      setError(memberErrorText(e));
    } finally {
      setBusy(false);
    }
  };

  const saveRole = () =>
    void run(
      () => changeMemberRole(shown.userReferenceID, role),
      (d) => `${d.name} is now ${ROLE_LABELS[d.role]}.`,
    );
  const confirmSuspend = () => {
    if (!reason.trim()) {
      setReasonError(MEMBER_TEXTS.reasonMissing);
      return;
    }
    setReasonError(undefined);
    void run(
      () => suspendMember(shown.userReferenceID, reason.trim()),
      (d) => `${d.name} is suspended.`,
    );
  };
  const reactivate = () =>
    void run(
      () => unsuspendMember(shown.userReferenceID),
      (d) => `${d.name} can sign in again.`,
    );

  const suspended = shown.status === 'suspended';
  const footer =
    step === 'suspend' ? (
      <>
        <Button variant="ghost" onClick={() => setStep('detail')} disabled={busy}>
          Back
        </Button>
        <Button variant="danger" onClick={confirmSuspend} loading={busy}>
          Suspend user
        </Button>
      </>
    ) : (
      <>
        <Button variant="ghost" onClick={onClose}>
          Done
        </Button>
        {!refused &&
          detail &&
          (suspended ? (
            <Button variant="primary" onClick={reactivate} loading={busy}>
              Reactivate user
            </Button>
          ) : (
            <Button variant="danger" onClick={() => setStep('suspend')}>
              Suspend user
            </Button>
          ))}
      </>
    );

  return (
    <Modal
      open
      title={step === 'suspend' ? `Suspend ${shown.name}` : shown.name}
      onClose={onClose}
      footer={footer}
      className="member-dialog"
    >
      {error && <Alert kind="warning">{error}</Alert>}
      {step === 'suspend' ? (
        <>
          <p>{MEMBER_TEXTS.suspendWarning}</p>
          <TextArea
            label="Reason"
            value={reason}
            onChange={setReason}
            maxLength={REASON_MAX}
            error={reasonError}
            hint="Other admins see it on this member."
            required
          />
        </>
      ) : (
        <>
          <dl className="member-dialog__facts">
            <div>
              <dt>Email</dt>
              <dd>{shown.email}</dd>
            </div>
            <div>
              <dt>Role</dt>
              <dd>{ROLE_LABELS[shown.role]}</dd>
            </div>
            <div>
              <dt>Status</dt>
              <dd>
                {suspended ? (
                  <Badge tone="neutral">Suspended</Badge>
                ) : (
                  <Badge tone="success">Active</Badge>
                )}
              </dd>
            </div>
            {detail?.suspension && (
              <>
                <div>
                  <dt>Suspended on</dt>
                  <dd>
                    {formatDateTime(detail.suspension.suspendedAt)} by{' '}
                    {detail.suspension.suspendedBy}
                  </dd>
                </div>
                <div>
                  <dt>Reason</dt>
                  <dd>{detail.suspension.reason}</dd>
                </div>
              </>
            )}
          </dl>
          {loadError && <Alert kind="warning">{loadError}</Alert>}
          {!detail && !loadError && <Skeleton lines={2} />}
          {refused ? (
            <p className="member-dialog__note">{refused}</p>
          ) : (
            detail && (
              <div className="member-dialog__role">
                <SelectField
                  label="Change role"
                  options={roleOptions}
                  value={role}
                  onChange={(e) => setRole(e.target.value as Role)}
                  hint={MEMBER_TEXTS.roleHint}
                />
                <Button onClick={saveRole} loading={busy} disabled={role === shown.role}>
                  Save role
                </Button>
              </div>
            )
          )}
        </>
      )}
    </Modal>
  );
}
