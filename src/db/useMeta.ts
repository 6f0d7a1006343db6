import Dexie from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { useSyncExternalStore } from 'react';
import type { BankDatabase } from './database';
import { readMeta } from './meta';
import { currentDatabase, getDatabaseSnapshot, subscribeDatabase } from './userDatabase';

interface Tagged<T> {
  db: BankDatabase;
  value: T | undefined;
}

/** A meta value of the signed-in user's cache; re-renders when sync writes it or the user changes. */
export function useMeta<T>(key: string): T | undefined {
  const db = useSyncExternalStore(subscribeDatabase, getDatabaseSnapshot, currentDatabase);
  const tagged = useLiveQuery(async (): Promise<Tagged<T> | undefined> => {
    if (!db) return undefined;
    try {
      return { db, value: await readMeta<T>(db, key) };
    } catch (error) {
      // Logout closes the database while a query may still be running: that is no error to show.
      if (error instanceof Dexie.DatabaseClosedError) return undefined;
      throw error;
    }
  }, [db, key]);
  // useLiveQuery keeps its last result until the new query answers; after an account switch
  // that result is the previous user's, which must never be shown.
  return tagged && tagged.db === db ? tagged.value : undefined;
}
