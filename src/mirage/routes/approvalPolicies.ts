import {
  createApprovalPolicy,
  deleteApprovalPolicy,
  updateApprovalPolicy,
} from '../../shared/contracts/approvals';
import { approvalPolicyToWire, rolesFromWire } from '../../shared/domain/approvals';
import { ADMIN_ROLES } from '../../shared/domain/roles';
import type { Micros } from '../../shared/money';
import type { Bank } from '../bank';
import type { BankRequest } from '../router';
import { route, type ContractRoute } from '../contractRoutes';
import {
  assertEnoughApprovers,
  assertNoDuplicate,
  keepAdmin,
  type PolicyDraft,
} from '../rules/approvalPolicy';
import { BankError, type ApprovalPolicy } from '../types';

const forbidden = (description: string) => new BankError(403, 'NO_PERMISSION_API', description);

/** A policy's body read into roles. */
function draftOf(body: {
  policyName: string;
  amountGreaterThan: Micros;
  currency: ApprovalPolicy['currency'];
  approvers: string;
  targetedMembers: string;
  secondStepApprovers?: string;
}): PolicyDraft {
  return {
    policyName: body.policyName,
    amountGreaterThan: body.amountGreaterThan,
    currency: body.currency,
    approvers: rolesFromWire(body.approvers),
    targetedMembers: rolesFromWire(body.targetedMembers),
    secondStepApprovers: rolesFromWire(body.secondStepApprovers),
  };
}

/**
 * Creating, editing and deleting policies (issue 24): admin and sub-admin, approvals on. The
 * admin role is kept where it was (keepAdmin) and approves a new policy's first step, as it does
 * the seeded one's (docs/decisions/approvals.md 'Policy rules').
 */
export function approvalPolicyHandlers(bank: Bank): ContractRoute[] {
  const authorizeAdmin = (req: BankRequest) => {
    const { user } = bank.authorize(req, ADMIN_ROLES);
    if (!bank.isOn('approvals', user))
      throw forbidden('Approvals are not enabled for your company.');
    return user;
  };
  const findPolicy = (id: string): ApprovalPolicy => {
    const policy = bank.policies.get(id);
    if (!policy)
      throw new BankError(404, 'RESOURCE_NOT_FOUND', 'There is no such approval policy.');
    return policy;
  };
  const checked = (draft: PolicyDraft, exceptId?: string) => {
    assertNoDuplicate(draft, bank.policies.list(), exceptId);
    assertEnoughApprovers(draft, bank.people());
  };
  return [
    route(createApprovalPolicy, ({ req, body }) => {
      const user = authorizeAdmin(req);
      const draft = draftOf(body);
      checked(draft);
      const policy: ApprovalPolicy = {
        id: bank.policies.newId(),
        ...draft,
        approvers: keepAdmin(draft.approvers, ['admin']),
        createdBy: user.profile.name,
        updatedBy: user.profile.name,
      };
      bank.policies.save(policy);
      return { policy: approvalPolicyToWire(policy) };
    }),

    route(updateApprovalPolicy, ({ req, params, body }) => {
      const user = authorizeAdmin(req);
      const old = findPolicy(params.id);
      const draft = draftOf(body);
      checked(draft, old.id);
      const policy: ApprovalPolicy = {
        ...old,
        ...draft,
        approvers: keepAdmin(draft.approvers, old.approvers),
        targetedMembers: keepAdmin(draft.targetedMembers, old.targetedMembers),
        secondStepApprovers: keepAdmin(draft.secondStepApprovers, old.secondStepApprovers),
        updatedBy: user.profile.name,
      };
      bank.policies.save(policy);
      return { policy: approvalPolicyToWire(policy) };
    }),

    // Requests a deleted policy already holds keep their layers and are decided as before.
    route(deleteApprovalPolicy, ({ req, params }) => {
      authorizeAdmin(req);
      bank.policies.remove(findPolicy(params.id).id);
      return { id: params.id };
    }),
  ];
}
