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
    batch: _batch,
    deciderIds: _deciders,
    ...wire
  } = request;
  return wire;
}

/** The index of the layer whose decision is awaited: 0 for a one-step request. */
export const currentStepOf = (request: Pick<MockApproval, 'currentStep'>): number =>
  request.currentStep ?? 0;

/** Did this user accept an earlier step of the request? */
export const hasDecided = (request: MockApproval, userReferenceID: string): boolean =>
  (request.deciderIds ?? []).includes(userReferenceID);

/** Is the user's role among the approver roles of any layer (a step they could ever decide)? */
const inAnyLayer = (request: MockApproval, user: Pick<MockUser, 'role'>): boolean =>
  request.approvalLayers.some((layer) => layer.approverRole.includes(WIRE_ROLE[user.role]));

/**
 * May this user decide the request now? Their role must be among the current step's approver
 * roles (docs/decisions/approvals.md 'Two-step policies': steps in order), an approver never
 * decides their own request (docs/decisions/roles.md 'Roles'), and nobody decides twice.
 */
export function mayDecide(
  request: MockApproval,
  user: Pick<MockUser, 'userReferenceID' | 'role'>,
): boolean {
  if (request.requesterId === user.userReferenceID) return false;
  if (hasDecided(request, user.userReferenceID)) return false;
  const layer = request.approvalLayers[currentStepOf(request)];
  return layer?.approverRole.includes(WIRE_ROLE[user.role]) ?? false;
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
      return (
        DECIDED.has(request.status) &&
        (own || (request.requesterId !== user.userReferenceID && inAnyLayer(request, user)))
      );
  }
}

export function visibleToUser(
  request: MockApproval,
  user: Pick<MockUser, 'userReferenceID' | 'role'>,
): boolean {
  return (
    // An approver of an earlier step still reads the request they moved on.
    hasDecided(request, user.userReferenceID) ||
    inList(request, user, 'pending') ||
    inList(request, user, 'my-requests') ||
    inList(request, user, 'completed')
  );
}
