import { isApiError } from '../api/ApiError';
import type { BankDatabase } from '../db/database';
import { lastSyncedAt, markSynced } from '../db/meta';
import { refreshOverall, setOnline, storeStatus, syncStatus } from './syncStatus';
import type { SyncTask } from './syncTask';

/**
 * Keeps the cache fresh: after login, on reconnect, on focus (at most every 30 s), on an
 * interval, and soon after a failed run (backing off). Runs are serialised per store (a request while a store runs queues one follow-up),
 * never throw to the caller, skip while offline and resume on the online event.
 */
export const FOCUS_THROTTLE_MS = 30_000;
export const DEFAULT_INTERVAL_MS = 5 * 60_000;
/**
 * A store whose sync failed (a 5xx, a lost answer) is tried again after 15 s, then 30 s, 60 s ...
 * up to the interval: 'Could not update: retrying soon' keeps its word even when no online or
 * focus event comes, without hammering a bank that is struggling.
 */
export const FIRST_RETRY_MS = 15_000;

interface Slot {
  running: Promise<void>;
  /** The one follow-up run that every request made during `running` shares. */
  followUp: Promise<void> | null;
}

interface Engine {
  db: BankDatabase;
  tasks: readonly SyncTask[];
  slots: Map<string, Slot>;
  lastFocusRun: number;
  retry: { timer: ReturnType<typeof setTimeout> | null; delayMs: number };
  intervalMs: number;
  teardown: () => void;
}

let engine: Engine | null = null;

// A run that ends after logout (or a new login) writes nothing: its database and status are gone.
const isCurrent = (e: Engine) => engine === e;

function updatePhase(e: Engine): void {
  if (!isCurrent(e) || !syncStatus.online) return;
  const failed = Object.values(syncStatus.stores).some((s) => s.error !== null);
  syncStatus.phase = e.slots.size > 0 ? 'syncing' : failed ? 'error' : 'idle';
}

async function runTask(e: Engine, task: SyncTask): Promise<void> {
  const status = storeStatus(task.store);
  try {
    await task.run(e.db, (done, total) => {
      if (isCurrent(e)) status.progress = { done, total };
    });
    if (!isCurrent(e)) return;
    const at = Date.now();
    // In Dexie too, so an offline reload can still say how fresh the data is.
    await markSynced(e.db, task.store, at);
    if (!isCurrent(e)) return;
    Object.assign(status, { lastSyncedAt: at, error: null });
    delete status.progress;
    refreshOverall();
    // A call got through, whatever the browser said: the bank is reachable again.
    setOnline(true);
  } catch (error) {
    if (!isCurrent(e)) return;
    delete status.progress;
    // The bank unreachable while the browser claims a connection (mock "network down", captive
    // portals): show offline; the interval and focus keep trying, no 'online' event will come.
    if (isApiError(error) && (error.kind === 'network' || error.kind === 'offline'))
      setOnline(false);
    status.error = error instanceof Error ? error.message : String(error);
  }
}

/** After a run: failed stores get one retry timer, backing off; a clean sync resets the delay. */
function scheduleRetry(e: Engine): void {
  if (!isCurrent(e)) return;
  const failed = e.tasks.map((t) => t.store).filter((store) => syncStatus.stores[store]?.error);
  if (failed.length === 0) {
    e.retry.delayMs = FIRST_RETRY_MS;
    return;
  }
  if (e.retry.timer !== null) return;
  const delay = e.retry.delayMs;
  e.retry.delayMs = Math.min(delay * 2, e.intervalMs);
  e.retry.timer = setTimeout(() => {
    e.retry.timer = null;
    void syncNow(failed);
  }, delay);
}

function start(e: Engine, task: SyncTask): Promise<void> {
  if (!isCurrent(e)) return Promise.resolve();
  const slot: Slot = { running: Promise.resolve(), followUp: null };
  slot.running = runTask(e, task).finally(() => {
    // With a follow-up waiting the slot stays, so requests in between join it.
    if (!slot.followUp) e.slots.delete(task.store);
    updatePhase(e);
    scheduleRetry(e);
  });
  e.slots.set(task.store, slot);
  updatePhase(e);
  return slot.running;
}

function schedule(e: Engine, task: SyncTask): Promise<void> {
  const slot = e.slots.get(task.store);
  if (!slot) return start(e, task);
  slot.followUp ??= slot.running.then(() => start(e, task));
  return slot.followUp;
}

/** Runs the given stores (all when omitted) now; resolves when they are done, never rejects. */
export async function syncNow(stores?: readonly string[]): Promise<void> {
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
  const times = await Promise.all(e.tasks.map((t) => lastSyncedAt(e.db, t.store)));
  if (!isCurrent(e)) return;
  e.tasks.forEach(
    (t, i) => (syncStatus.stores[t.store] = { lastSyncedAt: times[i] ?? null, error: null }),
  );
  refreshOverall();
}

function syncAll(): void {
  void syncNow();
}

/** Starts syncing a signed-in user's cache; resolves after the first run, never rejects. */
export function startSync(options: {
  db: BankDatabase;
  tasks: readonly SyncTask[];
  intervalMs?: number;
}): Promise<void> {
  stopSync();
  const { db, tasks, intervalMs = DEFAULT_INTERVAL_MS } = options;
  const onFocus = () => {
    if (!isCurrent(e) || Date.now() - e.lastFocusRun < FOCUS_THROTTLE_MS) return;
    e.lastFocusRun = Date.now();
    void syncNow();
  };
  window.addEventListener('online', syncAll);
  window.addEventListener('focus', onFocus);
  const timer = setInterval(syncAll, intervalMs);
  const e: Engine = {
    db,
    tasks,
    slots: new Map(),
    // Login itself is a fresh run: the focus that follows it need not run again.
    lastFocusRun: Date.now(),
    retry: { timer: null, delayMs: FIRST_RETRY_MS },
    intervalMs,
    teardown: () => {
      window.removeEventListener('online', syncAll);
      window.removeEventListener('focus', onFocus);
      clearInterval(timer);
      if (e.retry.timer !== null) clearTimeout(e.retry.timer);
    },
  };
  engine = e;
  setOnline(typeof navigator === 'undefined' || navigator.onLine !== false);
  // A cache that cannot be read still gets its sync attempt; its errors land in the status.
  return seedStatus(e).then(
    () => syncNow(),
    () => syncNow(),
  );
}

/** On logout: no more runs, listeners or timers, and a blank status for the next user. */
export function stopSync(): void {
  engine?.teardown();
  engine = null;
  Object.assign(syncStatus, { lastSyncedAt: null, stores: {} });
  syncStatus.phase = syncStatus.online ? 'idle' : 'offline';
}
