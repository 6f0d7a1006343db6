import {
  approvalPolicyFromWire,
  type ApprovalActionRequest,
  type ApprovalActionResult,
  type ApprovalFilter,
  type ApprovalPolicy,
  type ApprovalPolicyWire,
  type ApprovalRequest,
} from '../shared/domain/approvals';
import { apiRequest, type MoneyIntent } from './client';

export interface ApprovalFirstPage {
  firstPageResults: ApprovalRequest[];
  ids: string[];
  /** Pending requests this user may act on (the menu badge). */
  totalPendingRequestIds: number;
}

/** spec-3 §7 Approvals: first page (10) of a list plus every id, newest first. */
export function getApprovalsFirstPage(filter: ApprovalFilter, pageSize = 10): Promise<ApprovalFirstPage> {
  return apiRequest<ApprovalFirstPage>('/v1/boom/approval/request', {
    query: { pageSize, sortKeys: 'createdAt', sortOrders: 'desc', filter },
  });
}

export async function getApprovalsByIds(ids: string[]): Promise<ApprovalRequest[]> {
  const answer = await apiRequest<{ results: ApprovalRequest[] }>('/v1/boom/approval/request/paging', { method: 'POST', body: { ids } });
  return answer.results;
}

/** Submits a held transfer for approval, or edits the remarks of one's own pending request (DECISIONS). */
export function saveApprovalRemarks(referenceId: string, remarks: string): Promise<void> {
  return apiRequest<void>(`/v1/boom/approval/request/${encodeURIComponent(referenceId)}`, { method: 'PUT', body: { remarks } });
}

/** An approver's decision. Approving moves money, so it is a money call (online only, idempotent). */
export function actOnApproval(referenceId: string, action: ApprovalActionRequest, intent: MoneyIntent): Promise<ApprovalActionResult> {
  return apiRequest<ApprovalActionResult>(`/v1/boom/approval/request/${encodeURIComponent(referenceId)}/action`, {
    method: 'PUT',
    body: action,
    money: intent,
  });
}

export function cancelApproval(referenceId: string): Promise<void> {
  return apiRequest<void>(`/v1/boom/approval/request/${encodeURIComponent(referenceId)}/cancel`, { method: 'POST' });
}

/**
 * GET /v1/boom/approval/policy: the company's approval policies, lists read from their
 * comma-joined wire form. Empty while approvals are off for this user (nothing is held then).
 */
export async function getApprovalPolicies(): Promise<ApprovalPolicy[]> {
  const answer = await apiRequest<{ policies: ApprovalPolicyWire[] }>('/v1/boom/approval/policy');
  return answer.policies.map(approvalPolicyFromWire);
}
