import { useLiveQuery } from 'dexie-react-hooks';
import { useSyncExternalStore } from 'react';
import type { BankDatabase } from '../../db/database';
import { currentDatabase, getDatabaseSnapshot, subscribeDatabase } from '../../db/userDatabase';
import type { Account } from '../../shared/domain/accounts';
import type { Transaction, TransactionType } from '../../shared/domain/transactions';

/** How many transactions the dashboard shows. */
export const RECENT_TRANSACTIONS = 5;

interface Tagged<T> {
  db: BankDatabase;
  value: T;
}

/**
 * A live read of the signed-in user's cache: undefined while it opens or is read, re-run when
 * sync writes, and never the previous user's answer after an account switch.
 */
function useCache<T>(read: (db: BankDatabase) => Promise<T>, deps: readonly unknown[]): T | undefined {
  const db = useSyncExternalStore(subscribeDatabase, getDatabaseSnapshot, currentDatabase);
  const tagged = useLiveQuery(async (): Promise<Tagged<T> | undefined> => {
    if (!db) return undefined;
    try {
      return { db, value: await read(db) };
    } catch (error) {
      if (error instanceof Error && error.name === 'DatabaseClosedError') return undefined;
      throw error;
    }
  }, [db, ...deps]);
  return tagged && tagged.db === db ? tagged.value : undefined;
}

/** Every cached account in accountOrder (the panel shows the first two and counts them all). */
export function useDashboardAccounts(): Account[] | undefined {
  return useCache(async (db) => {
    const rows = await db.accounts.orderBy('accountOrder').toArray();
    return rows.map((r) => r.data).toSorted((a, b) => a.accountOrder - b.accountOrder || a.accountNumber.localeCompare(b.accountNumber));
  }, []);
}

/** The newest transactions, optionally only of some types (the general role sees card types). */
export function useRecentTransactions(types: readonly TransactionType[] | null): Transaction[] | undefined {
  const key = types ? types.join(',') : '*';
  return useCache(async (db) => {
    // Dexie's Collection.reverse (newest first), not Array's.
    // oxlint-disable-next-line unicorn/no-array-reverse
    let newest = db.transactions.orderBy('date').reverse();
    if (types) newest = newest.filter((row) => (types as readonly string[]).includes(row.type));
    const rows = await newest.limit(RECENT_TRANSACTIONS).toArray();
    return rows.map((r) => r.data);
  }, [key]);
}
