import { submitTransfer, transferSchemaFor } from '../../shared/contracts/transfers';
import { mayTransfer, type TransferResult } from '../../shared/domain/transfers';
import type { Micros } from '../../shared/money';
import type { Bank } from '../bank';
import { bodyReadLater, readBody, route, type ContractRoute } from '../contractRoutes';
import {
  approverNames,
  eligibleApprovers,
  layersOf,
  peopleOf,
  policyHolding,
} from '../rules/approvalPolicy';
import type { Touched } from '../rules/ledger';
import { consumeVerifiedCode } from '../rules/oneTimeCodes';
import {
  bindingText,
  priceTransfer,
  transferInput,
  type Priced,
  type TransferInput,
} from '../rules/transfers';
import { BankError, type MockApproval, type MockUser } from '../types';
import { PAYOUT_PURPOSE } from './payoutCodes';

/** Payment roles; the accountant (approver-type role) only while the approvals toggle is on (docs/decisions.md). */
export function assertMayTransfer(bank: Bank, user: MockUser): void {
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
>;

/**
 * The approval policy's hold, for a transfer and a payout alike: with the approvals toggle on and
 * a policy covering the amount sent, the request is saved PendingCheck with its approvers and
 * layers, and nothing moves. Null when nothing holds it; 400 INSUFFICIENT_APPROVERS when nobody
 * but the requester could approve (`what` names the movement in that text).
 */
export function holdForApproval(
  bank: Bank,
  user: MockUser,
  held: HeldRequest,
  what: 'transfer' | 'payout',
): MockApproval | null {
  if (!bank.isOn('approvals', user)) return null;
  const policy = policyHolding(
    bank.scenario.approvalPolicies,
    user.role,
    held.sourceAmount,
    held.sourceCurrency,
  );
  if (!policy) return null;
  const approvers = eligibleApprovers(policy, user.userReferenceID, peopleOf(bank.scenario));
  if (approvers.length === 0)
    throw new BankError(
      400,
      'INSUFFICIENT_APPROVERS',
      `Nobody but you could approve this ${what}: ask an admin to add approvers.`,
    );
  const now = new Date(Date.now()).toISOString();
  const request: MockApproval = {
    referenceId: `APR-${300_001 + bank.ledger.approvals().length}`,
    status: 'PendingCheck',
    requesterId: user.userReferenceID,
    requesterName: user.profile.name,
    createdAt: now,
    updatedAt: now,
    remarks: '',
    ...held,
    approvers: approverNames(approvers),
    approvalLayers: layersOf(policy, approvers),
  };
  bank.ledger.saveApproval(request);
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

/** The transfer waits for an approver: nothing moves; the request waits for its requester to submit it. */
function hold(
  bank: Bank,
  user: MockUser,
  input: TransferInput,
  priced: Priced,
): TransferResult | null {
  const fixedSide = input.calcSourceAmtFromDestinationAmt ? 'target' : 'source';
  const request = holdForApproval(
    bank,
    user,
    {
      kind: priced.kind,
      senderAccount: priced.from.accountNumber,
      senderAccountName: priced.from.accountName,
      sourceCurrency: priced.from.currency,
      sourceAmount: priced.source,
      receiverAccount: priced.to.accountNumber,
      receiverName: priced.to.accountName,
      targetCurrency: priced.to.currency,
      // An exchange's receiving amount is fixed only when it was typed; else the approval-time rate decides.
      targetAmount:
        priced.kind === 'internalTransfer' || fixedSide === 'target' ? priced.target : null,
      fee: 0,
      fixedSide,
      ...(input.customerMessage ? { customerMessage: input.customerMessage } : {}),
      ...(input.purposeOfPayment ? { purposeOfPayment: input.purposeOfPayment } : {}),
    },
    'transfer',
  );
  return request && pendingResult(request, priced.target);
}

/**
 * POST /v1/boom/transfers (docs/decisions.md; contract: src/shared/contracts/transfers.ts): an exchange
 * (two currencies and a quote) or an internal transfer (same currency). Checks in order: role,
 * idempotency key, the request (its contract, then the 1:1 rate), accounts, quote, amounts and
 * limits, funds, the verified code (transfer2fa), then the approval policy; only then does money move.
 */
export function transferHandlers(bank: Bank): ContractRoute[] {
  return [
    route(bodyReadLater(submitTransfer), ({ req }): TransferResult => {
      const { user } = bank.authorize(req);
      assertMayTransfer(bank, user);
      return bank.idempotent(req, user, () => {
        // The body's fields say which shape it is; that shape's schema refuses a mix of both.
        const input = transferInput(readBody(transferSchemaFor(req.body), req.body));
        const priced = priceTransfer(bank.ledger, input, user.email);
        bank.ledger.assertFunds(priced.from.accountNumber, priced.source);
        if (bank.isOn('transfer2fa', user)) {
          const binding = bindingText({
            purpose: 'transfer',
            subject: priced.from.accountNumber,
            payee: priced.to.accountNumber,
            amount: priced.source,
            currency: priced.from.currency,
          });
          consumeVerifiedCode(user.email, input.codeReference ?? '', PAYOUT_PURPOSE, binding);
        }
        const held = hold(bank, user, input, priced);
        if (held) return held;
        const touched = bank.ledger.book({
          type: priced.kind === 'exchange' ? 'Exchange' : 'Transfer',
          from: priced.from.accountNumber,
          to: priced.to.accountNumber,
          source: priced.source,
          target: priced.target,
          rate: priced.rate,
          customerMessage: input.customerMessage,
          purposeOfPayment: input.purposeOfPayment,
        });
        return executedResult(touched, priced.source, priced.target);
      });
    }),
  ];
}
