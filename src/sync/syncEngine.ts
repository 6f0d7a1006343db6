import { isApiError } from '../api/ApiError';
import type { BankDatabase } from '../db/database';
import { lastSyncedAt, markSynced } from '../db/meta';
import { refreshOverall, syncStatus } from './syncStatus';
import type { SyncTask } from './syncTask';

/**
 * Keeps the cache fresh: after login, on reconnect, on focus (at most every 30 s) and on an
 * interval. Runs are serialised per store (a request while a store runs queues one follow-up),
 * never throw to the caller, skip while offline and resume on the online event.
 */
export const FOCUS_THROTTLE_MS = 30_000;

interface Engine {
  db: BankDatabase;
  tasks: SyncTask[];
  running: Map<string, Promise<void>>;
  queued: Map<string, Promise<void>>;
  lastFocusRun: number;
  teardown: () => void;
}

let engine: Engine | null = null;

function setOnline(online: boolean): void {
  syncStatus.online = online;
  if (!online) syncStatus.phase = 'offline';
  else if (syncStatus.phase === 'offline') syncStatus.phase = 'idle';
}

function updatePhase(): void {
  if (!syncStatus.online) return;
  const busy = engine !== null && engine.running.size > 0;
  const failed = Object.values(syncStatus.stores).some((s) => s.error !== null);
  syncStatus.phase = busy ? 'syncing' : failed ? 'error' : 'idle';
}

async function runTask(e: Engine, task: SyncTask): Promise<void> {
  const status = (syncStatus.stores[task.store] ??= { lastSyncedAt: null, error: null });
  try {
    await task.run(e.db, (done, total) => (status.progress = { done, total }));
    const at = Date.now();
    await markSynced(e.db, task.store, at);
    Object.assign(status, { lastSyncedAt: at, error: null, progress: undefined });
    refreshOverall();
    if (!syncStatus.online) setOnline(true);
  } catch (error) {
    if (isApiError(error) && error.kind === 'network') setOnline(false);
    status.error = error instanceof Error ? error.message : String(error);
  }
}

function schedule(e: Engine, task: SyncTask): Promise<void> {
  const running = e.running.get(task.store);
  if (running) {
    // One follow-up run at most, however often it is asked for meanwhile.
    const queued = e.queued.get(task.store) ?? running.then(() => schedule(e, task));
    e.queued.set(task.store, queued);
    return queued;
  }
  e.queued.delete(task.store);
  const run = runTask(e, task).finally(() => {
    e.running.delete(task.store);
    updatePhase();
  });
  e.running.set(task.store, run);
  updatePhase();
  return run;
}

/** Runs the given stores (all when omitted) now; resolves when they are done. */
export async function syncNow(stores?: string[]): Promise<void> {
  const e = engine;
  if (!e) return;
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    setOnline(false);
    return;
  }
  const tasks = e.tasks.filter((t) => !stores || stores.includes(t.store));
  await Promise.all(tasks.map((t) => schedule(e, t)));
}

async function seedStatus(e: Engine): Promise<void> {
  for (const task of e.tasks) {
    const at = await lastSyncedAt(e.db, task.store);
    syncStatus.stores[task.store] = { lastSyncedAt: at, error: null };
  }
  refreshOverall();
}

export function startSync({ db, tasks, intervalMs = 5 * 60_000 }: { db: BankDatabase; tasks: SyncTask[]; intervalMs?: number }): Promise<void> {
  stopSync();
  const onOnline = () => {
    setOnline(true);
    void syncNow();
  };
  const onOffline = () => setOnline(false);
  const onFocus = () => {
    if (!engine || Date.now() - engine.lastFocusRun < FOCUS_THROTTLE_MS) return;
    engine.lastFocusRun = Date.now();
    void syncNow();
  };
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  window.addEventListener('focus', onFocus);
  const timer = setInterval(() => void syncNow(), intervalMs);
  const e: Engine = {
    db,
    tasks,
    running: new Map(),
    queued: new Map(),
    lastFocusRun: Date.now(),
    teardown: () => {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('focus', onFocus);
      clearInterval(timer);
    },
  };
  engine = e;
  setOnline(navigator.onLine);
  return seedStatus(e).then(() => syncNow());
}

export function stopSync(): void {
  engine?.teardown();
  engine = null;
  Object.assign(syncStatus, { phase: 'idle', lastSyncedAt: null, stores: {} });
}
