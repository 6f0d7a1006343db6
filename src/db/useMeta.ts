import { readMeta } from './meta';
import { useCacheQuery } from './useCacheQuery';

/** A meta value of the signed-in user's cache; re-renders when sync writes it or the user changes. */
export function useMeta<T>(key: string): T | undefined {
  return useCacheQuery((db) => readMeta<T>(db, key), [key]);
}
