import { z } from 'zod';
import type { ApprovalPolicyDraft } from '../../api/approvals';
import { POLICY_NAME_MAX } from '../../shared/contracts/approvals';
import type { ApprovalPolicy } from '../../shared/domain/approvals';
import { REQUIRED } from '../../shared/forms/fieldTexts';
import { formatAmount, parseAmountInput } from '../../shared/money';
import type { Role } from '../../shared/domain/roles';

/**
 * The approval-policy form (issue 24; docs/decisions/approvals.md 'Policy form'): the spec gives
 * no texts for it, so these are the product's own.
 */
export const POLICY_TEXTS = {
  nameTooLong: `Use at most ${POLICY_NAME_MAX} characters.`,
  amountInvalid: 'Enter an amount in SGD, like 5,000.00.',
  amountDecimals: 'Use at most 2 decimals.',
  noTargets: 'Choose whose transfers this policy applies to.',
  noApprovers: 'Choose at least one role that approves.',
  noSecondStep: 'Choose at least one role for the second step, or turn off the second step.',
} as const;

/** The roles a policy may hold (admin's transfers are never held) and that may approve. */
export const TARGET_ROLES: readonly Role[] = ['sub-admin', 'finance', 'accountant', 'general'];
export const STEP_ROLES: readonly Role[] = ['sub-admin', 'finance', 'accountant'];

/** Policies hold SGD values (spec-3 §3: policyHolds reads the SGD value). */
export const POLICY_CURRENCIES = ['SGD'] as const;

export interface PolicyFormValues {
  policyName: string;
  amount: string;
  currency: (typeof POLICY_CURRENCIES)[number];
  targetedMembers: Role[];
  approvers: Role[];
  twoSteps: boolean;
  secondStepApprovers: Role[];
}

export const EMPTY_POLICY: PolicyFormValues = {
  policyName: '',
  amount: '',
  currency: 'SGD',
  targetedMembers: [],
  approvers: [],
  twoSteps: false,
  secondStepApprovers: [],
};

const mine = (roles: readonly Role[], offered: readonly Role[]) =>
  roles.filter((r) => offered.includes(r));

/** An existing policy in the form: the amount as typed money, admin left out (it is kept by the bank). */
export function formValuesOf(policy: ApprovalPolicy): PolicyFormValues {
  return {
    policyName: policy.policyName,
    amount: formatAmount(policy.amountGreaterThan, 'SGD'),
    currency: 'SGD',
    targetedMembers: mine(policy.targetedMembers, TARGET_ROLES),
    approvers: mine(policy.approvers, STEP_ROLES),
    twoSteps: policy.secondStepApprovers.length > 0,
    secondStepApprovers: mine(policy.secondStepApprovers, STEP_ROLES),
  };
}

const roleList = z.array(z.enum(['admin', 'sub-admin', 'finance', 'accountant', 'general']));

/** Each rule reports on its field; the amount is read into integer micro-units. */
export const policyFormSchema = z
  .object({
    policyName: z
      .string()
      .transform((v) => v.trim())
      .pipe(z.string().min(1, REQUIRED).max(POLICY_NAME_MAX, POLICY_TEXTS.nameTooLong)),
    amount: z.string(),
    currency: z.enum(POLICY_CURRENCIES),
    targetedMembers: roleList.min(1, POLICY_TEXTS.noTargets),
    approvers: roleList.min(1, POLICY_TEXTS.noApprovers),
    twoSteps: z.boolean(),
    secondStepApprovers: roleList,
  })
  .superRefine((values, ctx) => {
    const amount = parseAmountInput(values.amount, values.currency);
    if (!amount.ok)
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message:
          amount.reason === 'empty'
            ? REQUIRED
            : amount.reason === 'too-many-decimals'
              ? POLICY_TEXTS.amountDecimals
              : POLICY_TEXTS.amountInvalid,
      });
    if (values.twoSteps && values.secondStepApprovers.length === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['secondStepApprovers'],
        message: POLICY_TEXTS.noSecondStep,
      });
  })
  .transform((values): ApprovalPolicyDraft => ({
    policyName: values.policyName,
    amountGreaterThan: (() => {
      const amount = parseAmountInput(values.amount, values.currency);
      return amount.ok ? amount.micros : 0;
    })(),
    currency: values.currency,
    targetedMembers: values.targetedMembers,
    approvers: values.approvers,
    secondStepApprovers: values.twoSteps ? values.secondStepApprovers : [],
  }));
