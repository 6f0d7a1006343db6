import { yieldToMain } from '../../../../db/yieldToMain';
import { checkBatchRow } from '../../../../shared/domain/batchRows';
import type {
  BatchCheckContext,
  BatchRowCheck,
  BatchRowInput,
} from '../../../../shared/domain/batchTransfers';

/** Progress is reported at least every PROGRESS_EVERY rows (and at the last). */
export const PROGRESS_EVERY = 50;
/** Without a worker, the check gives the thread back after this many ms of work. */
const SLICE_MS = 8;

export type OnProgress = (done: number, total: number) => void;

/**
 * Every row through the shared row rules (checkBatchRow), in order, reporting progress. In the
 * worker it runs straight through; on the page's thread (`yielding`) it hands the thread back
 * every SLICE_MS, so no task grows long.
 */
export async function checkRowsHere(
  rows: readonly BatchRowInput[],
  context: BatchCheckContext,
  onProgress: OnProgress,
  yielding: boolean,
): Promise<BatchRowCheck[]> {
  const checks: BatchRowCheck[] = [];
  const total = rows.length;
  let sliceStart = performance.now();
  for (let i = 0; i < total; i++) {
    checks.push(checkBatchRow(rows[i]!, context));
    const done = i + 1;
    if (done % PROGRESS_EVERY === 0 || done === total) onProgress(done, total);
    if (yielding && performance.now() - sliceStart > SLICE_MS && done < total) {
      await yieldToMain();
      sliceStart = performance.now();
    }
  }
  if (total === 0) onProgress(0, 0);
  return checks;
}
