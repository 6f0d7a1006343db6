import { saveNote } from '../api/transactions';
import type { SyncTask } from './syncTask';
import { accountsTask } from './tasks/accountsTask';
import { approvalsTask } from './tasks/approvalsTask';
import { cardsTask } from './tasks/cardsTask';
import { noteOutboxTask } from './tasks/noteOutboxTask';
import { payoutConfigTask } from './tasks/payoutConfigTask';
import { profileTask } from './tasks/profileTask';
import { recipientsTask } from './tasks/recipientsTask';
import { togglesTask } from './tasks/togglesTask';
import { transactionsTask } from './tasks/transactionsTask';

/** What a signed-in session keeps fresh (docs/architecture.md §5). */
export function defaultSyncTasks(): SyncTask[] {
  return [
    profileTask(),
    togglesTask(),
    accountsTask(),
    cardsTask(),
    // Before the transactions: notes typed offline go to the bank, whose list then has them.
    noteOutboxTask(saveNote),
    transactionsTask(),
    approvalsTask(),
    recipientsTask(),
    payoutConfigTask(),
  ];
}
