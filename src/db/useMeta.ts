import { useLiveQuery } from 'dexie-react-hooks';
import { useSyncExternalStore } from 'react';
import { readMeta } from './meta';
import { currentDatabase, subscribeDatabase } from './userDatabase';

/** A meta value of the signed-in user's cache; re-renders when sync writes it or the user changes. */
export function useMeta<T>(key: string): T | undefined {
  const db = useSyncExternalStore(subscribeDatabase, currentDatabase, currentDatabase);
  return useLiveQuery(async () => (db ? readMeta<T>(db, key) : undefined), [db, key]);
}
