import {
  approvalsByIds,
  cancelApproval as cancelContract,
  createApprovalPolicy,
  deleteApprovalPolicy,
  updateApprovalPolicy,
  checkPayoutApproval as payoutCheckContract,
  decideApproval,
  firstApprovalPage,
  getApprovalPolicies as policiesContract,
  saveApprovalRemarks as remarksContract,
} from '../shared/contracts/approvals';
import {
  approvalPolicyFromWire,
  approvalPolicyToWire,
  type ApprovalActionRequest,
  type ApprovalActionResult,
  type ApprovalFilter,
  type ApprovalPolicy,
  type ApprovalRequest,
} from '../shared/domain/approvals';
import type { PaymentRequest, PayoutCall } from '../shared/domain/payouts';
import type { MoneyIntent } from './client';
import { call } from './contractCall';

/** spec-3 §7 Approvals (contracts: src/shared/contracts/approvals.ts). */
export interface ApprovalFirstPage {
  firstPageResults: ApprovalRequest[];
  ids: string[];
  /** Pending requests this user may act on (the menu badge). */
  totalPendingRequestIds: number;
}

/** approvals.firstPage: first page (10) of a list plus every id, newest first. */
export function getApprovalsFirstPage(
  filter: ApprovalFilter,
  pageSize = 10,
): Promise<ApprovalFirstPage> {
  return call(firstApprovalPage, {
    query: { pageSize, sortKeys: 'createdAt', sortOrders: 'desc', filter },
  });
}

export async function getApprovalsByIds(ids: string[]): Promise<ApprovalRequest[]> {
  return (await call(approvalsByIds, { body: { ids } })).results;
}

/** Submits a held transfer for approval, or edits the remarks of one's own pending request (docs/decisions/approvals.md). */
export async function saveApprovalRemarks(referenceId: string, remarks: string): Promise<void> {
  await call(remarksContract, { params: { referenceId }, body: { remarks } });
}

/** An approver's decision. Approving moves money, so it is a money call (online only, idempotent). */
export function actOnApproval(
  referenceId: string,
  action: ApprovalActionRequest,
  intent: MoneyIntent,
): Promise<ApprovalActionResult> {
  return call(decideApproval, { params: { referenceId }, body: action, money: intent });
}

export async function cancelApproval(referenceId: string): Promise<void> {
  await call(cancelContract, { params: { referenceId } });
}

/**
 * approvals.policies: the company's approval policies, lists read from their comma-joined wire
 * form. Empty while approvals are off for this user (nothing is held then).
 */
export async function getApprovalPolicies(): Promise<ApprovalPolicy[]> {
  return (await call(policiesContract)).policies.map(approvalPolicyFromWire);
}

/** A policy as the form sends it: roles, the threshold in micro-units (spec-3 §9: x 1,000,000). */
export type ApprovalPolicyDraft = Pick<
  ApprovalPolicy,
  | 'policyName'
  | 'amountGreaterThan'
  | 'currency'
  | 'approvers'
  | 'targetedMembers'
  | 'secondStepApprovers'
>;

/** The wire body: lists comma-joined (approvalPolicyToWire), the second step '' when there is none. */
function policyBody(draft: ApprovalPolicyDraft) {
  const wire = approvalPolicyToWire({ ...draft, id: '' });
  return {
    policyName: wire.policyName,
    amountGreaterThan: wire.amountGreaterThan,
    currency: wire.currency,
    approvers: wire.approvers,
    targetedMembers: wire.targetedMembers,
    secondStepApprovers: wire.secondStepApprovers ?? '',
  };
}

/** approvals.createPolicy: adds a policy (admin and sub-admin). */
export async function createPolicy(draft: ApprovalPolicyDraft): Promise<ApprovalPolicy> {
  return approvalPolicyFromWire(
    (await call(createApprovalPolicy, { body: policyBody(draft) })).policy,
  );
}

/** approvals.updatePolicy: saves an edited policy; the bank keeps admin where it was. */
export async function updatePolicy(
  id: string,
  draft: ApprovalPolicyDraft,
): Promise<ApprovalPolicy> {
  return approvalPolicyFromWire(
    (await call(updateApprovalPolicy, { params: { id }, body: policyBody(draft) })).policy,
  );
}

/** approvals.deletePolicy. */
export async function deletePolicy(id: string): Promise<void> {
  await call(deleteApprovalPolicy, { params: { id } });
}

/** What the bank will do with a payout if it is sent now (approvals.payoutCheck). */
export interface PayoutApprovalCheck {
  held: boolean;
  /** Who may approve it (names), when held. */
  approvers: string[];
}

/**
 * approvals.payoutCheck, the bank's extension (docs/decisions/approvals.md 'Payout approval
 * known before the code'): whether this payout will wait for an approver, and who, by the bank's own rule.
 */
export function checkPayoutApproval(
  via: PayoutCall,
  request: PaymentRequest,
): Promise<PayoutApprovalCheck> {
  return call(payoutCheckContract, { query: { call: via }, body: request });
}
