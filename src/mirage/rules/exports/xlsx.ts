import writeXlsxFile from 'write-excel-file/universal';
import { currencyDecimals } from '../../../shared/currencies';
import type { Transaction } from '../../../shared/domain/transactions';
import { listRowOf } from './cells';
import { mapInSlices, ROWS_PER_SLICE, yieldNow } from './slices';
import { cellsOf, headerRow, XLSX_WIDTHS, type PlainRow } from './xlsxSheet';

/**
 * The list as a real workbook (write-excel-file): the CSV's columns, amounts and fees as numbers
 * with the currency's decimals shown, so a sum in the sheet is a sum. A number cell holds the
 * exact decimal the bank formatted from micro-units (parsed, never divided). In a browser the
 * workbook is written in a worker (xlsx.worker.ts); over HTTP (Node) in place.
 */
export async function listXlsx(rows: readonly Transaction[]): Promise<Uint8Array> {
  const plain = await mapInSlices(rows, (t): PlainRow => {
    const r = listRowOf(t);
    return [
      r.date,
      r.type,
      r.counterparty,
      r.reference,
      r.account,
      r.currency,
      Number(r.amount),
      Number(r.fees),
      r.status,
      r.note,
      currencyDecimals(t.currency) === 0 ? '#,##0' : '#,##0.00',
    ];
  });
  if (typeof Worker === 'function' && typeof window !== 'undefined') return inWorker(plain);
  const blob = await writeXlsxFile([headerRow(), ...plain.map(cellsOf)], {
    sheet: 'Transactions',
    columns: XLSX_WIDTHS.map((width) => ({ width })),
  }).toBlob();
  return new Uint8Array(await blob.arrayBuffer());
}

/** Sends the rows in parts (each a short structured clone), then waits for the workbook. */
async function inWorker(rows: readonly PlainRow[]): Promise<Uint8Array> {
  const worker = new Worker(new URL('./xlsx.worker.ts', import.meta.url), { type: 'module' });
  try {
    const answer = new Promise<Uint8Array>((resolve, reject) => {
      worker.addEventListener(
        'message',
        (event: MessageEvent<{ bytes?: ArrayBuffer; error?: string }>) =>
          event.data.bytes
            ? resolve(new Uint8Array(event.data.bytes))
            : reject(new Error(event.data.error ?? 'the workbook worker failed')),
      );
      worker.addEventListener('error', (event) => reject(new Error(event.message)));
    });
    // A dedicated worker's postMessage takes no target origin (that is window.postMessage's).
    const send = (message: object) =>
      // oxlint-disable-next-line unicorn/require-post-message-target-origin
      worker.postMessage(message);
    for (let start = 0; start < rows.length; start += ROWS_PER_SLICE) {
      send({ rows: rows.slice(start, start + ROWS_PER_SLICE) });
      await yieldNow();
    }
    send({ done: true });
    return await answer;
  } finally {
    worker.terminate();
  }
}
