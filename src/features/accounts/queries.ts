import { useLiveQuery } from 'dexie-react-hooks';
import { useSyncExternalStore } from 'react';
import type { BankDatabase } from '../../db/database';
import { currentDatabase, getDatabaseSnapshot, subscribeDatabase } from '../../db/userDatabase';
import type { Account } from '../../shared/domain/accounts';

interface Tagged<T> {
  db: BankDatabase;
  value: T;
}

/** The bank's account order, then the account number so equal orders stay stable. */
export function byAccountOrder(a: Account, b: Account): number {
  return a.accountOrder - b.accountOrder || a.accountNumber.localeCompare(b.accountNumber);
}

/**
 * The signed-in user's accounts from the cache, in accountOrder; undefined while the cache
 * opens or is read. The page never asks the bank itself, so it reads the same offline.
 */
export function useAccounts(): Account[] | undefined {
  const db = useSyncExternalStore(subscribeDatabase, getDatabaseSnapshot, currentDatabase);
  const tagged = useLiveQuery(async (): Promise<Tagged<Account[]> | undefined> => {
    if (!db) return undefined;
    try {
      const rows = await db.accounts.orderBy('accountOrder').toArray();
      return { db, value: rows.map((r) => r.data).toSorted(byAccountOrder) };
    } catch (error) {
      // Logout closes the database under a running query: nothing to show, no error.
      if (error instanceof Error && error.name === 'DatabaseClosedError') return undefined;
      throw error;
    }
  }, [db]);
  // The last result may be the previous user's until the new query answers (account switch).
  return tagged && tagged.db === db ? tagged.value : undefined;
}
