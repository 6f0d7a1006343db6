import type { Table } from 'dexie';
import { yieldToMain } from './yieldToMain';

export interface WriteInBatchesOptions {
  /** Rows per bulkPut: large enough to keep IndexedDB busy, small enough to stay under 50 ms. */
  batchSize?: number;
  onProgress?: (done: number, total: number) => void;
  /** How to give the main thread back between batches; tests count the yields through it. */
  yieldFn?: () => Promise<void>;
}

/** bulkPut in batches with a yield between them, so writing 100,000 rows never blocks the UI. */
export async function writeInBatches<Row, Key>(
  table: Table<Row, Key>,
  rows: readonly Row[],
  { batchSize = 1000, onProgress, yieldFn = yieldToMain }: WriteInBatchesOptions = {},
): Promise<void> {
  if (batchSize < 1) throw new RangeError('batchSize must be at least 1');
  for (let start = 0; start < rows.length; start += batchSize) {
    await table.bulkPut(rows.slice(start, start + batchSize));
    const done = Math.min(start + batchSize, rows.length);
    onProgress?.(done, rows.length);
    if (done < rows.length) await yieldFn();
  }
}
