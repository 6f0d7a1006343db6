import writeXlsxFile, { type Row } from 'write-excel-file/universal';
import { currencyDecimals } from '../../../shared/currencies';
import type { Transaction } from '../../../shared/domain/transactions';
import { LIST_HEADERS, listRowOf } from './cells';
import { mapInSlices } from './slices';

/**
 * The list as a real workbook (write-excel-file): the CSV's columns, amounts and fees as numbers
 * with the currency's decimals shown, so a sum in the sheet is a sum. A number cell holds the
 * exact decimal the bank formatted from micro-units (parsed, never divided).
 */
export async function listXlsx(rows: readonly Transaction[]): Promise<Uint8Array> {
  const header: Row = LIST_HEADERS.map((value) => ({ value, fontWeight: 'bold' as const }));
  const body = await mapInSlices(rows, (t): Row => {
    const r = listRowOf(t);
    const format = currencyDecimals(t.currency) === 0 ? '#,##0' : '#,##0.00';
    return [
      { value: r.date, type: String },
      { value: r.type, type: String },
      { value: r.counterparty, type: String },
      { value: r.reference, type: String },
      { value: r.account, type: String },
      { value: r.currency, type: String },
      { value: Number(r.amount), type: Number, format },
      { value: Number(r.fees), type: Number, format },
      { value: r.status, type: String },
      { value: r.note, type: String },
    ];
  });
  const blob = await writeXlsxFile([header, ...body], {
    sheet: 'Transactions',
    columns: [18, 26, 30, 22, 30, 10, 16, 12, 12, 40].map((width) => ({ width })),
  }).toBlob();
  return new Uint8Array(await blob.arrayBuffer());
}
