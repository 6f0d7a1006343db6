import { useEffect, useRef, useState } from 'react';
import {
  countTransactions,
  hasAnyTransactions,
  readTransactionPage,
  whileOpen,
  type TransactionPage,
} from '../../db/transactionReads';
import { filterKey, type TransactionListFilter } from '../../db/transactionQuery';
import { useCacheQuery, useCurrentDatabase } from '../../db/useCacheQuery';
import type { Transaction } from '../../shared/domain/transactions';
import { useSyncStatus } from '../../sync/syncStatus';

export interface TransactionPageResult extends TransactionPage {
  /** Whether the cache has any transaction, whatever the filter. */
  any: boolean;
  /** The query this answer is for: while a new one runs the last answer stays on screen. */
  key: string;
  /** The page this answer holds (the pager shows these, not the page asked for meanwhile). */
  pageIndex: number;
  pageSize: number;
}

/** How often the list follows a running sync (instead of after every written batch). */
export const SYNC_REFRESH_MS = 1_000;

/**
 * While the transactions store syncs: a number that changes every SYNC_REFRESH_MS; otherwise
 * null. A first sync writes 100,000 rows in a thousand batches, and a live query would read the
 * page again after each; following the sync once a second keeps the main thread for the sync
 * and the user, and the list still fills as rows arrive.
 */
function useSyncTick(): number | null {
  const syncing = useSyncStatus().stores.transactions?.progress !== undefined;
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!syncing) return;
    const timer = setInterval(() => setTick((t) => t + 1), SYNC_REFRESH_MS);
    return () => clearInterval(timer);
  }, [syncing]);
  return syncing ? tick : null;
}

/** Which query a page answer belongs to. */
export function pageQueryKey(
  filter: TransactionListFilter,
  pageIndex: number,
  pageSize: number,
): string {
  return `${filterKey(filter)}|${pageIndex}|${pageSize}`;
}

/**
 * The page for the filter, live: it re-reads when sync writes. undefined until the first
 * answer; while a new filter is read the last answer stays (its `key` tells which it is). When
 * the page's read could not tell the total, a second query counts it; until then total is null.
 * Reads only the cache, so it works offline.
 */
export function useTransactionPage(
  filter: TransactionListFilter,
  pageIndex: number,
  pageSize: number,
): TransactionPageResult | undefined {
  const db = useCurrentDatabase();
  const key = pageQueryKey(filter, pageIndex, pageSize);
  const tick = useSyncTick();
  // The last answer, for the reruns a sync causes: see useSyncTick. Rows that did not change
  // are handed on as the same array, so the table (memoised) does not render them again.
  const last = useRef<{
    key: string;
    tick: number | null;
    json: string;
    value: TransactionPageResult;
  } | null>(null);
  const page = useCacheQuery(
    async (open) => {
      const previous = last.current;
      // A rerun within the same tick of a running sync: answer as before and read nothing, so
      // the live query observes nothing until the next tick subscribes it again.
      if (tick !== null && previous?.key === key && previous.tick === tick) return previous.value;
      const read = await readTransactionPage(open, filter, pageIndex, pageSize);
      const json = JSON.stringify(read.transactions);
      const transactions =
        previous?.json === json ? previous.value.transactions : read.transactions;
      const value = {
        ...read,
        transactions,
        any: read.total !== 0 || (await hasAnyTransactions(open)),
        key,
        pageIndex,
        pageSize,
      };
      last.current = { key, tick, json, value };
      return value;
    },
    // The filter object is covered by its key.
    [key, tick],
  );
  // The count reads many keys: outside the live query, so Dexie does not track each of them. A
  // new answer of the live page (sync wrote) counts again; meanwhile the last count stays.
  const [counted, setCounted] = useState<{ key: string; total: number } | null>(null);
  useEffect(() => {
    if (!db || !page || page.key !== key || page.total !== null) return;
    let current = true;
    void whileOpen(() => countTransactions(db, filter)).then((total) => {
      if (current && total !== undefined) setCounted({ key, total });
    });
    return () => {
      current = false;
    };
    // `page` changes with every live answer.
  }, [db, page, key, filter]);
  if (!page) return undefined;
  const total =
    page.total ?? (counted && counted.key === key && page.key === key ? counted.total : null);
  return { ...page, total };
}

/**
 * One cached transaction (the open detail), live; null when the cache has no such id, undefined
 * while it is read. A live query keeps its last answer until the new one arrives: that answer
 * is another id's, and shown it would open the previous transaction's detail for a moment.
 */
export function useCachedTransaction(id: string | null): Transaction | null | undefined {
  const answer = useCacheQuery(
    async (open) => ({
      id,
      transaction: id ? ((await open.transactions.get(id))?.data ?? null) : null,
    }),
    [id],
  );
  return answer && answer.id === id ? answer.transaction : undefined;
}
