import Papa from 'papaparse';
import { toBatchRowInput } from './batchRows';
import { BATCH_COLUMNS, type BatchColumn, type BatchRowInput } from './batchTransfers';

/**
 * The canonical batch file (docs/decisions/batch-transfers.md 'One file format at the bank'): the
 * rows the browser read from the person's CSV or XLSX, written as CSV in the template's columns
 * (BATCH_COLUMNS, the header line) and uploaded; the bank reads it back with the same function.
 *
 * Formula injection (CSV injection, OWASP): a cell that starts with = + - @, a tab or a carriage
 * return and is not a plain number is written with a leading apostrophe, so no spreadsheet that
 * opens the file evaluates it; a cell that starts with an apostrophe gets one more, so reading
 * takes exactly one off and every cell comes back as it was.
 */

/** One refusal of the file: its line (the header is line 1), its column when known. */
export interface BatchFileError {
  line: number;
  column?: string;
  message: string;
}

/** Written for this product: the file's refusals. */
export const BATCH_FILE_TEXTS = {
  empty: 'The file is empty.',
  unknownColumn: (column: string) => `The column "${column}" is not one of the template's.`,
  repeatedColumn: (column: string) => `The column "${column}" appears more than once.`,
  cellCount: (cells: number, columns: number) =>
    `This line has ${cells} ${cells === 1 ? 'cell' : 'cells'}; the header has ${columns}.`,
  unreadable: 'This line could not be read: a quoted cell is not closed.',
} as const;

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?(\d+|\d{1,3}(,\d{3})+)(\.\d+)?$/;
const ESCAPE = "'";

/** A cell as written: an apostrophe before a formula's first character (or an apostrophe). */
export function escapeBatchCell(value: string): string {
  if (value.startsWith(ESCAPE)) return ESCAPE + value;
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? ESCAPE + value : value;
}

/** A cell as read back: one leading apostrophe taken off. */
export function unescapeBatchCell(value: string): string {
  return value.startsWith(ESCAPE) ? value.slice(1) : value;
}

/** The rows as the canonical CSV: the header line of BATCH_COLUMNS, then one line a row. */
export function toBatchCsv(rows: readonly BatchRowInput[]): string {
  return Papa.unparse(
    {
      fields: [...BATCH_COLUMNS],
      data: rows.map((row) => BATCH_COLUMNS.map((column) => escapeBatchCell(row[column] ?? ''))),
    },
    { newline: '\r\n' },
  );
}

const isColumn = (header: string): header is BatchColumn =>
  (BATCH_COLUMNS as readonly string[]).includes(header);

const countNewlines = (text: string, from: number, to: number) => {
  let n = 0;
  for (let i = from; i < to; i++) if (text.charCodeAt(i) === 10) n++;
  return n;
};

/** A canonical CSV read back: the rows, each row's line in the file, and the refusals. */
export interface BatchCsv {
  rows: BatchRowInput[];
  /** lines[i]: the line rows[i] starts on (the header is line 1). */
  lines: number[];
  errors: BatchFileError[];
}

/**
 * The canonical CSV read back: the rows in file order, blank lines skipped, a column left out read
 * as ''; and every refusal with its line (the header's: an unknown or repeated column; a row's: a
 * wrong number of cells, an unclosed quote). A refused line gives no row.
 */
export function fromBatchCsv(text: string): BatchCsv {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const rows: BatchRowInput[] = [];
  const lines: number[] = [];
  const errors: BatchFileError[] = [];
  let header: string[] | null = null;
  let cursor = 0;
  let line = 1;
  Papa.parse<string[]>(source, {
    header: false,
    skipEmptyLines: false,
    step: (result) => {
      // The cursor stands after the record's line break: a record starts where the last ended.
      const start = cursor;
      cursor = result.meta.cursor;
      const rowLine = line;
      line += countNewlines(source, start, cursor);
      const cells = result.data;
      if (cells.length === 1 && cells[0]?.trim() === '') return;
      if (header === null) {
        header = cells.map((cell) => cell.trim().replace(/^\uFEFF/, ''));
        const seen = new Set<string>();
        for (const column of header) {
          if (!isColumn(column))
            errors.push({ line: rowLine, column, message: BATCH_FILE_TEXTS.unknownColumn(column) });
          else if (seen.has(column))
            errors.push({
              line: rowLine,
              column,
              message: BATCH_FILE_TEXTS.repeatedColumn(column),
            });
          seen.add(column);
        }
        return;
      }
      if (result.errors.length > 0) {
        errors.push({ line: rowLine, message: BATCH_FILE_TEXTS.unreadable });
        return;
      }
      if (cells.length !== header.length) {
        errors.push({
          line: rowLine,
          message: BATCH_FILE_TEXTS.cellCount(cells.length, header.length),
        });
        return;
      }
      const record: Partial<Record<BatchColumn, string>> = {};
      header.forEach((column, i) => {
        if (isColumn(column)) record[column] = unescapeBatchCell(cells[i] ?? '');
      });
      rows.push(toBatchRowInput(record));
      lines.push(rowLine);
    },
  });
  if (header === null) errors.push({ line: 1, message: BATCH_FILE_TEXTS.empty });
  return { rows, lines, errors };
}
