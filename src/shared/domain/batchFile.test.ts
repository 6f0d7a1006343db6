import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { fromBatchCsv, toBatchCsv } from './batchFile';
import { emptyBatchRow } from './batchRows';
import { BATCH_COLUMNS, type BatchRowInput } from './batchTransfers';

const row = (values: Partial<BatchRowInput>): BatchRowInput => ({ ...emptyBatchRow(), ...values });

const HEADER = BATCH_COLUMNS.join(',');
const line = (values: Partial<BatchRowInput>) =>
  BATCH_COLUMNS.map((column) => values[column] ?? '').join(',');

describe('toBatchCsv', () => {
  it('writes the header of the template columns and one line a row, read back by papaparse', () => {
    const rows = [
      row({ recipientId: 'RCP-1', amount: '1,250.50', reference: 'Invoice "12", May' }),
      row({ name: 'Tan, Ah Kow', accountNumber: '0012', contactCountryCode: '+65' }),
    ];
    const parsed = Papa.parse<Record<string, string>>(toBatchCsv(rows), { header: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.meta.fields).toEqual([...BATCH_COLUMNS]);
    expect(parsed.data).toEqual(rows);
  });

  it('writes a formula with a leading apostrophe, so no spreadsheet evaluates it', () => {
    const rows = [
      row({
        name: '=HYPERLINK("http://x.example","pay")',
        reference: '+cmd|calc',
        city: '@SUM(1)',
      }),
      row({ name: '-2+3', state: '\t=1+1', address: "'quoted" }),
    ];
    const parsed = Papa.parse<Record<string, string>>(toBatchCsv(rows), { header: true });
    expect(parsed.data[0]).toMatchObject({
      name: `'=HYPERLINK("http://x.example","pay")`,
      reference: "'+cmd|calc",
      city: "'@SUM(1)",
    });
    expect(parsed.data[1]).toMatchObject({ name: "'-2+3", state: "'\t=1+1", address: "''quoted" });
  });

  it('keeps a plain number as it is', () => {
    const rows = [row({ amount: '-5', contactCountryCode: '+65', contactNumber: '+6591234567' })];
    const parsed = Papa.parse<Record<string, string>>(toBatchCsv(rows), { header: true });
    expect(parsed.data[0]).toMatchObject({
      amount: '-5',
      contactCountryCode: '+65',
      contactNumber: '+6591234567',
    });
  });
});

describe('fromBatchCsv', () => {
  it('reads back every row as it was written, formulas and apostrophes included', () => {
    const rows = [
      row({ recipientId: 'RCP-1', amount: '1,250.50', reference: 'Invoice "12", May' }),
      row({
        name: '=1+1',
        address: "'quoted",
        city: "O'Neil",
        paymentAdviceEmails: 'a@x.co;b@x.co',
      }),
    ];
    expect(fromBatchCsv(toBatchCsv(rows))).toEqual({ rows, lines: [2, 3], errors: [] });
  });

  it('reads a column left out as empty, skips blank lines, and a byte-order mark', () => {
    const text = `\uFEFFrecipientId,amount\n\nRCP-1, 10 \n\n`;
    expect(fromBatchCsv(text)).toEqual({
      rows: [row({ recipientId: 'RCP-1', amount: '10' })],
      lines: [3],
      errors: [],
    });
  });

  it('refuses an empty file', () => {
    expect(fromBatchCsv('')).toEqual({
      rows: [],
      lines: [],
      errors: [{ line: 1, message: 'The file is empty.' }],
    });
    expect(fromBatchCsv('\r\n\r\n').errors).toEqual([{ line: 1, message: 'The file is empty.' }]);
  });

  it('names an unknown or repeated column of the header', () => {
    expect(fromBatchCsv('recipientId,Amount,recipientId\nA,1,B').errors).toEqual([
      { line: 1, column: 'Amount', message: 'The column "Amount" is not one of the template\'s.' },
      {
        line: 1,
        column: 'recipientId',
        message: 'The column "recipientId" appears more than once.',
      },
    ]);
  });

  it('names the line of a row with too few or too many cells, counting blank and quoted lines', () => {
    const text = [
      HEADER,
      line({ recipientId: 'A', amount: '1' }),
      '',
      `${line({ recipientId: 'B', address: '"1 Road\nSingapore"' })}`,
      'C,1',
      `${line({ recipientId: 'D' })},extra`,
      line({ recipientId: 'E' }),
    ].join('\n');
    const { rows, lines, errors } = fromBatchCsv(text);
    expect(rows.map((r) => r.recipientId)).toEqual(['A', 'B', 'E']);
    expect(lines).toEqual([2, 4, 8]);
    expect(rows[1]?.address).toBe('1 Road\nSingapore');
    expect(errors).toEqual([
      { line: 6, message: `This line has 2 cells; the header has ${BATCH_COLUMNS.length}.` },
      {
        line: 7,
        message: `This line has ${BATCH_COLUMNS.length + 1} cells; the header has ${BATCH_COLUMNS.length}.`,
      },
    ]);
  });

  it('names the line of an unclosed quote', () => {
    const { errors } = fromBatchCsv(`recipientId,amount\r\nA,1\r\nB,"2\r\n`);
    expect(errors).toEqual([
      { line: 3, message: 'This line could not be read: a quoted cell is not closed.' },
    ]);
  });
});
