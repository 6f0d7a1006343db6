import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/universal';
import {
  BATCH_FILE_MAX_BYTES,
  BATCH_MAX_TRANSFERS,
  type BatchFileType,
} from '../../../../shared/domain/batchTransfers';
import { columnLetter, FILE_TEXTS } from './messages';
import { firstFormulaCell } from './xlsxFormulas';

/**
 * A batch file read into a table of text (docs/decisions/batch-transfers.md 'Reading a batch
 * file'), or refused with a text that says what to do. Runs in the batch worker (the page's
 * thread stays free); papaparse reads the CSV row by row, read-excel-file's universal entry the
 * XLSX's first sheet. Nothing here maps columns or checks a row: columns.ts and the row rules do.
 */

/** Why a file was refused; `message` is the text shown (messages.ts). */
export type RefusalReason =
  | 'TOO_BIG'
  | 'WRONG_TYPE'
  | 'EMPTY'
  | 'NO_ROWS'
  | 'TOO_MANY_TRANSFERS'
  | 'FORMULA'
  | 'MALFORMED'
  | 'UNREADABLE';

export interface FileRefusal {
  kind: 'refused';
  reason: RefusalReason;
  message: string;
}

/** The file's cells as text: its header row and each non-empty row with its line. */
export interface RawTable {
  kind: 'table';
  fileType: BatchFileType;
  headers: string[];
  rows: { line: number; cells: string[] }[];
}

/** The part of a File the reader needs (a File in the page and the worker; a Blob in Node). */
export interface FileLike {
  name: string;
  size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

const refuse = (reason: RefusalReason, message: string): FileRefusal => ({
  kind: 'refused',
  reason,
  message,
});

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  signature.every((byte, i) => bytes[i] === byte);
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0];
const PDF = [0x25, 0x50, 0x44, 0x46];

/** Control characters no text file holds (tab, line ends and form feed aside). */
const BINARY = /[\u0000-\u0008\u000e-\u001a\u001c-\u001f]/; // oxlint-disable-line no-control-regex

/** The file's text: UTF-16 by its byte-order mark, else UTF-8, else Windows-1252. */
function decodeBytes(bytes: Uint8Array): string {
  // Excel's "Unicode Text" and some exports write UTF-16 with its byte-order mark.
  if (startsWith(bytes, [0xff, 0xfe])) return new TextDecoder('utf-16le').decode(bytes);
  if (startsWith(bytes, [0xfe, 0xff])) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // Excel's "CSV" on Windows writes Windows-1252, not UTF-8.
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** The file's text, or null when it holds what no text file does (it is binary). */
function decodeText(bytes: Uint8Array): string | null {
  let text = decodeBytes(bytes);
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  return BINARY.test(text.slice(0, 65_536)) ? null : text;
}

const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

function columnName(index: number, headers: readonly string[]): string {
  const header = headers[index]?.trim();
  return header ? `${columnLetter(index)} (${header})` : columnLetter(index);
}

/** The header, the rows and the refusals every file type shares, from its cells. */
function tableOf(
  fileType: BatchFileType,
  records: readonly { line: number; cells: string[] }[],
): RawTable | FileRefusal {
  const first = records.findIndex((record) => !isBlank(record.cells));
  if (first < 0) return refuse('EMPTY', FILE_TEXTS.emptyFile);
  const headers = records[first]!.cells.map((cell) => cell.trim());
  const seen = new Set<string>();
  for (const header of headers) {
    const key = header.toLowerCase();
    if (key && seen.has(key)) return refuse('MALFORMED', FILE_TEXTS.duplicateHeader(header));
    seen.add(key);
  }
  const rows: RawTable['rows'] = [];
  for (const record of records.slice(first)) {
    for (let i = 0; i < record.cells.length; i++) {
      if (record.cells[i]!.trimStart().startsWith('=')) {
        return refuse('FORMULA', FILE_TEXTS.formulaText(`${columnLetter(i)}${record.line}`));
      }
    }
    if (record === records[first] || isBlank(record.cells)) continue;
    rows.push(record);
  }
  if (rows.length === 0) return refuse('NO_ROWS', FILE_TEXTS.noRows);
  if (rows.length > BATCH_MAX_TRANSFERS) {
    return refuse('TOO_MANY_TRANSFERS', FILE_TEXTS.tooManyTransfers(rows.length));
  }
  return { kind: 'table', fileType, headers, rows };
}

/**
 * The header line's separator: comma, or the semicolon a European Excel writes, or a tab; the
 * one found most often outside quotes (papaparse's guess needs more rows than a short file has).
 */
function delimiterOf(text: string): string {
  const header = (/^[^\r\n]*/.exec(text)?.[0] ?? '').replace(/"[^"]*"/g, '');
  const counts = [',', ';', '\t'].map((d) => [d, header.split(d).length - 1] as const);
  const [best] = counts.reduce((a, b) => (b[1] > a[1] ? b : a));
  return best;
}

/** CSV through papaparse, one record at a time; a broken quote or an extra cell is named. */
function readCsv(text: string): RawTable | FileRefusal {
  const records: { line: number; cells: string[] }[] = [];
  let headers: string[] | null = null;
  let refusal: FileRefusal | null = null;
  Papa.parse<string[]>(text, {
    delimiter: delimiterOf(text),
    step(results, parser) {
      const line = records.length + 1;
      const cells = results.data;
      const error = results.errors.find((e) => e.type === 'Quotes');
      if (error) {
        const column = columnName(Math.max(0, cells.length - 1), headers ?? []);
        refusal = refuse(
          'MALFORMED',
          error.code === 'MissingQuotes'
            ? FILE_TEXTS.unclosedQuote(line, column)
            : FILE_TEXTS.badQuote(line, column),
        );
        parser.abort();
        return;
      }
      if (headers === null && !isBlank(cells)) headers = cells;
      else if (headers !== null && cells.length > headers.length) {
        const extra = cells.findIndex((cell, i) => i >= headers!.length && cell.trim() !== '');
        if (extra >= 0) {
          refusal = refuse(
            'MALFORMED',
            FILE_TEXTS.tooManyCells(line, columnLetter(extra), cells.length, headers.length),
          );
          parser.abort();
          return;
        }
      }
      records.push({ line, cells });
    },
  });
  return refusal ?? tableOf('csv', records);
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'number') {
    return Number.isInteger(value) ? value.toFixed(0) : String(value);
  }
  return String(value);
}

async function readXlsx(buffer: ArrayBuffer): Promise<RawTable | FileRefusal> {
  const formula = await firstFormulaCell(buffer);
  if (formula) return refuse('FORMULA', FILE_TEXTS.formula(formula));
  let sheet: unknown[][];
  try {
    sheet = await readSheet(buffer);
  } catch {
    return refuse('UNREADABLE', FILE_TEXTS.unreadableXlsx);
  }
  return tableOf(
    'xlsx',
    sheet.map((row, i) => ({ line: i + 1, cells: row.map(cellText) })),
  );
}

/** Reads a batch file into its table of text, or refuses it (size, type, content, rows). */
export async function readTable(file: FileLike): Promise<RawTable | FileRefusal> {
  const extension = extensionOf(file.name);
  if (extension === 'xls') return refuse('WRONG_TYPE', FILE_TEXTS.oldExcel);
  if (extension !== 'csv' && extension !== 'xlsx') {
    return refuse('WRONG_TYPE', FILE_TEXTS.wrongType(extension));
  }
  if (file.size > BATCH_FILE_MAX_BYTES) return refuse('TOO_BIG', FILE_TEXTS.tooBig(file.size));
  if (file.size === 0) return refuse('EMPTY', FILE_TEXTS.emptyFile);
  let buffer: ArrayBuffer;
  try {
    buffer = await file.arrayBuffer();
  } catch {
    return refuse('UNREADABLE', FILE_TEXTS.unreadable);
  }
  const bytes = new Uint8Array(buffer);
  if (extension === 'xlsx') {
    if (startsWith(bytes, OLE)) return refuse('UNREADABLE', FILE_TEXTS.unreadableXlsx);
    if (!startsWith(bytes, ZIP)) return refuse('WRONG_TYPE', FILE_TEXTS.notXlsx);
    return readXlsx(buffer);
  }
  if (startsWith(bytes, ZIP) || startsWith(bytes, OLE) || startsWith(bytes, PDF)) {
    return refuse('WRONG_TYPE', FILE_TEXTS.notCsv);
  }
  const text = decodeText(bytes);
  if (text === null) return refuse('WRONG_TYPE', FILE_TEXTS.notCsv);
  return readCsv(text);
}
