import { checkRowsHere } from './checkRows';
import { readTable } from './readTable';
import type { WorkerAnswer, WorkerRequest } from './workerProtocol';

/**
 * The batch worker: reads a file (papaparse, read-excel-file) and checks its rows (the shared row
 * rules) off the page's thread, so a 1,000-row file never freezes the page. Started by
 * batchWorker.ts; one request at a time per id, answers posted back with that id.
 */

/** The worker's global, typed by what this file uses (the DOM lib has no worker scope). */
const scope = self as unknown as {
  postMessage(answer: WorkerAnswer): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<WorkerRequest>) => void): void;
};
// A worker's postMessage goes to its page only and takes no target origin.
// oxlint-disable-next-line unicorn/require-post-message-target-origin
const post = (answer: WorkerAnswer) => scope.postMessage(answer);

scope.addEventListener('message', (event) => {
  const request = event.data;
  const run = async () => {
    if (request.type === 'read') {
      post({ id: request.id, type: 'read', result: await readTable(request.file) });
    } else {
      const checks = await checkRowsHere(
        request.rows,
        request.context,
        (done, total) => post({ id: request.id, type: 'progress', done, total }),
        false,
      );
      post({ id: request.id, type: 'checked', checks });
    }
  };
  run().catch((error: unknown) => post({ id: request.id, type: 'failed', message: String(error) }));
});
