import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch, type FieldError, type UseFormRegisterReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { ApprovalPolicy } from '../../../shared/domain/approvals';
import { approvalLayerLabel } from '../../../shared/domain/approvalLayers';
import { ROLE_LABELS, type Role } from '../../../shared/domain/roles';
import type { TeamMember } from '../../../shared/domain/team';
import { Alert } from '../../../shared/ui/Alert';
import { Button } from '../../../shared/ui/Button';
import { Checkbox } from '../../../shared/ui/Checkbox';
import { SelectField } from '../../../shared/ui/SelectField';
import { TextField } from '../../../shared/ui/TextField';
import { policyFailure, savePolicy } from '../policies';
import {
  EMPTY_POLICY,
  formValuesOf,
  POLICY_CURRENCIES,
  policyFormSchema,
  STEP_ROLES,
  TARGET_ROLES,
  type PolicyFormValues,
} from '../policySchema';

/** Who a role includes, as the form says it under the role: the active members, or that there is none. */
export function membersText(members: readonly TeamMember[] | undefined): string | undefined {
  if (!members) return undefined;
  const active = members.filter((m) => m.status === 'active').map((m) => m.name);
  return active.length > 0 ? active.join(', ') : 'No active member';
}

function RoleChoices({
  legend,
  roles,
  field,
  error,
  byRole,
  hint,
}: {
  legend: string;
  roles: readonly Role[];
  field: UseFormRegisterReturn;
  error: FieldError | undefined;
  byRole: Record<Role, TeamMember[]> | null;
  hint?: string;
}) {
  const errorId = `${field.name}-error`;
  return (
    <fieldset
      className="policy-form__roles"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="policy-form__legend">{legend}</legend>
      {hint && <p className="policy-form__hint">{hint}</p>}
      {roles.map((role) => (
        <Checkbox
          key={role}
          label={ROLE_LABELS[role]}
          value={role}
          hint={membersText(byRole?.[role])}
          {...field}
        />
      ))}
      {error?.message && (
        <p id={errorId} className="policy-form__error" role="alert">
          {error.message}
        </p>
      )}
    </fieldset>
  );
}

/**
 * A policy's form (issue 24, docs/decisions/approvals.md 'Policy form'): name, amount greater
 * than (SGD), whose transfers it holds, the first step's approvers and an optional second step.
 * Under each role, who it includes (team.overview usersByRole), so a role without an active
 * member shows before saving. A refusal keeps everything typed.
 */
export function PolicyForm({
  policy,
  byRole,
  onSaved,
  onCancel,
}: {
  policy: ApprovalPolicy | null;
  byRole: Record<Role, TeamMember[]> | null;
  onSaved: (saved: ApprovalPolicy) => void;
  onCancel: () => void;
}) {
  const form = useForm<PolicyFormValues, unknown, z.output<typeof policyFormSchema>>({
    defaultValues: policy ? formValuesOf(policy) : EMPTY_POLICY,
    resolver: zodResolver(policyFormSchema),
  });
  const [failure, setFailure] = useState<{ text: string; detail?: string } | null>(null);
  const { errors, isSubmitting } = form.formState;
  const twoSteps = useWatch({ control: form.control, name: 'twoSteps' });

  const submit = form.handleSubmit(async (draft) => {
    setFailure(null);
    try {
      onSaved(await savePolicy(policy?.id ?? null, draft));
    } catch (error) {
      setFailure(policyFailure(error, 'The policy could not be saved. Try again.'));
    }
  });

  return (
    <form
      className="policy-form"
      onSubmit={submit}
      noValidate
      aria-label={policy ? 'Edit approval policy' : 'New approval policy'}
    >
      <TextField
        label="Policy name"
        autoComplete="off"
        error={errors.policyName?.message}
        {...form.register('policyName')}
      />
      <div className="policy-form__amount">
        <SelectField
          label="Currency"
          options={POLICY_CURRENCIES.map((c) => ({ value: c, label: c }))}
          hint="Transfers are compared by their value in SGD."
          {...form.register('currency')}
        />
        <TextField
          label="Amount greater than"
          inputMode="decimal"
          autoComplete="off"
          placeholder="5,000.00"
          error={errors.amount?.message}
          {...form.register('amount')}
        />
      </div>
      <RoleChoices
        legend="Applies to transfers by"
        roles={TARGET_ROLES}
        field={form.register('targetedMembers')}
        error={errors.targetedMembers as FieldError | undefined}
        byRole={byRole}
      />
      <RoleChoices
        legend={approvalLayerLabel(0, twoSteps ? 2 : 1)}
        hint="An admin can always approve this step."
        roles={STEP_ROLES}
        field={form.register('approvers')}
        error={errors.approvers as FieldError | undefined}
        byRole={byRole}
      />
      <Checkbox
        label="Require a second approval step"
        hint="The transfer waits for a second approver, a different person, after the first."
        {...form.register('twoSteps')}
      />
      {twoSteps && (
        <RoleChoices
          legend={approvalLayerLabel(1, 2)}
          roles={STEP_ROLES}
          field={form.register('secondStepApprovers')}
          error={errors.secondStepApprovers as FieldError | undefined}
          byRole={byRole}
        />
      )}
      {failure && (
        <Alert kind="error" title="Policy not saved">
          <p>{failure.text}</p>
          {failure.detail && <p>{failure.detail}</p>}
        </Alert>
      )}
      <div className="policy-form__actions">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" loading={isSubmitting}>
          {policy ? 'Save changes' : 'Create policy'}
        </Button>
      </div>
    </form>
  );
}
