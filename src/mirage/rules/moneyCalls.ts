import { mayTransfer } from '../../shared/domain/transfers';
import type { Micros } from '../../shared/money';
import { BankError, type MockApproval, type MockUser } from '../types';
import { approverNames, heldSteps, policyHolding } from './approvalPolicy';
import type { BankView } from './bankView';
import type { Touched } from './bookings';

/** The purpose of the code that authorises a payout, a transfer or an approval decision. */
export const PAYOUT_PURPOSE = 'payout';

/** Payment roles; the accountant (approver-type role) only while the approvals toggle is on (docs/decisions/roles.md). */
export function assertMayTransfer(bank: BankView, user: MockUser): void {
  if (!mayTransfer(user.role, bank.isOn('approvals', user)))
    throw new BankError(
      403,
      'NO_PERMISSION_API',
      `Your role (${user.role}) is not allowed to make transfers.`,
    );
}

/** What a held request says of itself; the bank adds who asked, when, and who may approve. */
export type HeldRequest = Omit<
  MockApproval,
  | 'referenceId'
  | 'status'
  | 'requesterId'
  | 'requesterName'
  | 'createdAt'
  | 'updatedAt'
  | 'remarks'
  | 'approvers'
  | 'approvalLayers'
  | 'currentStep'
  | 'stepDecisions'
  | 'deciderIds'
>;

/**
 * The approval policy's hold, for a transfer and a payout alike: with the approvals toggle on and
 * a policy covering the amount sent, the request is saved PendingCheck with its approvers and
 * layers, and nothing moves. Null when nothing holds it; 400 INSUFFICIENT_APPROVERS when nobody
 * but the requester could approve (`what` names the movement in that text). `priorSgd`: what the
 * requester already sent today without an approval (a payout's day, rules/payoutDays.ts), read
 * with this amount against the policy.
 */
export function holdForApproval(
  bank: BankView,
  user: MockUser,
  held: HeldRequest,
  what: 'transfer' | 'payout',
  priorSgd: Micros = 0,
): MockApproval | null {
  if (!bank.isOn('approvals', user)) return null;
  const policy = policyHolding(
    bank.policies.list(),
    user.role,
    held.sourceAmount,
    held.sourceCurrency,
    priorSgd,
  );
  if (!policy) return null;
  const steps = heldSteps(policy, user.userReferenceID, bank.people());
  if (!steps)
    throw new BankError(
      400,
      'INSUFFICIENT_APPROVERS',
      `Nobody but you could approve this ${what}: ask an admin to add approvers.`,
    );
  const now = new Date(Date.now()).toISOString();
  const request: MockApproval = {
    referenceId: `APR-${300_001 + bank.approvals.list().length}`,
    status: 'PendingCheck',
    requesterId: user.userReferenceID,
    requesterName: user.profile.name,
    createdAt: now,
    updatedAt: now,
    remarks: '',
    ...held,
    approvers: approverNames(steps.approvers),
    approvalLayers: steps.layers,
    // One layer a step; the first is awaited (docs/decisions/approvals.md 'Two-step policies').
    ...(steps.layers.length > 1 ? { currentStep: 0, stepDecisions: [] } : {}),
  };
  bank.approvals.save(request);
  return request;
}

/** The answer to a held request: its reference, approvers and layers; nothing touched. */
export function pendingResult(request: MockApproval, targetAmount: Micros) {
  return {
    approvalStatus: 'PendingCheck' as const,
    referenceID: request.referenceId,
    transactionReferenceIds: [],
    sourceAmount: request.sourceAmount,
    targetAmount,
    approvers: request.approvers,
    approvalLayers: request.approvalLayers,
    touched: { accounts: [], transactions: [] },
  };
}

/** The answer to a movement booked at once: its group and transaction references, what it touched. */
export function executedResult(touched: Touched, sourceAmount: Micros, targetAmount: Micros) {
  return {
    approvalStatus: 'NotRequired' as const,
    referenceID: touched.transactions[0]?.groupId ?? '',
    transactionReferenceIds: touched.transactions.map((t) => t.displayReferenceId),
    sourceAmount,
    targetAmount,
    touched,
  };
}
