import type {
  BatchCheckContext,
  BatchRowCheck,
  BatchRowInput,
} from '../../../../shared/domain/batchTransfers';
import { checkRowsHere, type OnProgress } from './checkRows';
import { readTable, type FileRefusal, type RawTable } from './readTable';
import type { WorkerAnswer, WorkerRequest, WorkerRequestBody } from './workerProtocol';

/**
 * The page's side of the batch worker: one worker, started at the first request and kept for the
 * next (reading then checking a file pays its start once). Where there is no Worker (jsdom, an old
 * browser) or it fails to start, the same code runs on the page's thread in slices that yield.
 */

type Pending = {
  resolve: (answer: WorkerAnswer) => void;
  reject: (error: Error) => void;
  onProgress?: OnProgress | undefined;
};

let worker: Worker | null = null;
let unavailable = false;
let nextId = 1;
const pending = new Map<number, Pending>();

function failAll(error: Error): void {
  for (const entry of pending.values()) entry.reject(error);
  pending.clear();
}

function startWorker(): Worker | null {
  if (worker || unavailable) return worker;
  if (typeof Worker === 'undefined') {
    unavailable = true;
    return null;
  }
  try {
    worker = new Worker(new URL('./batchCheck.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    unavailable = true;
    return null;
  }
  worker.addEventListener('message', (event: MessageEvent<WorkerAnswer>) => {
    const answer = event.data;
    const entry = pending.get(answer.id);
    if (!entry) return;
    if (answer.type === 'progress') {
      entry.onProgress?.(answer.done, answer.total);
      return;
    }
    pending.delete(answer.id);
    entry.resolve(answer);
  });
  worker.addEventListener('error', (event) => {
    // A worker that cannot load (or throws outside a request) is dropped; the next request
    // runs on the page's thread.
    event.preventDefault();
    worker?.terminate();
    worker = null;
    unavailable = true;
    failAll(new Error('The batch worker stopped'));
  });
  return worker;
}

function ask(request: WorkerRequestBody, onProgress?: OnProgress): Promise<WorkerAnswer> | null {
  const running = startWorker();
  if (!running) return null;
  const id = nextId++;
  return new Promise<WorkerAnswer>((resolve, reject) => {
    pending.set(id, { resolve, reject, onProgress });
    // A dedicated worker's postMessage takes no target origin (that is window.postMessage's).
    // oxlint-disable-next-line unicorn/require-post-message-target-origin
    running.postMessage({ ...request, id } as WorkerRequest);
  });
}

/** Reads a file into its table in the worker (or here when there is none). */
export async function readInWorker(file: File): Promise<RawTable | FileRefusal> {
  try {
    const answer = await ask({ type: 'read', file });
    if (answer?.type === 'read') return answer.result;
    if (answer?.type === 'failed') throw new Error(answer.message);
  } catch {
    // The worker stopped: read here instead.
  }
  return readTable(file);
}

/**
 * Checks every row with the shared row rules in the worker, reporting progress (done, total) at
 * least every 50 rows; answers one check per row, in order.
 */
export async function checkBatchRows(
  rows: readonly BatchRowInput[],
  context: BatchCheckContext,
  onProgress: OnProgress = () => undefined,
): Promise<BatchRowCheck[]> {
  try {
    const answer = await ask({ type: 'check', rows: [...rows], context }, onProgress);
    if (answer?.type === 'checked') return answer.checks;
    if (answer?.type === 'failed') throw new Error(answer.message);
  } catch {
    // The worker stopped: check here instead.
  }
  return checkRowsHere(rows, context, onProgress, true);
}

/** Stops the worker (tests; a page never needs to). */
export function stopBatchWorker(): void {
  worker?.terminate();
  worker = null;
  unavailable = false;
  failAll(new Error('The batch worker was stopped'));
}
