import { useLocation, useParams } from 'wouter';
import { paths } from '../../../shared/routing/paths';
import { Alert } from '../../../shared/ui/Alert';
import { Button } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { Skeleton } from '../../../shared/ui/Skeleton';
import { showToast } from '../../../shared/ui/toastStore';
import { PolicyForm } from '../components/PolicyForm';
import { useMembersByRole, usePolicies } from '../policies';
import './ApprovalPoliciesPage.css';

/** Settings > Approval Policy > new, or edit/{policyId} (spec-3 §2 Route list). */
export function ApprovalPolicyFormPage() {
  const { policyId } = useParams<{ policyId?: string }>();
  const [, navigate] = useLocation();
  const policies = usePolicies();
  const byRole = useMembersByRole();
  const editing = policyId !== undefined;
  const policy = editing ? (policies.data?.find((p) => p.id === policyId) ?? null) : null;
  const back = () => navigate(paths.approvalPolicies.list());

  const body = () => {
    if (!editing) return null;
    if (policies.error)
      return (
        <Alert kind="warning" title="Policy not loaded">
          {policies.error}{' '}
          <Button variant="ghost" size="sm" onClick={policies.retry}>
            Try again
          </Button>
        </Alert>
      );
    if (policies.loading && !policies.data) return <Skeleton lines={6} />;
    if (!policy)
      return (
        <Alert kind="warning" title="Policy not found">
          This policy no longer exists: it may have been deleted.
        </Alert>
      );
    return null;
  };
  const waiting = body();

  return (
    <div className="policies">
      <PageHeader
        title={editing ? 'Edit approval policy' : 'New approval policy'}
        subtitle="Transfers above the amount by the members chosen wait for the approvers."
      />
      {byRole.error && (
        <Alert kind="info" title="Members not shown">
          {byRole.error} You can still save the policy.
        </Alert>
      )}
      <Card>
        {waiting ?? (
          <PolicyForm
            policy={policy}
            byRole={byRole.data}
            onCancel={back}
            onSaved={(saved) => {
              showToast({
                kind: 'success',
                title: editing ? 'Policy saved' : 'Policy created',
                message: saved.policyName,
              });
              back();
            }}
          />
        )}
      </Card>
    </div>
  );
}
