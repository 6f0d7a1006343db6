import type { CurrencyCode } from '../currencies';
import type { Micros } from '../money';
import { fixedSideOf, type ApprovalAction, type ApprovalRequest } from './approvals';
import type { PaymentRequest } from './payouts';
import type { Recipient } from './recipient';
import type { CodeBinding } from './transfers';

/**
 * What a money code authorises (PSD2 RTS art. 5, dynamic linking): shown at the top of the code
 * dialog, and turned into the code's binding (codeBindingOf) so that the bank binds the code to
 * exactly what the user was shown. Every field of the binding comes from here.
 */
export interface AuthorisedAccount {
  name: string;
  number: string;
}

/** An exchange or an internal transfer: the sending amount, leaving `from` for `to`. */
export interface TransferAuthorisation {
  kind: 'exchange' | 'internalTransfer';
  amount: Micros;
  currency: CurrencyCode;
  from: AuthorisedAccount;
  to: AuthorisedAccount;
}

/**
 * An approver's decision on one request. The amount is the one the requester typed (fixedSideOf):
 * the other side of an exchange follows the rate at approval time, so it cannot be bound.
 */
export interface DecisionAuthorisation {
  kind: 'decision';
  decision: ApprovalAction;
  referenceId: string;
  amount: Micros;
  currency: CurrencyCode;
  /** Whether `amount` leaves `from` (source) or arrives in `to` (target). */
  side: 'source' | 'target';
  from: AuthorisedAccount;
  to: AuthorisedAccount;
}

/**
 * A payout to a saved recipient (docs/decisions/payouts.md 'Payouts'): the amount leaving `from` (the fee
 * is beside it), to the recipient named in `to`. The code is bound to the recipient's id, which
 * names one recipient for the bank, not to its account number, which two recipients may share.
 */
export interface PayoutAuthorisation {
  kind: 'payout';
  amount: Micros;
  currency: CurrencyCode;
  from: AuthorisedAccount;
  to: AuthorisedAccount;
  recipientId: string;
}

export type CodeAuthorisation = TransferAuthorisation | DecisionAuthorisation | PayoutAuthorisation;

/** What a payout's code authorises: the request's amount from the sender account to the recipient. */
export function payoutAuthorisation(
  request: Pick<
    PaymentRequest,
    'recipientDisplayReferenceID' | 'senderAccountNo' | 'sourceTxnAmount' | 'sourceCurrency'
  >,
  senderAccountName: string,
  recipient: Pick<Recipient, 'recipientAccountName' | 'recipientAccountNo'>,
): PayoutAuthorisation {
  return {
    kind: 'payout',
    amount: request.sourceTxnAmount,
    currency: request.sourceCurrency,
    from: { name: senderAccountName, number: request.senderAccountNo },
    to: { name: recipient.recipientAccountName, number: recipient.recipientAccountNo },
    recipientId: request.recipientDisplayReferenceID,
  };
}

/** The decision on a request, from the request as the approver sees it (and as the bank keeps it). */
export function decisionAuthorisation(
  request: Pick<
    ApprovalRequest,
    | 'referenceId'
    | 'kind'
    | 'sourceAmount'
    | 'sourceCurrency'
    | 'targetAmount'
    | 'targetCurrency'
    | 'senderAccount'
    | 'senderAccountName'
    | 'receiverAccount'
    | 'receiverName'
  >,
  decision: ApprovalAction,
): DecisionAuthorisation {
  // fixedSideOf says 'target' only when targetAmount is set.
  const side = fixedSideOf(request);
  return {
    kind: 'decision',
    decision,
    referenceId: request.referenceId,
    amount: side === 'target' ? (request.targetAmount ?? 0) : request.sourceAmount,
    currency: side === 'target' ? request.targetCurrency : request.sourceCurrency,
    side,
    from: { name: request.senderAccountName, number: request.senderAccount },
    to: { name: request.receiverName, number: request.receiverAccount },
  };
}

/** The binding the bank checks: the fields of what the dialog shows, nothing else. */
export function codeBindingOf(authorisation: CodeAuthorisation): CodeBinding {
  const { amount, currency } = authorisation;
  switch (authorisation.kind) {
    case 'decision':
      return {
        purpose: 'approval',
        subject: authorisation.referenceId,
        payee: authorisation.decision,
        amount,
        currency,
      };
    case 'payout':
      return {
        purpose: 'transfer',
        subject: authorisation.from.number,
        payee: authorisation.recipientId,
        amount,
        currency,
      };
    default:
      return {
        purpose: 'transfer',
        subject: authorisation.from.number,
        payee: authorisation.to.number,
        amount,
        currency,
      };
  }
}
