import { useCacheQuery } from '../../db/useCacheQuery';
import type { Transaction, TransactionType } from '../../shared/domain/transactions';

/** How many transactions the dashboard shows. */
export const RECENT_TRANSACTIONS = 5;

/** The newest transactions, optionally only of some types (the general role sees card types). */
export function useRecentTransactions(
  types: readonly TransactionType[] | null,
): Transaction[] | undefined {
  const key = types ? types.join(',') : '*';
  return useCacheQuery(
    async (db) => {
      // Dexie's Collection.reverse (newest first), not Array's.
      // oxlint-disable-next-line unicorn/no-array-reverse
      let newest = db.transactions.orderBy('date').reverse();
      if (types) newest = newest.filter((row) => (types as readonly string[]).includes(row.type));
      const rows = await newest.limit(RECENT_TRANSACTIONS).toArray();
      return rows.map((r) => r.data);
    },
    [key],
  );
}
