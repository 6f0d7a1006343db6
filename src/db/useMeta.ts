import { lastSyncedAt, readMeta } from './meta';
import { useCacheQuery } from './useCacheQuery';

/** A meta value of the signed-in user's cache; re-renders when sync writes it or the user changes. */
export function useMeta<T>(key: string): T | undefined {
  return useCacheQuery((db) => readMeta<T>(db, key), [key]);
}

/** When a store last synced on this device: null before its first sync, undefined while read. */
export function useLastSynced(store: string): number | null | undefined {
  return useCacheQuery((db) => lastSyncedAt(db, store), [store]);
}
