import type { Account } from '../../shared/domain/accounts';
import { signedAmount, type Transaction } from '../../shared/domain/transactions';
import type { Micros } from '../../shared/money';
import type { AccountBook } from '../stores/accounts';
import type { TransactionBook } from '../stores/transactions';
import type { Scenario } from '../types';

/** What one executed exchange or internal transfer moves. Amounts are micro-units. */
export interface Booking {
  type: 'Exchange' | 'Transfer';
  from: string;
  to: string;
  source: Micros;
  target: Micros;
  /** 1 source = rate / 1e6 target. */
  rate: number;
  customerMessage?: string;
  purposeOfPayment?: string;
}

export interface Touched {
  accounts: Account[];
  transactions: Transaction[];
}

/** The books money moves between (the Bank has them). */
export interface Books {
  readonly scenario: Scenario;
  readonly accounts: AccountBook;
  readonly transactions: TransactionBook;
}

/** Ids of records the mock books (the generated ones start TXN / TXL). */
export const newTransactionId = () =>
  `TXM${Date.now().toString(36).toUpperCase()}${crypto.randomUUID().slice(0, 6).toUpperCase()}`;

/**
 * Books new records (a payout's debit, a return's refund) and moves each one's account by its
 * signed amount: balances only move here and in book(), by exactly the booked amounts. A debit
 * that the balance cannot cover is the caller's to refuse first.
 */
export function record(books: Books, transactions: readonly Transaction[]): Touched {
  const accounts = books.accounts.move(
    transactions.map((t) => [t.vaAccountNumber, signedAmount(t)] as const),
  );
  books.transactions.add(transactions);
  return { accounts, transactions: [...transactions] };
}

/**
 * Moves money: debits `source` from one account and credits `target` to the other, as two
 * SUCCESSFUL records sharing a groupId. 400 INSUFFICIENT_FUNDS_IN_VA when the balance is short.
 */
export function book(books: Books, b: Booking): Touched {
  const from = books.accounts.require(b.from);
  const to = books.accounts.require(b.to);
  books.accounts.assertFunds(from.accountNumber, b.source);
  const now = new Date(Date.now()).toISOString();
  const groupId = `GRP-${crypto.randomUUID()}`;
  const company = books.scenario.company.name;
  const shared = {
    type: b.type,
    category: '',
    status: 'SUCCESSFUL' as const,
    sourceCcy: from.currency,
    sourceAmt: b.source,
    destinationCcy: to.currency,
    destinationAmt: b.target,
    createdAt: now,
    bookingTimestamp: now,
    debtorName: from.accountName,
    creditorName: to.accountName,
    debtorAccountNumber: from.accountNumber,
    creditorAccountNumber: to.accountNumber,
    exchangeRate: [{ sourceCcy: from.currency, destinationCcy: to.currency, exchangeRate: b.rate }],
    fees: 0,
    totalAttachments: 0,
    groupId,
    description:
      b.type === 'Exchange'
        ? `Exchange ${from.currency} to ${to.currency}`
        : `Transfer to ${to.accountName}`,
    ...(b.customerMessage ? { customerMessage: b.customerMessage } : {}),
    ...(b.purposeOfPayment ? { purposeOfPayment: b.purposeOfPayment } : {}),
  };
  const debit: Transaction = {
    ...shared,
    displayReferenceId: newTransactionId(),
    amount: b.source,
    currency: from.currency,
    creditOrDebit: 'DEBIT',
    vaAccountNumber: from.accountNumber,
    vaAccountName: from.accountName,
  };
  const credit: Transaction = {
    ...shared,
    displayReferenceId: newTransactionId(),
    amount: b.target,
    currency: to.currency,
    creditOrDebit: 'CREDIT',
    vaAccountNumber: to.accountNumber,
    vaAccountName: to.accountName,
  };
  debit.debtorName = company;
  credit.creditorName = company;
  books.accounts.move([
    [from.accountNumber, -b.source],
    [to.accountNumber, b.target],
  ]);
  // The scenario's list stays untouched; new records go in front (they are the newest).
  books.transactions.add([debit, credit], [credit, debit]);
  return {
    accounts: [
      books.accounts.require(from.accountNumber),
      books.accounts.require(to.accountNumber),
    ],
    transactions: [debit, credit],
  };
}

/** What a credit from outside the company says of itself; the rest is the account's. */
export interface OutsideCredit {
  id: string;
  type: Transaction['type'];
  category: string;
  amount: Micros;
  /** Booked at (ISO). */
  at: string;
  /** Who paid: a customer, or 'Rewards'. */
  debtorName: string;
  /** The company's name. */
  creditorName: string;
  description: string;
  bankingReference?: string;
}

/**
 * A successful credit into `account` from outside the company's books (a customer's pay-in, a
 * reward): one record in the account's currency, no fee, no exchange. `record` books it.
 */
export function outsideCredit(account: Account, c: OutsideCredit): Transaction {
  return {
    displayReferenceId: c.id,
    type: c.type,
    category: c.category,
    status: 'SUCCESSFUL',
    amount: c.amount,
    currency: account.currency,
    creditOrDebit: 'CREDIT',
    sourceCcy: account.currency,
    sourceAmt: c.amount,
    destinationCcy: account.currency,
    destinationAmt: c.amount,
    createdAt: c.at,
    bookingTimestamp: c.at,
    debtorName: c.debtorName,
    creditorName: c.creditorName,
    debtorAccountNumber: '',
    creditorAccountNumber: account.accountNumber,
    vaAccountNumber: account.accountNumber,
    vaAccountName: account.accountName,
    exchangeRate: [],
    fees: 0,
    totalAttachments: 0,
    description: c.description,
    ...(c.bankingReference ? { bankingReference: c.bankingReference } : {}),
  };
}
