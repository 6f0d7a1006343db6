import { readNewestTransactions } from '../../db/transactionReads';
import { useCacheQuery } from '../../db/useCacheQuery';
import type { Transaction, TransactionType } from '../../shared/domain/transactions';

// The onboarding checklist, read online when the page opens (pages reach the bank through their
// feature's queries and actions, CONTRIBUTING 'Add an area').
export { getChecklist } from '../../api/settings';

/** How many transactions the dashboard shows. */
export const RECENT_TRANSACTIONS = 5;

/** The newest transactions, optionally only of some types (the general role sees card types). */
export function useRecentTransactions(
  types: readonly TransactionType[] | null,
): Transaction[] | undefined {
  const key = types ? types.join(',') : '*';
  return useCacheQuery((db) => readNewestTransactions(db, types, RECENT_TRANSACTIONS), [key]);
}
