import type { Table } from 'dexie';

/** Lets the browser paint and handle input between batches, so a big sync never freezes the UI. */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export async function writeInBatches<Row, Key>(
  table: Table<Row, Key>,
  rows: readonly Row[],
  options: { batchSize?: number; onProgress?: (done: number, total: number) => void; yieldFn?: () => Promise<void> } = {},
): Promise<void> {
  const { batchSize = 1000, onProgress, yieldFn = yieldToMain } = options;
  for (let start = 0; start < rows.length; start += batchSize) {
    await table.bulkPut(rows.slice(start, start + batchSize));
    const done = Math.min(start + batchSize, rows.length);
    onProgress?.(done, rows.length);
    if (done < rows.length) await yieldFn();
  }
}
