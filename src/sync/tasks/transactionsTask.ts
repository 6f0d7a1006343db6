import {
  getTransactionsByIds,
  getTransactionsFirstPage,
  type TransactionFirstPage,
} from '../../api/transactions';
import type { BankDatabase } from '../../db/database';
import { deleteAllExcept } from '../../db/replaceRows';
import { transactionRow } from '../../db/toRows';
import { yieldToMain } from '../../db/yieldToMain';
import {
  MAX_PAGING_IDS,
  type Transaction,
  type TransactionFilter,
} from '../../shared/domain/transactions';
import type { SyncTask } from '../syncTask';

export interface TransactionsTaskDeps {
  fetchFirstPage: (filter: TransactionFilter, pageSize: number) => Promise<TransactionFirstPage>;
  fetchByIds: (ids: string[]) => Promise<Transaction[]>;
  /** How to give the main thread back between batches (the bench measures long tasks). */
  yieldFn?: () => Promise<void>;
  /** Rows per fetch and per bulkPut. */
  batchSize?: number;
}

/**
 * Every transaction the user may see, written as it arrives: the first page with every id, then
 * page by page by ids (spec-3 §4 List loading), one bulkPut per page with a yield in between, so
 * the UI never waits on a long task. Rows the bank no longer lists are deleted at the end.
 */
export function transactionsTask(deps: Partial<TransactionsTaskDeps> = {}): SyncTask {
  const {
    fetchFirstPage = getTransactionsFirstPage,
    fetchByIds = getTransactionsByIds,
    yieldFn = yieldToMain,
    batchSize = MAX_PAGING_IDS,
  } = deps;
  return {
    store: 'transactions',
    async run(db: BankDatabase, report) {
      const first = await fetchFirstPage({}, batchSize);
      const ids = first.displayReferenceIds;
      await db.transactions.bulkPut(first.transactions.map(transactionRow));
      // The ids of the rows written now (a page may leave out an id the bank no longer has).
      const written = new Set(first.transactions.map((t) => t.displayReferenceId));
      let done = first.transactions.length;
      report(done, ids.length);
      const rest = ids.filter((id) => !written.has(id));
      // The next page is fetched while this one is written: the network and IndexedDB overlap.
      const prefetch = (start: number) => {
        if (start >= rest.length) return null;
        const page = fetchByIds(rest.slice(start, start + batchSize));
        // Its failure surfaces where it is awaited; until then (or if a write fails first) it is not unhandled.
        page.catch(() => undefined);
        return page;
      };
      let next = prefetch(0);
      for (let start = 0; next; start += batchSize) {
        await yieldFn();
        const page = await next;
        next = prefetch(start + batchSize);
        await db.transactions.bulkPut(page.map(transactionRow));
        for (const t of page) written.add(t.displayReferenceId);
        done += page.length;
        report(done, ids.length);
      }
      // More rows than were just written means some may be stale: only then read every key to
      // find them (on 100,000 rows that read is a long task, and a first sync never needs it).
      if ((await db.transactions.count()) > written.size)
        await deleteAllExcept(db.transactions, new Set(ids));
    },
  };
}
