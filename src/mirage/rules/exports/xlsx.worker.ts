/// <reference lib="webworker" />
import writeXlsxFile from 'write-excel-file/universal';
import { cellsOf, headerRow, XLSX_WIDTHS, type PlainRow } from './xlsxSheet';

/**
 * Writes the workbook off the page's thread (docs/decisions/transactions.md 'Exports'):
 * write-excel-file builds the whole sheet in one go, which for 100,000 rows would freeze the page
 * for seconds. The rows arrive in parts ({ rows }), then { done } asks for the file.
 */
const rows: PlainRow[] = [];

self.onmessage = async (event: MessageEvent<{ rows?: PlainRow[]; done?: true }>) => {
  if (event.data.rows) {
    rows.push(...event.data.rows);
    return;
  }
  try {
    const blob = await writeXlsxFile([headerRow(), ...rows.map(cellsOf)], {
      sheet: 'Transactions',
      columns: XLSX_WIDTHS.map((width) => ({ width })),
    }).toBlob();
    const bytes = await blob.arrayBuffer();
    self.postMessage({ bytes }, [bytes]);
  } catch (error) {
    self.postMessage({ error: String(error) });
  }
};
