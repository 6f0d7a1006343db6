import writeXlsxFile from 'write-excel-file/universal';
import { cellsOf, headerRow, XLSX_WIDTHS, type PlainRow } from './xlsxSheet';

/**
 * Writes the workbook off the page's thread (docs/decisions/transactions.md 'Exports'):
 * write-excel-file builds the whole sheet in one go, which for 100,000 rows froze the page for
 * seconds. The rows arrive in parts ({ rows }), then { done } asks for the file.
 */
type Request = { rows?: PlainRow[]; done?: true };
type Answer = { bytes?: ArrayBuffer; error?: string };

/** The worker's global, typed by what this file uses (the DOM lib has no worker scope). */
const scope = self as unknown as {
  postMessage(answer: Answer, transfer?: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<Request>) => void): void;
};
// A worker's postMessage goes to its page only and takes no target origin.
// oxlint-disable-next-line unicorn/require-post-message-target-origin
const post = (answer: Answer, transfer: Transferable[] = []) => scope.postMessage(answer, transfer);

const rows: PlainRow[] = [];

scope.addEventListener('message', (event) => {
  if (event.data.rows) {
    rows.push(...event.data.rows);
    return;
  }
  writeXlsxFile([headerRow(), ...rows.map(cellsOf)], {
    sheet: 'Transactions',
    columns: XLSX_WIDTHS.map((width) => ({ width })),
  })
    .toBlob()
    .then((blob) => blob.arrayBuffer())
    .then(
      (bytes) => post({ bytes }, [bytes]),
      (error: unknown) => post({ error: String(error) }),
    );
});
