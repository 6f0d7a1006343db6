import { getTransactionsByIds, getTransactionsFirstPage, type TransactionFirstPage } from '../../api/transactions';
import type { BankDatabase } from '../../db/database';
import { deleteAllExcept } from '../../db/replaceRows';
import { transactionRow } from '../../db/toRows';
import { yieldToMain } from '../../db/yieldToMain';
import { MAX_PAGING_IDS, type Transaction, type TransactionFilter } from '../../shared/domain/transactions';
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
      let done = first.transactions.length;
      report(done, ids.length);
      const have = new Set(first.transactions.map((t) => t.displayReferenceId));
      const rest = ids.filter((id) => !have.has(id));
      for (let start = 0; start < rest.length; start += batchSize) {
        await yieldFn();
        const page = await fetchByIds(rest.slice(start, start + batchSize));
        await db.transactions.bulkPut(page.map(transactionRow));
        done += page.length;
        report(done, ids.length);
      }
      await deleteAllExcept(db.transactions, new Set(ids));
    },
  };
}
