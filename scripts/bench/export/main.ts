/**
 * The export benchmark's page (npm run bench -- --only export, scripts/bench/export.mjs): the
 * bank's own export code (src/mirage/rules/exports, as the in-page bank runs it on the page's
 * thread) builds a file of N transactions of the large scenario, then the app's own decoding
 * (exportActions.bytesOf) turns the answer back into bytes, while an indeterminate progress bar
 * draws. Long tasks on the page's thread are watched meanwhile (PerformanceObserver 'longtask').
 */
import { exportFile } from '../../../src/mirage/rules/exports';
import { largeScenario } from '../../../src/mirage/scenarios/large';
import { bytesOf } from '../../../src/features/transactions/exportActions';
import type { ExportFileType } from '../../../src/shared/domain/exports';
import type { Transaction } from '../../../src/shared/domain/transactions';

interface Run {
  fileType: ExportFileType;
  rows: number;
  bytes: number;
  buildMs: number;
  decodeMs: number;
  totalMs: number;
  longestTaskMs: number;
  longTasks: number;
}

let all: readonly Transaction[] | null = null;

async function run(fileType: ExportFileType, count: number): Promise<Run> {
  all ??= largeScenario().transactions;
  const source = all;
  // The large scenario holds about 98,600 records: the list repeats to reach `count`.
  const rows = Array.from({ length: count }, (_, i) => source[i % source.length] as Transaction);
  // Let the generation's own long task pass before watching.
  await new Promise((resolve) => setTimeout(resolve, 100));
  const tasks: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push(entry.duration);
  });
  observer.observe({ type: 'longtask', buffered: false });
  const start = performance.now();
  const file = await exportFile(fileType, rows, {
    company: 'Demo Trading Pte. Ltd.',
    now: Date.now(),
  });
  const built = performance.now();
  const bytes = await bytesOf(file.bufferFile);
  const done = performance.now();
  await new Promise((resolve) => setTimeout(resolve, 50));
  observer.disconnect();
  return {
    fileType,
    rows: file.rows,
    bytes: bytes.length,
    buildMs: Math.round(built - start),
    decodeMs: Math.round(done - built),
    totalMs: Math.round(done - start),
    longestTaskMs: Math.round(Math.max(0, ...tasks)),
    longTasks: tasks.length,
  };
}

declare global {
  interface Window {
    __exportBench?: { run: typeof run };
  }
}
window.__exportBench = { run };
