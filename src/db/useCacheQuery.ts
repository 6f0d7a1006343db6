import Dexie from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { useSyncExternalStore } from 'react';
import type { BankDatabase } from './database';
import { currentDatabase, getDatabaseSnapshot, subscribeDatabase } from './userDatabase';

interface Tagged<T> {
  db: BankDatabase;
  value: T;
}

/** The signed-in user's cache, or null while none is open; re-renders on login, logout and switch. */
export function useCurrentDatabase(): BankDatabase | null {
  return useSyncExternalStore(subscribeDatabase, getDatabaseSnapshot, currentDatabase);
}

/**
 * A live read of the signed-in user's cache: undefined while it opens or is read, re-run when
 * sync writes what it reads. Every page reading the cache goes through this one hook, so none
 * can show the previous user's answer or fail on a database that logout closed.
 */
export function useCacheQuery<T>(
  read: (db: BankDatabase) => Promise<T>,
  deps: readonly unknown[],
): T | undefined {
  const db = useCurrentDatabase();
  const tagged = useLiveQuery(async (): Promise<Tagged<T> | undefined> => {
    if (!db) return undefined;
    try {
      return { db, value: await read(db) };
    } catch (error) {
      // Logout closes the database while a query may still be running: that is no error to show.
      if (error instanceof Dexie.DatabaseClosedError) return undefined;
      throw error;
    }
  }, [db, ...deps]);
  // useLiveQuery keeps its last result until the new query answers; after an account switch
  // that result is the previous user's, which must never be shown.
  return tagged && tagged.db === db ? tagged.value : undefined;
}
