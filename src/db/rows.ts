/**
 * Rows of the read cache. The money stores get their real record types with the accounts and
 * transactions slice; until then each row has its key, the fields its indexes need (Dexie can
 * only index top-level fields it can see) and the record as the bank sent it in `data`, typed
 * by the caller, so nothing here guesses at the bank's shapes.
 */
export interface AccountRow<Data = unknown> {
  accountNumber: string;
  currency: string;
  accountOrder: number;
  data: Data;
}

export interface TransactionRow<Data = unknown> {
  id: string;
  accountNumber: string;
  /** ISO date (yyyy-mm-dd...), so index order is date order. */
  date: string;
  type: string;
  status: string;
  /** Integer micro-units (value x 1,000,000), as everywhere in the app (DESIGN 3). */
  amount: number;
  data: Data;
}

export interface RecipientRow<Data = unknown> {
  id: string;
  data: Data;
}

export type ApprovalList = 'pending' | 'mine' | 'completed';

export interface ApprovalRow<Data = unknown> {
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
