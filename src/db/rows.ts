import type { Account } from '../shared/domain/accounts';
import type { Card, CardType } from '../shared/domain/cards';
import type { ApprovalRequest } from '../shared/domain/approvals';
import type { Recipient } from '../shared/domain/recipient';
import type { ListStatus, Transaction, TransactionType } from '../shared/domain/transactions';

/**
 * Rows of the read cache: each row has its key, the fields its indexes need and the record as
 * the bank sent it in `data`. Indexes added after version 1 use key paths into `data` (such as
 * data.currency), so an upgrade builds them from the cached rows instead of rewriting each row.
 */
export interface AccountRow<Data = Account> {
  accountNumber: string;
  currency: string;
  accountOrder: number;
  data: Data;
}

export interface TransactionRow<Data = Transaction> {
  id: string;
  accountNumber: string;
  /** ISO date (yyyy-mm-dd...), so index order is date order. */
  date: string;
  type: TransactionType | (string & {});
  /** The list status (Completed, Processing, Cancelled) the filter asks for. */
  status: ListStatus | (string & {});
  /** Magnitude in integer micro-units (value x 1,000,000), as everywhere in the app (docs/architecture.md §3). */
  amount: number;
  data: Data;
}

/** Keyed by displayReferenceId; lists filter in memory (recipientReads.ts), so no other index. */
export interface RecipientRow<Data = Recipient> {
  id: string;
  data: Data;
}

export type ApprovalList = 'pending' | 'mine' | 'completed';

export interface ApprovalRow<Data = ApprovalRequest> {
  referenceId: string;
  list: ApprovalList;
  /** ISO timestamp, so index order is time order. */
  createdAt: string;
  data: Data;
}

export interface MetaRow {
  key: string;
  value: unknown;
  updatedAt: number;
}

/** A card as the Card type has it (cardRow keeps no other field); read in [type+cardOrder] order. */
export interface CardRow<Data = Card> {
  id: string;
  type: CardType | (string & {});
  cardOrder: number;
  data: Data;
}
