import { describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/universal';
import { FILE_TEXTS } from './messages';
import { readTable, type FileLike } from './readTable';

/** A file as the page gets it, from text or bytes. */
function fileOf(name: string, content: string | Uint8Array | Blob): FileLike {
  const blob = content instanceof Blob ? content : new Blob([content as BlobPart]);
  return { name, size: blob.size, arrayBuffer: () => blob.arrayBuffer() };
}

async function xlsx(rows: unknown[][]): Promise<Blob> {
  return writeXlsxFile(rows as never).toBlob();
}

const HEADER = 'Recipient ID,Amount,Sender account,Reference';

function csvRows(count: number): string {
  const lines = [HEADER];
  for (let i = 0; i < count; i++) lines.push(`r-${i},${i + 1}.00,1234567890,INV ${i}`);
  return lines.join('\r\n');
}

describe('readTable: a CSV', () => {
  it('reads the header and each row with its line, skipping blank lines', async () => {
    const table = await readTable(
      fileOf('pay.csv', `${HEADER}\r\nr-1,"1,250.50",123,"Tan, Mei"\r\n\r\nr-2,10,123,x\r\n`),
    );
    expect(table).toEqual({
      kind: 'table',
      fileType: 'csv',
      headers: ['Recipient ID', 'Amount', 'Sender account', 'Reference'],
      rows: [
        { line: 2, cells: ['r-1', '1,250.50', '123', 'Tan, Mei'] },
        { line: 4, cells: ['r-2', '10', '123', 'x'] },
      ],
    });
  });

  it('reads semicolons, tabs, a byte-order mark, UTF-16 and a Windows-1252 file', async () => {
    const bytes = new Uint8Array([
      ...new TextEncoder().encode('Name;Amount\r\nJos'),
      0xe9,
      ...new TextEncoder().encode(';5\r\n'),
    ]);
    expect(await readTable(fileOf('a.csv', bytes))).toMatchObject({
      headers: ['Name', 'Amount'],
      rows: [{ line: 2, cells: ['José', '5'] }],
    });
    expect(await readTable(fileOf('b.csv', '\ufeffName,Amount\nA,1'))).toMatchObject({
      headers: ['Name', 'Amount'],
    });
    const utf16 = new Uint8Array([
      0xff,
      0xfe,
      ...[...'Name\tAmount\r\nZoë\t7'].flatMap((c) => [c.charCodeAt(0), 0]),
    ]);
    expect(await readTable(fileOf('c.csv', utf16))).toMatchObject({
      headers: ['Name', 'Amount'],
      rows: [{ line: 2, cells: ['Zoë', '7'] }],
    });
  });

  it('takes 1,000 transfers and refuses 1,001 with the counts', async () => {
    const thousand = await readTable(fileOf('a.csv', csvRows(1000)));
    expect(thousand.kind === 'table' && thousand.rows.length).toBe(1000);
    expect(await readTable(fileOf('a.csv', csvRows(1001)))).toEqual({
      kind: 'refused',
      reason: 'TOO_MANY_TRANSFERS',
      message: 'This file has 1,001 transfers. A batch takes up to 1,000: split it into 2 files.',
    });
    expect((await readTable(fileOf('a.csv', csvRows(2500)))).kind === 'refused').toBe(true);
    expect(FILE_TEXTS.tooManyTransfers(2500)).toBe(
      'This file has 2,500 transfers. A batch takes up to 1,000: split it into 3 files.',
    );
  });

  it('refuses an empty file, and a header without rows', async () => {
    const empty =
      'This file is empty. Add a header row and one row per transfer, then upload it again.';
    expect(await readTable(fileOf('a.csv', ''))).toMatchObject({ reason: 'EMPTY', message: empty });
    expect(await readTable(fileOf('a.csv', '\r\n ,\r\n'))).toMatchObject({ message: empty });
    expect(await readTable(fileOf('a.csv', `${HEADER}\r\n,,,\r\n`))).toMatchObject({
      reason: 'NO_ROWS',
      message:
        'This file has a header row but no transfers. Add one row per transfer under the header, then upload it again.',
    });
  });

  it('refuses other types by extension and by content, naming the types it takes', async () => {
    expect(await readTable(fileOf('pay.pdf', '%PDF-1.7'))).toEqual({
      kind: 'refused',
      reason: 'WRONG_TYPE',
      message:
        'A .pdf file cannot be read. Upload a CSV (.csv) or Excel (.xlsx) file: in Excel, choose File > Save As and pick one of them.',
    });
    expect(
      (await readTable(fileOf('payments', 'a,b'))).kind === 'refused' && FILE_TEXTS.wrongType(''),
    ).toBe(
      'This file cannot be read. Upload a CSV (.csv) or Excel (.xlsx) file: in Excel, choose File > Save As and pick one of them.',
    );
    expect(await readTable(fileOf('old.XLS', new Uint8Array([0xd0, 0xcf, 0x11, 0xe0])))).toEqual({
      kind: 'refused',
      reason: 'WRONG_TYPE',
      message:
        'This is an old Excel file (.xls). Open it in Excel, choose File > Save As, pick Excel Workbook (.xlsx) or CSV, and upload that file.',
    });
    const notCsv =
      'This file is named .csv but is not text: it may be a spreadsheet renamed. Upload a CSV (.csv) or Excel (.xlsx) file.';
    expect(await readTable(fileOf('a.csv', new Uint8Array([0x41, 0x2c, 0, 1, 2, 3])))).toEqual({
      kind: 'refused',
      reason: 'WRONG_TYPE',
      message: notCsv,
    });
    expect(await readTable(fileOf('a.csv', await xlsx([['Amount'], ['1']])))).toMatchObject({
      message: notCsv,
    });
    expect(await readTable(fileOf('a.csv', '%PDF-1.4 ...'))).toMatchObject({ message: notCsv });
    expect(await readTable(fileOf('a.xlsx', 'Amount\n1'))).toEqual({
      kind: 'refused',
      reason: 'WRONG_TYPE',
      message:
        'This file is named .xlsx but is not an Excel workbook. Upload a CSV (.csv) or Excel (.xlsx) file.',
    });
  });

  it('refuses a file over the limit, saying the limit in MB', async () => {
    const big = { name: 'a.csv', size: 6 * 1024 * 1024, arrayBuffer: () => Promise.reject() };
    expect(await readTable(big)).toEqual({
      kind: 'refused',
      reason: 'TOO_BIG',
      message:
        'This file is 6 MB. A batch file can be up to 5 MB: remove unused sheets, columns or formatting, or split it into two files.',
    });
  });

  it('names the line and column of an unclosed quote, a stray quote and an extra cell', async () => {
    expect(
      await readTable(
        fileOf('a.csv', `${HEADER}\r\nr-1,10,123,ok\r\nr-2,5,123,"INV 7\r\nr-3,1,1,x`),
      ),
    ).toEqual({
      kind: 'refused',
      reason: 'MALFORMED',
      message:
        'Line 3, column D (Reference): a quote (") opens a cell and is never closed. Close it, or remove it, then upload the file again.',
    });
    expect(await readTable(fileOf('a.csv', `${HEADER}\r\nr-1,"10"x,123,ok`))).toMatchObject({
      reason: 'MALFORMED',
      message:
        'Line 2, column B (Amount): a quote (") is in the wrong place. Put the whole cell in quotes and double any quote inside it (""), then upload the file again.',
    });
    expect(
      await readTable(fileOf('a.csv', `${HEADER}\r\nr-1,10,123,ok\r\nr-2,5,123,Tan, Mei`)),
    ).toEqual({
      kind: 'refused',
      reason: 'MALFORMED',
      message:
        'Line 3, column E: this row has 5 cells but the header has 4 columns. A comma inside a cell needs quotes around the cell ("Tan, Mei"); fix the row, then upload the file again.',
    });
    // Empty cells past the header's end (a spreadsheet's trailing commas) are no error.
    expect((await readTable(fileOf('a.csv', `${HEADER}\r\nr-1,10,123,ok,,`))).kind).toBe('table');
  });

  it('refuses two columns of the same header', async () => {
    expect(await readTable(fileOf('a.csv', 'Amount,amount\r\n1,2'))).toEqual({
      kind: 'refused',
      reason: 'MALFORMED',
      message: 'Two columns are headed "amount". Rename one of them, then upload the file again.',
    });
  });

  it('refuses a cell that starts with "=", naming the cell', async () => {
    expect(
      await readTable(
        fileOf('a.csv', `${HEADER}\r\nr-1,10,123,ok\r\nr-2,5,123," =HYPERLINK(""x"")"`),
      ),
    ).toEqual({
      kind: 'refused',
      reason: 'FORMULA',
      message:
        'Cell D3 starts with "=", which spreadsheets read as a formula. Remove the "=" or the cell\'s content, then upload the file again.',
    });
    // A leading minus or plus is a value (the row's rules judge it), not a refusal.
    expect((await readTable(fileOf('a.csv', `${HEADER}\r\nr-1,-10,+65 123,@home`))).kind).toBe(
      'table',
    );
  });
});

describe('readTable: an XLSX', () => {
  it('reads the first sheet as text, keeping lines', async () => {
    const file = await xlsx([
      ['Recipient ID', 'Amount', 'Sender account', 'Reference'],
      ['r-1', 1250.5, '0012345678', 'INV 1'],
      [null, null, null, null],
      ['r-2', 300, 1234567890, true],
    ]);
    expect(await readTable(fileOf('pay.xlsx', file))).toEqual({
      kind: 'table',
      fileType: 'xlsx',
      headers: ['Recipient ID', 'Amount', 'Sender account', 'Reference'],
      rows: [
        { line: 2, cells: ['r-1', '1250.5', '0012345678', 'INV 1'] },
        { line: 4, cells: ['r-2', '300', '1234567890', 'TRUE'] },
      ],
    });
  });

  it('refuses a formula cell, naming it, and never reads its value', async () => {
    const file = await xlsx([
      ['Recipient ID', 'Amount'],
      ['r-1', 10],
      ['r-2', { type: 'Formula', value: 'B2*2' }],
    ]);
    expect(await readTable(fileOf('pay.xlsx', file))).toEqual({
      kind: 'refused',
      reason: 'FORMULA',
      message:
        'Cell B3 holds a formula. A batch file takes values only: copy the cells, paste them as values (Paste Special > Values), then upload the file again.',
    });
  });

  it('refuses a text cell that starts with "="', async () => {
    const file = await xlsx([
      ['Amount', 'Reference'],
      [10, '=cmd|calc'],
    ]);
    expect(await readTable(fileOf('pay.xlsx', file))).toMatchObject({
      reason: 'FORMULA',
      message: FILE_TEXTS.formulaText('B2'),
    });
  });

  it('refuses a damaged workbook and one with no rows', async () => {
    const damaged = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5]);
    expect(await readTable(fileOf('pay.xlsx', damaged))).toEqual({
      kind: 'refused',
      reason: 'UNREADABLE',
      message:
        'This Excel file cannot be opened: it may be damaged or protected by a password. Save it again in Excel without a password, or as CSV, and upload it again.',
    });
    expect(
      await readTable(fileOf('pay.xlsx', await xlsx([['Amount', 'Reference']]))),
    ).toMatchObject({ reason: 'NO_ROWS' });
  });
});
