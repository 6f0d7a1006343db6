import type { Account } from '../shared/domain/accounts';
import type { ApprovalRequest } from '../shared/domain/approvals';
import type { Recipient } from '../shared/domain/recipient';
import { listStatusOf, type Transaction } from '../shared/domain/transactions';
import type { AccountRow, ApprovalList, ApprovalRow, RecipientRow, TransactionRow } from './rows';

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
