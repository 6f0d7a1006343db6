import type { ApprovalFilter, ApprovalRequest } from '../../shared/domain/approvals';
import type { MockApproval, MockUser } from '../types';
import { WIRE_ROLE } from './approvalPolicy';

/** The wire record: what the bank keeps for execution stays inside the bank. */
export function toWire(request: MockApproval): ApprovalRequest {
  const {
    fixedSide: _fixed,
    customerMessage: _message,
    purposeOfPayment: _purpose,
    payout: _payout,
    ...wire
  } = request;
  return wire;
}

/**
 * May this user decide the request? Their role must be among the layer's approver roles, and an
 * approver never decides their own request (docs/decisions/roles.md 'Roles').
 */
export function mayDecide(
  request: MockApproval,
  user: Pick<MockUser, 'userReferenceID' | 'role'>,
): boolean {
  if (request.requesterId === user.userReferenceID) return false;
  return request.approvalLayers.some((layer) => layer.approverRole.includes(WIRE_ROLE[user.role]));
}

const DECIDED = new Set(['Accepted', 'Rejected', 'Cancelled']);

/**
 * The three lists of the approvals page: pending (waiting for this user's decision), my-requests
 * (everything this user submitted) and completed (decided or cancelled requests this user raised
 * or could have decided). A request still in PendingCheck was never submitted: no list shows it.
 */
export function inList(
  request: MockApproval,
  user: Pick<MockUser, 'userReferenceID' | 'role'>,
  filter: ApprovalFilter,
): boolean {
  const own = request.requesterId === user.userReferenceID;
  switch (filter) {
    case 'pending':
      return request.status === 'PendingApproval' && mayDecide(request, user);
    case 'my-requests':
      return own && request.status !== 'PendingCheck';
    case 'completed':
      return DECIDED.has(request.status) && (own || mayDecide(request, user));
  }
}

export function visibleToUser(
  request: MockApproval,
  user: Pick<MockUser, 'userReferenceID' | 'role'>,
): boolean {
  return (
    inList(request, user, 'pending') ||
    inList(request, user, 'my-requests') ||
    inList(request, user, 'completed')
  );
}
