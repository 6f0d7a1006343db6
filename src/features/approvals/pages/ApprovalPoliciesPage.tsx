import { Pencil, Plus, ShieldCheck, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { formatMoney } from '../../../shared/money';
import type { ApprovalPolicy } from '../../../shared/domain/approvals';
import { approvalLayerLabel } from '../../../shared/domain/approvalLayers';
import { ROLE_LABELS, type Role } from '../../../shared/domain/roles';
import { paths } from '../../../shared/routing/paths';
import { Alert } from '../../../shared/ui/Alert';
import { Button, buttonClassName } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { Modal } from '../../../shared/ui/Modal';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { Skeleton } from '../../../shared/ui/Skeleton';
import { showToast } from '../../../shared/ui/toastStore';
import { policyFailure, removePolicy, usePolicies } from '../policies';
import './ApprovalPoliciesPage.css';

/** Role names as the policy shows them; admin is left out, as the bank sends the lists. */
export const rolesText = (roles: readonly Role[]): string =>
  roles.map((r) => ROLE_LABELS[r]).join(', ') || '—';

/** The people who made and last changed the policy, when the bank knows them. */
function authorship(policy: ApprovalPolicy): string | null {
  if (!policy.createdBy && !policy.updatedBy) return null;
  if (!policy.updatedBy || policy.updatedBy === policy.createdBy)
    return `Created by ${policy.createdBy}`;
  return policy.createdBy
    ? `Created by ${policy.createdBy} · Last changed by ${policy.updatedBy}`
    : `Last changed by ${policy.updatedBy}`;
}

function PolicyCard({ policy, onDelete }: { policy: ApprovalPolicy; onDelete: () => void }) {
  const steps = policy.secondStepApprovers.length > 0 ? 2 : 1;
  const by = authorship(policy);
  return (
    <li className="policies__item">
      <div className="policies__main">
        <h2 className="policies__name">{policy.policyName}</h2>
        <dl className="policies__facts">
          <div>
            <dt>Amount greater than</dt>
            <dd>{formatMoney(policy.amountGreaterThan, policy.currency)}</dd>
          </div>
          <div>
            <dt>Applies to transfers by</dt>
            <dd>{rolesText(policy.targetedMembers)}</dd>
          </div>
          <div>
            <dt>{approvalLayerLabel(0, steps)}</dt>
            <dd>{rolesText(policy.approvers)}</dd>
          </div>
          {steps === 2 && (
            <div>
              <dt>{approvalLayerLabel(1, steps)}</dt>
              <dd>{rolesText(policy.secondStepApprovers)}</dd>
            </div>
          )}
        </dl>
        {by && <p className="policies__by">{by}</p>}
      </div>
      <div className="policies__actions">
        <Link
          href={paths.approvalPolicies.edit(policy.id)}
          className={buttonClassName({ variant: 'secondary', size: 'sm' })}
          aria-label={`Edit ${policy.policyName}`}
        >
          <Pencil aria-hidden size={16} />
          <span className="ui-button__label">Edit</span>
        </Link>
        <Button
          variant="ghost"
          size="sm"
          icon={<Trash2 aria-hidden size={16} />}
          aria-label={`Delete ${policy.policyName}`}
          onClick={onDelete}
        >
          Delete
        </Button>
      </div>
    </li>
  );
}

/** Asks before a policy is deleted; the requests it already holds keep their approvers. */
export function DeletePolicyDialog({
  policy,
  onClose,
  onDeleted,
}: {
  policy: ApprovalPolicy;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await removePolicy(policy.id);
      onDeleted();
    } catch (error) {
      setFailure(policyFailure(error, 'The policy could not be deleted. Try again.').text);
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title="Delete this policy?"
      onClose={onClose}
      width="sm"
      footer={
        <>
          {/* The safe choice has the focus: Enter keeps the policy. */}
          <Button variant="secondary" onClick={onClose} data-autofocus>
            Keep it
          </Button>
          <Button variant="danger" loading={busy} onClick={() => void confirm()}>
            Delete policy
          </Button>
        </>
      }
    >
      <p>
        New transfers will no longer wait for approval under “{policy.policyName}”. Requests it
        already holds keep their approvers.
      </p>
      {failure && <Alert kind="error">{failure}</Alert>}
    </Modal>
  );
}

/** Settings > Approval Policy (spec-3 §2): the company's policies, for admin and sub-admin. */
export function ApprovalPoliciesPage() {
  const policies = usePolicies();
  const [deleting, setDeleting] = useState<ApprovalPolicy | null>(null);
  const newLink = (
    <Link
      href={paths.approvalPolicies.create()}
      className={buttonClassName({ variant: 'primary' })}
    >
      <Plus aria-hidden />
      <span className="ui-button__label">New policy</span>
    </Link>
  );
  return (
    <div className="policies">
      <PageHeader
        title="Approval Policy"
        subtitle="Transfers above an amount wait for an approver, in one or two steps. An admin can always approve the first step."
        actions={newLink}
      />
      {policies.error && (
        <Alert kind="warning" title="Policies not loaded">
          {policies.error}{' '}
          <Button variant="ghost" size="sm" onClick={policies.retry}>
            Try again
          </Button>
        </Alert>
      )}
      <Card>
        {policies.data && policies.data.length > 0 ? (
          <ul className="policies__list" aria-label="Approval policies">
            {policies.data.map((p) => (
              <PolicyCard key={p.id} policy={p} onDelete={() => setDeleting(p)} />
            ))}
          </ul>
        ) : policies.loading ? (
          <Skeleton lines={4} />
        ) : (
          !policies.error && (
            <EmptyState
              icon={ShieldCheck}
              title="No approval policies"
              text="Every transfer is sent at once. Add a policy to have large transfers approved first."
            />
          )
        )}
      </Card>
      {deleting && (
        <DeletePolicyDialog
          policy={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            showToast({ kind: 'success', title: 'Policy deleted' });
            setDeleting(null);
            policies.retry();
          }}
        />
      )}
    </div>
  );
}
