import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/ApiError';
import { BankDatabase } from '../db/database';
import { readMeta, lastSyncedAt } from '../db/meta';
import { startSync, stopSync, syncNow } from './syncEngine';
import { syncStatus } from './syncStatus';
import type { SyncTask } from './syncTask';
import { profileTask } from './tasks/profileTask';

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
  db.close();
  await db.delete();
});

function countingTask(store: string, work: () => Promise<void> = () => Promise.resolve()): SyncTask & { runs: number } {
  const task = {
    store,
    runs: 0,
    async run() {
      task.runs += 1;
      await work();
    },
  };
  return task;
}

describe('sync engine', () => {
  it('runs every task after start and marks lastSyncedAt in meta and in the status', async () => {
    const task = countingTask('profile');
    await startSync({ db, tasks: [task] });
    expect(task.runs).toBe(1);
    const stored = await lastSyncedAt(db, 'profile');
    expect(stored).toBeTypeOf('number');
    expect(syncStatus.stores.profile?.lastSyncedAt).toBe(stored);
    expect(syncStatus.lastSyncedAt).toBe(stored);
    expect(syncStatus.phase).toBe('idle');
  });

  it('seeds lastSyncedAt from meta on start, so an offline reload can say how fresh the data is', async () => {
    await startSync({ db, tasks: [countingTask('profile')] });
    const first = await lastSyncedAt(db, 'profile');
    stopSync();
    online = false;
    await startSync({ db, tasks: [countingTask('profile')] });
    expect(syncStatus.phase).toBe('offline');
    expect(syncStatus.lastSyncedAt).toBe(first);
  });

  it('runs a queued sync once when asked twice while running', async () => {
    const releases: (() => void)[] = [];
    const release = () => releases.shift()?.();
    const task = countingTask('profile', () => new Promise<void>((r) => releases.push(r)));
    const started = startSync({ db, tasks: [task] });
    await vi.waitFor(() => expect(task.runs).toBe(1));
    const a = syncNow(['profile']);
    const b = syncNow(['profile']);
    release();
    await vi.waitFor(() => expect(task.runs).toBe(2));
    release();
    await Promise.all([started, a, b]);
    expect(task.runs).toBe(2);
  });

  it('keeps the cached data and records the error when a sync fails', async () => {
    await startSync({ db, tasks: [profileTask(() => Promise.resolve({ name: 'Ada' } as never))] });
    stopSync();
    await startSync({ db, tasks: [profileTask(() => Promise.reject(new ApiError({ kind: 'http', status: 500, code: 'INTERNAL_SERVER_ERROR' })))] });
    expect(await readMeta(db, 'profile')).toEqual({ name: 'Ada' });
    expect(syncStatus.stores.profile?.error).toBe('Please try again later');
    expect(syncStatus.phase).toBe('error');
  });

  it('goes offline when a call finds no network, and back online when a sync gets through', async () => {
    let fail = true;
    const task = countingTask('profile', () =>
      fail ? Promise.reject(new ApiError({ kind: 'network', status: 0, code: 'NETWORK_ERROR' })) : Promise.resolve(),
    );
    await startSync({ db, tasks: [task] });
    expect(syncStatus.online).toBe(false);
    expect(syncStatus.phase).toBe('offline');
    fail = false;
    await syncNow();
    expect(syncStatus.online).toBe(true);
    expect(syncStatus.phase).toBe('idle');
  });

  it('does not sync while offline and resumes on the online event', async () => {
    online = false;
    const task = countingTask('profile');
    await startSync({ db, tasks: [task] });
    expect(task.runs).toBe(0);
    online = true;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(task.runs).toBe(1));
    expect(syncStatus.online).toBe(true);
  });

  it('syncs again on window focus at most once every 30 seconds', async () => {
    const task = countingTask('profile');
    await startSync({ db, tasks: [task] });
    window.dispatchEvent(new Event('focus'));
    expect(task.runs).toBe(1);
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 31_000);
    window.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(task.runs).toBe(2));
  });

  it('stops listening after stopSync', async () => {
    const task = countingTask('profile');
    await startSync({ db, tasks: [task] });
    stopSync();
    window.dispatchEvent(new Event('online'));
    await syncNow();
    expect(task.runs).toBe(1);
  });
});
