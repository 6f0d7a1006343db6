import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BankDatabase } from '../../db/database';
import { transactionRow } from '../../db/toRows';
import { deleteAllCacheDatabases, openUserDatabase } from '../../db/userDatabase';
import { storeStatus, syncStatus } from '../../sync/syncStatus';
import { SYNC_REFRESH_MS, useCachedTransaction, useTransactionPage } from './queries';
import { buildTransaction } from '../../test/transactions';
import { NO_FILTER } from '../../db/transactionQuery';

let db: BankDatabase;
const rows = (from: number, to: number) =>
  Array.from({ length: to - from }, (_, i) =>
    transactionRow(
      buildTransaction({
        displayReferenceId: `T${from + i}`,
        createdAt: new Date(Date.UTC(2026, 9, 1) + (from + i) * 60_000).toISOString(),
      }),
    ),
  );

beforeEach(async () => {
  db = await openUserDatabase({ corpID: 'C', sub: 'U' });
  await db.transactions.bulkPut(rows(0, 10));
});
afterEach(async () => {
  vi.useRealTimers();
  syncStatus.stores = {};
  await deleteAllCacheDatabases();
});

describe('useTransactionPage', () => {
  it('follows writes at once when no sync runs', async () => {
    const { result } = renderHook(() => useTransactionPage(NO_FILTER, 0, 15));
    await waitFor(() => expect(result.current?.total).toBe(10));
    await act(() => db.transactions.bulkPut(rows(10, 12)));
    await waitFor(() => expect(result.current?.total).toBe(12));
  });

  it('follows a running sync once a second, and at once when it ends', async () => {
    // The once-a-second tick on a fake interval, played at once rather than waited for; the fake
    // clock also runs on with real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'], shouldAdvanceTime: true });
    const { result } = renderHook(() => useTransactionPage(NO_FILTER, 0, 15));
    await waitFor(() => expect(result.current?.total).toBe(10));
    act(() => {
      storeStatus('transactions').progress = { done: 10, total: 30 };
    });
    // The sync's start reads once (its first tick) before its writes.
    await new Promise((r) => setTimeout(r, 100));
    await act(() => db.transactions.bulkPut(rows(10, 20)));
    // Real time for a read the write would set off, were the list following writes at once.
    await new Promise((r) => setTimeout(r, SYNC_REFRESH_MS / 4));
    expect(result.current?.total).toBe(10);
    await act(() => vi.advanceTimersByTimeAsync(SYNC_REFRESH_MS));
    await waitFor(() => expect(result.current?.total).toBe(20), { timeout: SYNC_REFRESH_MS * 2 });
    await act(() => db.transactions.bulkPut(rows(20, 30)));
    act(() => {
      delete storeStatus('transactions').progress;
    });
    await waitFor(() => expect(result.current?.total).toBe(30), { timeout: SYNC_REFRESH_MS / 2 });
  });
});

describe('useCachedTransaction', () => {
  it('never answers with the previous transaction while the next one is read', async () => {
    const { result, rerender } = renderHook(
      ({ id }: { id: string | null }) => useCachedTransaction(id),
      { initialProps: { id: 'T1' as string | null } },
    );
    await waitFor(() => expect(result.current?.displayReferenceId).toBe('T1'));
    const seen: (string | null | undefined)[] = [];
    rerender({ id: 'T2' });
    seen.push(
      result.current === undefined ? undefined : (result.current?.displayReferenceId ?? null),
    );
    await waitFor(() => expect(result.current?.displayReferenceId).toBe('T2'));
    // Right after the switch: not T1 (a detail dialog would open on it), only 'not read yet'.
    expect(seen).toEqual([undefined]);
    rerender({ id: null });
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current).toBeNull());
  });
});
