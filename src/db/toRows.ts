import type { Account } from '../shared/domain/accounts';
import type { Card } from '../shared/domain/cards';
import type { ApprovalRequest } from '../shared/domain/approvals';
import type { Recipient } from '../shared/domain/recipient';
import { listStatusOf, type Transaction } from '../shared/domain/transactions';
import type {
  AccountRow,
  ApprovalList,
  ApprovalRow,
  CardRow,
  RecipientRow,
  TransactionRow,
} from './rows';

/** The bank's records as cache rows: the indexed fields lifted to the top, the record in `data`. */
export function accountRow(account: Account): AccountRow {
  return {
    accountNumber: account.accountNumber,
    currency: account.currency,
    accountOrder: account.accountOrder,
    data: account,
  };
}

export function transactionRow(t: Transaction): TransactionRow {
  return {
    id: t.displayReferenceId,
    accountNumber: t.vaAccountNumber,
    date: t.createdAt,
    type: t.type,
    status: listStatusOf(t.status),
    amount: t.amount,
    data: t,
  };
}

export function approvalRow(request: ApprovalRequest, list: ApprovalList): ApprovalRow {
  return { referenceId: request.referenceId, list, createdAt: request.createdAt, data: request };
}

export function recipientRow(recipient: Recipient): RecipientRow {
  return { id: recipient.displayReferenceId, data: recipient };
}

/**
 * A card as the cache keeps it: the Card type's fields, copied one by one, so that a field the
 * bank's answer may carry beyond them (a number, an expiry, a security code) never reaches
 * IndexedDB (docs/decisions/cards.md 'Cards offline').
 */
export function cardRow(card: Card): CardRow {
  const data: Card = {
    id: card.id,
    type: card.type,
    cardOrder: card.cardOrder,
    status: card.status,
    panTail: card.panTail.slice(-4),
    nameOnCard: card.nameOnCard,
    holder: { userReferenceID: card.holder.userReferenceID, name: card.holder.name },
    linkedAccount: {
      accountNumber: card.linkedAccount.accountNumber,
      accountName: card.linkedAccount.accountName,
      currency: card.linkedAccount.currency,
    },
    spendingLimit: card.spendingLimit,
    spentAmount: card.spentAmount,
    limitPeriod: card.limitPeriod,
    merchants:
      card.merchants.type === 'ALLOW_LISTED'
        ? { type: 'ALLOW_LISTED', categories: [...card.merchants.categories] }
        : { type: 'NO_RESTRICTION' },
    updatedAt: card.updatedAt,
  };
  return { id: card.id, type: card.type, cardOrder: card.cardOrder, data };
}
