import type { BankDatabase } from '../db/database';

/** Fills one store of the cache through src/api. Fetchers are injected so tests pass fakes. */
export interface SyncTask {
  store: string;
  run(db: BankDatabase, report: (done: number, total: number) => void): Promise<void>;
}
