import type { Row } from 'write-excel-file/universal';
import { LIST_HEADERS } from './cells';

/**
 * One workbook row as plain values (structured-clone safe, for the worker): the list's texts, the
 * amount and fees as numbers, and the number format of the currency's decimals.
 */
export type PlainRow = [
  date: string,
  type: string,
  counterparty: string,
  reference: string,
  account: string,
  currency: string,
  amount: number,
  fees: number,
  status: string,
  note: string,
  format: string,
];

export const XLSX_WIDTHS = [18, 26, 30, 22, 30, 10, 16, 12, 12, 40];

export const headerRow = (): Row =>
  LIST_HEADERS.map((value) => ({ value, fontWeight: 'bold' as const }));

/** The cells of a plain row, amounts and fees as number cells in the currency's format. */
export function cellsOf(r: PlainRow): Row {
  const format = r[10];
  return [
    { value: r[0], type: String },
    { value: r[1], type: String },
    { value: r[2], type: String },
    { value: r[3], type: String },
    { value: r[4], type: String },
    { value: r[5], type: String },
    { value: r[6], type: Number, format },
    { value: r[7], type: Number, format },
    { value: r[8], type: String },
    { value: r[9], type: String },
  ];
}
