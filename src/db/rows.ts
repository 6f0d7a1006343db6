/**
 * Rows of the read cache. The money stores get their full record types with the accounts and
 * transactions slice; for now each has its key, the indexed fields and the record as the bank
 * sent it.
 */
export interface AccountRow {
  accountNumber: string;
  currency: string;
  accountOrder: number;
}

export interface TransactionRow {
  id: string;
  accountNumber: string;
  date: string;
  type: string;
  status: string;
  amount: number;
}

export interface RecipientRow {
  id: string;
}

export type ApprovalList = 'pending' | 'mine' | 'completed';

export interface ApprovalRow {
  referenceId: string;
  list: ApprovalList;
  createdAt: string;
}

export interface MetaRow {
  key: string;
  value: unknown;
  updatedAt: number;
}
