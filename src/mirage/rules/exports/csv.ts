import type { Transaction } from '../../../shared/domain/transactions';
import { LIST_HEADERS, listRowOf, type ListRow } from './cells';
import { mapInSlices } from './slices';

/** RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

export const csvLine = (fields: readonly string[]): string => fields.map(csvField).join(',');

/** Lines joined with CRLF (RFC 4180), ending with one. */
export const csvText = (lines: readonly string[]): string => `${lines.join('\r\n')}\r\n`;

const listLine = (r: ListRow) =>
  csvLine([
    r.date,
    r.type,
    r.counterparty,
    r.reference,
    r.account,
    r.currency,
    r.amount,
    r.fees,
    r.status,
    r.note,
  ]);

/** The list as CSV (UTF-8): the columns of LIST_HEADERS, one transaction a line. */
export async function listCsv(rows: readonly Transaction[]): Promise<string> {
  const lines = await mapInSlices(rows, (t) => listLine(listRowOf(t)));
  // A byte-order mark, so Excel opens the UTF-8 file with its accents and symbols intact.
  return `\ufeff${csvText([csvLine(LIST_HEADERS), ...lines])}`;
}
