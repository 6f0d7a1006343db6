import {
  BATCH_FILE_MAX_BYTES,
  BATCH_MAX_TRANSFERS,
} from '../../../../shared/domain/batchTransfers';

/**
 * Every text the batch file pipeline shows (docs/decisions/batch-transfers.md 'Reading a batch
 * file'): written for this product, asserted exactly in the tests. A refusal says what is wrong
 * and what to do; nothing the person had on the page is lost by it.
 */

const count = (n: number) => n.toLocaleString('en-US');
const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/** 0 -> A, 25 -> Z, 26 -> AA: a spreadsheet's column letters. */
export function columnLetter(index: number): string {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

export const FILE_TEXTS = {
  acceptedTypes: 'CSV (.csv) or Excel (.xlsx)',
  tooManyTransfers: (rows: number) =>
    `This file has ${count(rows)} transfers. A batch takes up to ${count(BATCH_MAX_TRANSFERS)}: split it into ${count(Math.ceil(rows / BATCH_MAX_TRANSFERS))} files.`,
  emptyFile: 'This file is empty. Add a header row and one row per transfer, then upload it again.',
  noRows:
    'This file has a header row but no transfers. Add one row per transfer under the header, then upload it again.',
  wrongType: (extension: string) =>
    `${extension ? `A .${extension} file` : 'This file'} cannot be read. Upload a CSV (.csv) or Excel (.xlsx) file: in Excel, choose File > Save As and pick one of them.`,
  oldExcel:
    'This is an old Excel file (.xls). Open it in Excel, choose File > Save As, pick Excel Workbook (.xlsx) or CSV, and upload that file.',
  notCsv:
    'This file is named .csv but is not text: it may be a spreadsheet renamed. Upload a CSV (.csv) or Excel (.xlsx) file.',
  notXlsx:
    'This file is named .xlsx but is not an Excel workbook. Upload a CSV (.csv) or Excel (.xlsx) file.',
  unreadableXlsx:
    'This Excel file cannot be opened: it may be damaged or protected by a password. Save it again in Excel without a password, or as CSV, and upload it again.',
  tooBig: (bytes: number) =>
    `This file is ${megabytes(bytes)}. A batch file can be up to ${megabytes(BATCH_FILE_MAX_BYTES)}: remove unused sheets, columns or formatting, or split it into two files.`,
  formula: (cell: string) =>
    `Cell ${cell} holds a formula. A batch file takes values only: copy the cells, paste them as values (Paste Special > Values), then upload the file again.`,
  formulaText: (cell: string) =>
    `Cell ${cell} starts with "=", which spreadsheets read as a formula. Remove the "=" or the cell's content, then upload the file again.`,
  unclosedQuote: (line: number, column: string) =>
    `Line ${count(line)}, column ${column}: a quote (") opens a cell and is never closed. Close it, or remove it, then upload the file again.`,
  badQuote: (line: number, column: string) =>
    `Line ${count(line)}, column ${column}: a quote (") is in the wrong place. Put the whole cell in quotes and double any quote inside it (""), then upload the file again.`,
  tooManyCells: (line: number, column: string, cells: number, headers: number) =>
    `Line ${count(line)}, column ${column}: this row has ${count(cells)} cells but the header has ${count(headers)} columns. A comma inside a cell needs quotes around the cell ("Tan, Mei"); fix the row, then upload the file again.`,
  unreadable: 'This file could not be read. Try again, or save it again and upload the new file.',
  duplicateHeader: (header: string) =>
    `Two columns are headed "${header}". Rename one of them, then upload the file again.`,
  /** The column-mapping step. */
  mapping: {
    title: 'Match your columns',
    intro: (fileName: string) =>
      `The headers of ${fileName} differ from the template's. Choose which of your columns holds each of these; we will remember your choice for files with the same headers.`,
    notInFile: 'Not in my file',
    requiredHint: 'Required',
    withoutRecipientHint: (recipientColumn: string) => `Required when ${recipientColumn} is empty`,
    missing: (column: string) => `Choose the column that holds ${column}.`,
    usedTwice: (header: string) => `"${header}" is chosen for two columns: choose it once.`,
    submit: 'Continue',
    cancel: 'Choose another file',
  },
  /** The progress of reading and checking. */
  progress: {
    reading: (fileName: string) => `Reading ${fileName}`,
    checking: (done: number, total: number) =>
      `Checking transfers: ${count(done)} of ${count(total)}`,
    label: 'Progress of the batch file',
  },
} as const;
