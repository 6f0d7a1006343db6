import { proxy, useSnapshot } from 'valtio';

export interface StoreStatus {
  lastSyncedAt: number | null;
  error: string | null;
  progress?: { done: number; total: number };
}

export type SyncPhase = 'idle' | 'syncing' | 'error' | 'offline';

export interface SyncStatus {
  /** The browser's word, corrected by experience: a call that found no network sets it false. */
  online: boolean;
  phase: SyncPhase;
  /** The oldest store's last sync: what the offline label promises. */
  lastSyncedAt: number | null;
  stores: Record<string, StoreStatus>;
}

const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

export const syncStatus = proxy<SyncStatus>({
  online: browserOnline(),
  phase: browserOnline() ? 'idle' : 'offline',
  lastSyncedAt: null,
  stores: {},
});

export function useSyncStatus() {
  return useSnapshot(syncStatus);
}

/** Keeps `phase` and `online` in step: the UI reads either to show the offline label. */
export function setOnline(online: boolean): void {
  syncStatus.online = online;
  if (!online) syncStatus.phase = 'offline';
  else if (syncStatus.phase === 'offline') syncStatus.phase = 'idle';
}

/** The status of one store, created on first use. */
export function storeStatus(store: string): StoreStatus {
  const existing = syncStatus.stores[store];
  if (existing) return existing;
  syncStatus.stores[store] = { lastSyncedAt: null, error: null };
  // Read back: valtio wraps the assigned object in a new proxy, and only that one notifies.
  return syncStatus.stores[store] ?? { lastSyncedAt: null, error: null };
}

/** The overall lastSyncedAt is the oldest store's: everything shown is at least that fresh. */
export function refreshOverall(): void {
  const times = Object.values(syncStatus.stores)
    .map((s) => s.lastSyncedAt)
    .filter((t): t is number => t !== null);
  syncStatus.lastSyncedAt = times.length > 0 ? Math.min(...times) : null;
}

// Followed from the start, not only while signed in, so the status is right whenever it is read.
if (typeof window !== 'undefined') {
  window.addEventListener('online', () => setOnline(true));
  window.addEventListener('offline', () => setOnline(false));
}
