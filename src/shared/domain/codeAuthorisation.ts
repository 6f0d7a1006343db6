import { isCurrencyCode, type CurrencyCode } from '../currencies';
import type { Micros } from '../money';
import { fixedSideOf, type ApprovalAction, type ApprovalRequest } from './approvals';
import type { PaymentRequest } from './payouts';
import type { Recipient } from './recipient';
import type { CodeBinding } from './transfers';
import { cardChangeText, type CardChange, type MerchantRestriction } from './cards';

/**
 * What a money code authorises (PSD2 RTS art. 5, dynamic linking): shown at the top of the code
 * dialog, and turned into the code's binding (codeBindingOf) so that the bank binds the code to
 * exactly what the user was shown. Every field of the binding comes from here.
 */
export interface AuthorisedAccount {
  name: string;
  number: string;
}

/**
 * The other side of a movement, shown beside the amount sent so the user sees both sides of what
 * the code authorises (an exchange's or a payout's amount received). Shown only: the code is
 * bound to the amount sent (codeBindingOf), which fixes the other side at the quote.
 */
export interface ReceivedSide {
  amount: Micros;
  currency: CurrencyCode;
}

/** An exchange or an internal transfer: the sending amount, leaving `from` for `to`. */
export interface TransferAuthorisation {
  kind: 'exchange' | 'internalTransfer';
  amount: Micros;
  currency: CurrencyCode;
  from: AuthorisedAccount;
  to: AuthorisedAccount;
  /** What arrives in `to` (an exchange). */
  received?: ReceivedSide;
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
  /** What the recipient gets. */
  received?: ReceivedSide;
}

/**
 * A card control that weakens it (docs/decisions/cards.md 'Codes for a weaker control'): raising the limit, unlocking,
 * unsuspending or widening the merchants. Bound to the card's id and the change; `amount` is the
 * new limit for a limit (else 0), in the card's currency.
 */
export interface CardControlAuthorisation {
  kind: 'card';
  cardId: string;
  change: CardChange;
  /** The merchant restriction asked for (a merchants change). */
  merchants?: MerchantRestriction;
  amount: Micros;
  currency: CurrencyCode;
  /** Shown: which card. */
  card: { panTail: string; nameOnCard: string };
}

/**
 * One sender account's share of a batch (docs/decisions/batch-transfers.md): the count, the
 * totals per recipient currency (shown) and the total debit (bound), from `from`. The batch's
 * revision is bound too, so an edit or a deletion after the code was sent voids the code.
 */
export interface BatchAuthorisation {
  kind: 'batch';
  batchReferenceId: string;
  revision: number;
  transferCount: number;
  /** totalDebit: the amounts at the summary's prices plus the fees. */
  amount: Micros;
  currency: CurrencyCode;
  from: AuthorisedAccount;
  /** Shown: what arrives, per recipient currency. */
  totals: ReceivedSide[];
}

export type CodeAuthorisation =
  | TransferAuthorisation
  | DecisionAuthorisation
  | PayoutAuthorisation
  | CardControlAuthorisation
  | BatchAuthorisation;

/** The payee of a batch code: the sender account and the batch's revision ("<account>@r<n>"). */
export function batchPayee(senderAccountNumber: string, revision: number): string {
  return `${senderAccountNumber}@r${revision}`;
}

/**
 * The binding of a card control's code: purpose 'card', the card's id, the change and the new
 * limit (codeBindingOf answers it for a card change; the bank builds the same from the request).
 */
export function cardCodeBinding(authorisation: CardControlAuthorisation): CodeBinding {
  return {
    purpose: 'card',
    subject: authorisation.cardId,
    payee: cardChangeText(authorisation.change, authorisation.merchants),
    amount: authorisation.amount,
    currency: authorisation.currency,
  };
}

/** What a payout's code authorises: the request's amount from the sender account to the recipient. */
export function payoutAuthorisation(
  request: Pick<
    PaymentRequest,
    'recipientDisplayReferenceID' | 'senderAccountNo' | 'sourceTxnAmount' | 'sourceCurrency'
  > &
    Partial<Pick<PaymentRequest, 'destinationTxnAmount' | 'destinationCurrency'>>,
  senderAccountName: string,
  recipient: Pick<Recipient, 'recipientAccountName' | 'recipientAccountNo'>,
): PayoutAuthorisation {
  const { destinationTxnAmount: received, destinationCurrency: receivedIn } = request;
  return {
    kind: 'payout',
    amount: request.sourceTxnAmount,
    currency: request.sourceCurrency,
    from: { name: senderAccountName, number: request.senderAccountNo },
    to: { name: recipient.recipientAccountName, number: recipient.recipientAccountNo },
    recipientId: request.recipientDisplayReferenceID,
    ...(received !== undefined && receivedIn && isCurrencyCode(receivedIn)
      ? { received: { amount: received, currency: receivedIn } }
      : {}),
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
    case 'card':
      return cardCodeBinding(authorisation);
    case 'batch':
      return {
        purpose: 'batch',
        subject: authorisation.batchReferenceId,
        payee: batchPayee(authorisation.from.number, authorisation.revision),
        amount,
        currency,
      };
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
