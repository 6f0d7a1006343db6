import type { Transaction } from '../../../shared/domain/transactions';
import { LIST_COLUMNS, LIST_HEADERS, listRowOf, type ListRow } from './cells';
import { linesInSlices } from './slices';

/** RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

export const csvLine = (fields: readonly string[]): string => fields.map(csvField).join(',');

const listLine = (r: ListRow) => csvLine(LIST_COLUMNS.map((column) => r[column]));

/**
 * The list as CSV (UTF-8 with a byte-order mark, so Excel opens its accents and symbols intact):
 * the columns of LIST_HEADERS, one transaction a line.
 */
export function listCsv(rows: readonly Transaction[]): Promise<Uint8Array> {
  return linesInSlices(`\ufeff${csvLine(LIST_HEADERS)}`, rows, (t) => listLine(listRowOf(t)));
}
