import type { CurrencyCode } from '../currencies';
import type { Micros } from '../money';
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

export type ApprovalAction = 'Accepted' | 'Rejected';

/**
 * One request for approval: the transfer it holds back and where it stands. Amounts are
 * micro-units. For an exchange the receiving amount is fixed at approval time (spec: the
 * approval exchange rate is the rate at approval time).
 */
export interface ApprovalRequest {
  referenceId: string;
  kind: 'exchange' | 'internalTransfer' | 'payout';
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
  /** Estimated until approved (null when it depends on the rate at approval time). */
  targetAmount: Micros | null;
  fee: Micros;
  approvers: string;
  approvalLayers: { approverRole: string[]; approverUser: { userName: string }[] }[];
}

/** PUT /v1/boom/approval/request/{referenceId}/action */
export interface ApprovalActionRequest {
  actionStatus: ApprovalAction;
  remarks: string;
  fxReferenceId?: string;
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
