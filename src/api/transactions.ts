import type { Transaction, TransactionFilter } from '../shared/domain/transactions';
import { apiRequest } from './client';

export interface TransactionFirstPage {
  /** Every matching transaction's id, newest first. */
  displayReferenceIds: string[];
  transactions: Transaction[];
}

/** spec-3 §7: the first page of a filtered list plus every matching id. */
export function getTransactionsFirstPage(filter: TransactionFilter, pageSize: number): Promise<TransactionFirstPage> {
  return apiRequest<TransactionFirstPage>('/v1/boom/transactions', { method: 'POST', query: { pageSize }, body: filter });
}

/** The transactions of the given ids (at most MAX_PAGING_IDS), in the order asked for. */
export async function getTransactionsByIds(referenceIds: string[]): Promise<Transaction[]> {
  const answer = await apiRequest<{ transactions: Transaction[] }>('/v1/boom/transactions-paging', { method: 'POST', body: { referenceIds } });
  return answer.transactions;
}
