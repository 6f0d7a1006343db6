import { proxy, useSnapshot } from 'valtio';

export interface StoreStatus {
  lastSyncedAt: number | null;
  error: string | null;
  progress?: { done: number; total: number };
}

export interface SyncStatus {
  /** The browser's word, corrected by experience: a call that found no network sets it false. */
  online: boolean;
  phase: 'idle' | 'syncing' | 'error' | 'offline';
  /** The oldest store's last sync: what the offline label promises. */
  lastSyncedAt: number | null;
  stores: Record<string, StoreStatus>;
}

export const syncStatus = proxy<SyncStatus>({
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  phase: 'idle',
  lastSyncedAt: null,
  stores: {},
});

export function useSyncStatus() {
  return useSnapshot(syncStatus);
}

/** The overall lastSyncedAt is the oldest store's: everything shown is at least that fresh. */
export function refreshOverall(): void {
  const times = Object.values(syncStatus.stores)
    .map((s) => s.lastSyncedAt)
    .filter((t): t is number => t !== null);
  syncStatus.lastSyncedAt = times.length > 0 ? Math.min(...times) : null;
}
