import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { ApiError } from '../api/ApiError';
import { apiRequest, armForcedLogout, configureApiClient } from '../api/client';
import { readAccessToken, storeTokens } from '../api/tokens';
import { refreshTokens } from '../shared/contracts/auth';
import { BankDatabase } from '../db/database';
import { lastSyncedAt, markSynced, readMeta, writeMeta } from '../db/meta';
import { startSync, stopSync, syncNow } from './syncEngine';
import { syncStatus } from './syncStatus';
import type { SyncTask } from './syncTask';

let db: BankDatabase;
let online = true;

beforeEach(async () => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  db = new BankDatabase(`test-${crypto.randomUUID()}`);
  await db.open();
});

afterEach(async () => {
  stopSync();
  vi.restoreAllMocks();
  window.dispatchEvent(new Event('online'));
  db.close();
  await db.delete();
});

type CountingTask = SyncTask & { runs: number };

/** A task that counts its runs and does `work` for each (a fake fetch and write). */
function countingTask(
  store: string,
  work: (db: BankDatabase) => Promise<void> = () => Promise.resolve(),
): CountingTask {
  const task: CountingTask = {
    store,
    runs: 0,
    async run(target) {
      task.runs += 1;
      await work(target);
    },
  };
  return task;
}

/** A task whose runs wait until the test releases them, one by one. */
function gatedTask(store: string) {
  const gates: (() => void)[] = [];
  const task = countingTask(store, () => new Promise<void>((release) => gates.push(release)));
  return { task, release: () => gates.shift()?.() };
}

const serverError = () =>
  new ApiError({ kind: 'http', status: 500, code: 'INTERNAL_SERVER_ERROR' });
const networkDown = () => new ApiError({ kind: 'network', status: 0, code: 'NETWORK_ERROR' });

describe('sync engine', () => {
  it('marks lastSyncedAt in meta and seeds it on start', async () => {
    await startSync({ db, tasks: [countingTask('profile')] });
    const stored = await lastSyncedAt(db, 'profile');
    expect(stored).toBeTypeOf('number');
    expect(syncStatus.stores.profile?.lastSyncedAt).toBe(stored);
    expect(syncStatus.lastSyncedAt).toBe(stored);
    expect(syncStatus.phase).toBe('idle');
    // A reload while offline: nothing runs, the status still knows how fresh the cache is.
    stopSync();
    expect(syncStatus.lastSyncedAt).toBeNull();
    online = false;
    const task = countingTask('profile');
    await startSync({ db, tasks: [task] });
    expect(task.runs).toBe(0);
    expect(syncStatus.phase).toBe('offline');
    expect(syncStatus.lastSyncedAt).toBe(stored);
    expect(syncStatus.stores.profile?.lastSyncedAt).toBe(stored);
  });

  it('a failed sync keeps the cached data and records the error', async () => {
    await writeMeta(db, 'profile', { name: 'Ada' });
    await startSync({ db, tasks: [countingTask('profile', () => Promise.reject(serverError()))] });
    expect(await readMeta(db, 'profile')).toEqual({ name: 'Ada' });
    expect(syncStatus.stores.profile?.error).toBe('Please try again later');
    expect(syncStatus.stores.profile?.lastSyncedAt).toBeNull();
    expect(syncStatus.phase).toBe('error');
    expect(syncStatus.online).toBe(true);
  });

  it('clears the error when the next sync succeeds', async () => {
    let fail = true;
    await startSync({
      db,
      tasks: [
        countingTask('profile', () => (fail ? Promise.reject(serverError()) : Promise.resolve())),
      ],
    });
    fail = false;
    await syncNow();
    expect(syncStatus.stores.profile?.error).toBeNull();
    expect(syncStatus.phase).toBe('idle');
  });

  it('runs a queued sync once when asked twice while running', async () => {
    const { task, release } = gatedTask('profile');
    const started = startSync({ db, tasks: [task] });
    await vi.waitFor(() => expect(task.runs).toBe(1));
    expect(syncStatus.phase).toBe('syncing');
    const asks = [syncNow(['profile']), syncNow(['profile']), syncNow()];
    release();
    await vi.waitFor(() => expect(task.runs).toBe(2));
    release();
    await Promise.all([started, ...asks]);
    expect(task.runs).toBe(2);
    expect(syncStatus.phase).toBe('idle');
  });

  it('runs stores independently: a slow store does not hold up the others', async () => {
    const slow = gatedTask('transactions');
    const fast = countingTask('profile');
    void startSync({ db, tasks: [slow.task, fast] });
    await vi.waitFor(() => expect(syncStatus.stores.profile?.lastSyncedAt).toBeTypeOf('number'));
    expect(slow.task.runs).toBe(1);
    expect(syncStatus.phase).toBe('syncing');
    slow.release();
    await vi.waitFor(() => expect(syncStatus.phase).toBe('idle'));
  });

  it('reports progress while a store runs', async () => {
    const seen: (number | undefined)[] = [];
    const task: SyncTask = {
      store: 'transactions',
      async run(_db, report) {
        report(50, 100);
        seen.push(syncStatus.stores.transactions?.progress?.done);
      },
    };
    await startSync({ db, tasks: [task] });
    expect(seen).toEqual([50]);
    expect(syncStatus.stores.transactions?.progress).toBeUndefined();
  });

  it('does not sync while offline and resumes on the online event', async () => {
    online = false;
    const task = countingTask('profile');
    await startSync({ db, tasks: [task] });
    await syncNow();
    expect(task.runs).toBe(0);
    expect(syncStatus.phase).toBe('offline');
    online = true;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(task.runs).toBe(1));
    expect(syncStatus.online).toBe(true);
    await vi.waitFor(() => expect(syncStatus.phase).toBe('idle'));
  });

  it('goes offline when a call finds no network, and back online when a sync gets through', async () => {
    let fail = true;
    await startSync({
      db,
      tasks: [
        countingTask('profile', () => (fail ? Promise.reject(networkDown()) : Promise.resolve())),
      ],
    });
    expect(syncStatus.online).toBe(false);
    expect(syncStatus.phase).toBe('offline');
    fail = false;
    await syncNow();
    expect(syncStatus.online).toBe(true);
    expect(syncStatus.phase).toBe('idle');
  });

  it('shows offline on the offline event', async () => {
    await startSync({ db, tasks: [countingTask('profile')] });
    online = false;
    window.dispatchEvent(new Event('offline'));
    expect(syncStatus.online).toBe(false);
    expect(syncStatus.phase).toBe('offline');
  });

  it('syncs again on window focus at most once every 30 seconds', async () => {
    const task = countingTask('profile');
    await startSync({ db, tasks: [task] });
    window.dispatchEvent(new Event('focus'));
    expect(task.runs).toBe(1);
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 31_000);
    window.dispatchEvent(new Event('focus'));
    window.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(task.runs).toBe(2));
    await syncNow();
    expect(task.runs).toBe(3);
  });

  it('tries a failed store again after 15 s, then backs off, and only that store', async () => {
    onTestFinished(() => void vi.useRealTimers());
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let fail = true;
    const failing = countingTask('accounts', () =>
      fail ? Promise.reject(serverError()) : Promise.resolve(),
    );
    const fine = countingTask('profile');
    await startSync({ db, tasks: [fine, failing] });
    expect(syncStatus.phase).toBe('error');
    await vi.advanceTimersByTimeAsync(14_999);
    expect(failing.runs).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(failing.runs).toBe(2);
    // Still failing: the next try waits twice as long.
    await vi.advanceTimersByTimeAsync(29_999);
    expect(failing.runs).toBe(2);
    fail = false;
    await vi.advanceTimersByTimeAsync(1);
    expect(failing.runs).toBe(3);
    // Meta is written through Dexie (real IndexedDB work, not a timer): wait for the run to end.
    await vi.waitUntil(() => syncStatus.phase === 'idle', { interval: 1 });
    expect(fine.runs).toBe(1);
    // Up to date: no more retries.
    await vi.advanceTimersByTimeAsync(120_000);
    expect(failing.runs).toBe(3);
  });

  it('syncs again on the interval', async () => {
    const task = countingTask('profile');
    await startSync({ db, tasks: [task], intervalMs: 20 });
    await vi.waitFor(() => expect(task.runs).toBeGreaterThanOrEqual(3));
  });

  it('stops listening after stopSync', async () => {
    const task = countingTask('profile');
    await startSync({ db, tasks: [task], intervalMs: 20 });
    stopSync();
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('focus'));
    await syncNow();
    await new Promise((r) => setTimeout(r, 60));
    expect(task.runs).toBe(1);
  });

  it('a run that ends after logout writes nothing', async () => {
    const { task, release } = gatedTask('profile');
    void startSync({ db, tasks: [task] });
    await vi.waitFor(() => expect(task.runs).toBe(1));
    stopSync();
    release();
    await new Promise((r) => setTimeout(r, 20));
    expect(await lastSyncedAt(db, 'profile')).toBeNull();
    expect(syncStatus.stores).toEqual({});
    expect(syncStatus.phase).toBe('idle');
  });

  it('never rejects, even when the cache cannot be read', async () => {
    db.close();
    const task = countingTask('profile');
    await expect(startSync({ db, tasks: [task] })).resolves.toBeUndefined();
    expect(syncStatus.stores.profile?.error).toBeTypeOf('string');
  });

  it('a refresh that cannot reach the bank shows offline with the cache kept, and syncs when the connection returns', async () => {
    const onForcedLogout = vi.fn<() => void>();
    configureApiClient({ baseUrl: '', onForcedLogout });
    armForcedLogout();
    storeTokens({ accessToken: 'old-access', refreshToken: 'refresh-1' });
    const yesterday = Date.now() - 86_400_000;
    await writeMeta(db, 'profile', { name: 'Ada' });
    await markSynced(db, 'profile', yesterday);
    let bankUp = false;
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      const auth = (init.headers as Record<string, string>).Authorization;
      if (url === refreshTokens.path)
        return Promise.resolve(
          bankUp
            ? Response.json({ accessToken: 'new-access', refreshToken: 'refresh-2' })
            : Response.json({ code: 'SERVICE_UNAVAILABLE' }, { status: 503 }),
        );
      return Promise.resolve(
        auth === 'Bearer new-access'
          ? Response.json({ name: 'Grace' })
          : Response.json({ code: 'INVALID_ACCESS_TOKEN' }, { status: 401 }),
      );
    });
    const task = countingTask('profile', async (target) => {
      await writeMeta(target, 'profile', await apiRequest('/v1/boom/auth/user/profile'));
    });
    try {
      await startSync({ db, tasks: [task] });
      expect(onForcedLogout).not.toHaveBeenCalled();
      expect(readAccessToken()).toBe('old-access');
      expect(await readMeta(db, 'profile')).toEqual({ name: 'Ada' });
      expect(syncStatus.online).toBe(false);
      expect(syncStatus.phase).toBe('offline');
      // The cache's freshness stays what it was: 'Offline - showing data from <yesterday>'.
      expect(syncStatus.lastSyncedAt).toBe(yesterday);
      bankUp = true;
      window.dispatchEvent(new Event('online'));
      await vi.waitFor(() => expect(syncStatus.phase).toBe('idle'));
      expect(syncStatus.online).toBe(true);
      expect(await readMeta(db, 'profile')).toEqual({ name: 'Grace' });
      expect(readAccessToken()).toBe('new-access');
      expect(onForcedLogout).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
