import type { CurrencyCode } from '../currencies';
import type { Micros } from '../money';
import { APPROVAL_WIRE_ROLES, roleFromWire } from './approvalLayers';
import type { Role } from './roles';
import type { Account } from './accounts';
import type { Transaction } from './transactions';

/** spec-3 §3 Approval request statuses. */
export const APPROVAL_STATUSES = [
  'ApprovalStatus_Unknown',
  'PendingCheck',
  'NotRequired',
  'PendingApproval',
  'Accepted',
  'Rejected',
  'Cancelled',
] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** The filters of GET /v1/boom/approval/request. */
export const APPROVAL_FILTERS = ['pending', 'my-requests', 'completed'] as const;
export type ApprovalFilter = (typeof APPROVAL_FILTERS)[number];

/** spec-3 §9: approval lists load a first page of 10. */
export const APPROVAL_PAGE_SIZE = 10;

/** An approver's decision (actionStatus). */
export const APPROVAL_ACTIONS = ['Accepted', 'Rejected'] as const;
export type ApprovalAction = (typeof APPROVAL_ACTIONS)[number];

/**
 * What a request holds back: an exchange, an internal transfer, a payout, or one sender account's
 * share of a batch (docs/decisions/batch-transfers.md: one request for its total).
 */
export const APPROVAL_KINDS = ['exchange', 'internalTransfer', 'payout', 'batch'] as const;

/** spec-2 §5 / §9: remarks (a request's and an approver's) are at most 500 characters, trimmed. */
export const APPROVAL_REMARKS_MAX = 500;

/**
 * One request for approval: the transfer it holds back and where it stands. Amounts are
 * micro-units. For an exchange the receiving amount is fixed at approval time (spec: the
 * approval exchange rate is the rate at approval time).
 */
export interface ApprovalRequest {
  referenceId: string;
  kind: (typeof APPROVAL_KINDS)[number];
  status: ApprovalStatus;
  requesterId: string;
  requesterName: string;
  createdAt: string;
  updatedAt: string;
  remarks: string;
  /** Approver's remarks when acted upon. */
  actionRemarks?: string;
  actedBy?: string;
  senderAccount: string;
  senderAccountName: string;
  sourceCurrency: CurrencyCode;
  sourceAmount: Micros;
  receiverAccount: string;
  receiverName: string;
  targetCurrency: CurrencyCode;
  /**
   * While pending, an exchange's receiving amount is set only when the requester typed it (the
   * sending amount is then the estimate); null means the sending amount was typed and the
   * receiving one follows the rate at approval time (fixedSideOf). Set once executed.
   */
  targetAmount: Micros | null;
  fee: Micros;
  approvers: string;
  approvalLayers: { approverRole: string[]; approverUser: { userName: string }[] }[];
  /**
   * The bank's extension for two-step policies (docs/decisions/approvals.md 'Two-step
   * policies'): the index of the layer whose decision is awaited (0 when absent), and who
   * accepted the earlier steps.
   */
  currentStep?: number;
  stepDecisions?: StepDecision[];
  /** A batch's request: the batch and how many transfers it pays (receiverName says so too). */
  batchReferenceId?: string;
  transferCount?: number;
}

/** One step's acceptance: the layer index, who accepted (a name) and when. */
export interface StepDecision {
  step: number;
  by: string;
  at: string;
}

/** Which amount of a pending request the requester typed: it stays, the other follows the approval-time rate. */
export function fixedSideOf(
  request: Pick<ApprovalRequest, 'kind' | 'targetAmount'>,
): 'source' | 'target' {
  return request.kind === 'exchange' && request.targetAmount !== null ? 'target' : 'source';
}

/** PUT /v1/boom/approval/request/{referenceId}/action */
export interface ApprovalActionRequest {
  actionStatus: ApprovalAction;
  remarks: string;
  /** The approver's quote an accepted exchange executes at (spec-3 §4: the rate at approval time). */
  fxReferenceId?: string;
  /** The fee the approver was shown; the bank refuses any other (INVALID_PARAMETER). */
  fee?: Micros;
  otpReferenceID?: string;
  totpReferenceID?: string;
}

/** The answer of an approver's decision: the request as it now stands and what the executed transfer changed. */
export interface ApprovalActionResult {
  request: ApprovalRequest;
  touched: { accounts: Account[]; transactions: Transaction[] };
}

/** spec-3 §2 Other screens: the approvals area is open to these roles (and needs the approvals toggle). */
export const APPROVAL_ROLES: readonly Role[] = ['admin', 'sub-admin', 'finance', 'accountant'];

/**
 * spec-3 §3 Approval policy, as GET /v1/boom/approval/policy sends it: role lists comma-joined
 * wire names ('SUB_ADMIN,ACCOUNTANT'), the admin role removed from both on read, and the
 * threshold in micro-units of `currency`.
 */
export interface ApprovalPolicyWire {
  id: string;
  policyName: string;
  amountGreaterThan: Micros;
  currency: CurrencyCode;
  approvers: string;
  targetedMembers: string;
  /**
   * The bank's extension (docs/decisions/approvals.md 'Two-step policies'): the roles of the
   * second step, comma-joined; absent or '' for a one-step policy.
   */
  secondStepApprovers?: string;
  createdBy: string;
  updatedBy: string;
}

/** A policy with its lists read: which roles approve (step 1, and step 2 when set), and whose transfers it holds. */
export interface ApprovalPolicy extends Omit<
  ApprovalPolicyWire,
  'approvers' | 'targetedMembers' | 'secondStepApprovers'
> {
  approvers: Role[];
  targetedMembers: Role[];
  /** Empty for a one-step policy. */
  secondStepApprovers: Role[];
}

const joinRoles = (roles: readonly Role[]) =>
  roles
    .filter((r) => r !== 'admin')
    .map((r) => APPROVAL_WIRE_ROLES[r])
    .join(',');
const splitRoles = (list: string) => list.split(',').flatMap((name) => roleFromWire(name) ?? []);

/** The wire form of a policy (spec-3 §3: lists comma-joined, admin removed on read). */
export function approvalPolicyToWire(
  policy: Omit<ApprovalPolicy, 'createdBy' | 'updatedBy' | 'secondStepApprovers'> & {
    secondStepApprovers?: readonly Role[];
    createdBy?: string;
    updatedBy?: string;
  },
): ApprovalPolicyWire {
  const second = joinRoles(policy.secondStepApprovers ?? []);
  return {
    id: policy.id,
    policyName: policy.policyName,
    amountGreaterThan: policy.amountGreaterThan,
    currency: policy.currency,
    approvers: joinRoles(policy.approvers),
    targetedMembers: joinRoles(policy.targetedMembers),
    // Sent only for a two-step policy: a one-step policy reads as the spec's.
    ...(second ? { secondStepApprovers: second } : {}),
    createdBy: policy.createdBy ?? '',
    updatedBy: policy.updatedBy ?? '',
  };
}

/** A comma-joined list of wire role names, read into roles (unknown names are left out). */
export const rolesFromWire = (list: string | undefined): Role[] => (list ? splitRoles(list) : []);

export function approvalPolicyFromWire(wire: ApprovalPolicyWire): ApprovalPolicy {
  return {
    ...wire,
    approvers: splitRoles(wire.approvers),
    targetedMembers: splitRoles(wire.targetedMembers),
    secondStepApprovers: rolesFromWire(wire.secondStepApprovers),
  };
}

/** The roles of each step of a policy: one step, or two when the second is set. */
export function policySteps(
  policy: Pick<ApprovalPolicy, 'approvers'> & { secondStepApprovers?: readonly Role[] },
): Role[][] {
  const second = policy.secondStepApprovers ?? [];
  return second.length > 0 ? [[...policy.approvers], [...second]] : [[...policy.approvers]];
}

/**
 * The one rule of the bank and the app (spec-3 §3): an SGD policy holds a transfer when it
 * targets the requester's role and the transfer's SGD value is strictly above
 * amountGreaterThan. The admin role is never held: the spec removes admin from the targets a
 * policy shows, so an admin could never be told before confirming (README decision).
 */
export function policyHolds(
  policy: Pick<ApprovalPolicy, 'targetedMembers' | 'currency' | 'amountGreaterThan'>,
  role: Role,
  sgdValue: Micros,
): boolean {
  return (
    role !== 'admin' &&
    policy.currency === 'SGD' &&
    policy.targetedMembers.includes(role) &&
    sgdValue > policy.amountGreaterThan
  );
}

/**
 * The policy the bank applies when several hold (docs/decisions/approvals.md 'Which policy
 * applies'): the one of the highest threshold the amount passes, as amount tiers work; on equal
 * thresholds the first in the list (the oldest). Null when none holds.
 */
export function policyFor<
  P extends Pick<ApprovalPolicy, 'targetedMembers' | 'currency' | 'amountGreaterThan'>,
>(policies: readonly P[], role: Role, sgdValue: Micros): P | null {
  let chosen: P | null = null;
  for (const p of policies)
    if (
      policyHolds(p, role, sgdValue) &&
      (!chosen || p.amountGreaterThan > chosen.amountGreaterThan)
    )
      chosen = p;
  return chosen;
}
