import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import type { Transaction } from '../../../shared/domain/transactions';
import { quickBooksCsv, xeroCsv } from './accounting';
import { neutralise } from './cells';
import { asOneExport, checkExport, statementFile } from './index';
import { listCsv } from './csv';
import { listXlsx } from './xlsx';

/** A transaction with what the exports read; the rest as the bank fills it. */
function txn(over: Partial<Transaction>): Transaction {
  return {
    displayReferenceId: 'TXN1',
    type: 'PayOut',
    category: 'FAST',
    status: 'SUCCESSFUL',
    amount: 1_000_000,
    currency: 'SGD',
    creditOrDebit: 'DEBIT',
    sourceCcy: 'SGD',
    sourceAmt: 1_000_000,
    destinationCcy: 'SGD',
    destinationAmt: 1_000_000,
    // 16:30 UTC on the 30th is 00:30 on the 31st in Singapore.
    createdAt: '2026-10-30T16:30:00.000Z',
    bookingTimestamp: '2026-10-30T16:30:00.000Z',
    debtorName: 'Demo Trading Pte. Ltd.',
    creditorName: 'Acme Supplies',
    debtorAccountNumber: '111',
    creditorAccountNumber: '222',
    vaAccountNumber: '8850000001',
    vaAccountName: 'Main account',
    exchangeRate: [],
    fees: 0,
    totalAttachments: 0,
    ...over,
  };
}

const HOSTILE = ['=HYPERLINK("http://evil.test","x")', '+1+2', '-2+3', '@SUM(A1)', '\tTAB', '\rCR'];

describe('neutralise (OWASP CSV injection)', () => {
  it('prefixes a quote to text starting with = + - @ tab or CR, and leaves other text', () => {
    for (const hostile of HOSTILE) expect(neutralise(hostile)).toBe(`'${hostile}`);
    expect(neutralise('Acme = Co')).toBe('Acme = Co');
    expect(neutralise('')).toBe('');
  });
});

/** 0.1 + 0.2 and amounts past what a float holds to the cent. */
const EXACT = [
  txn({
    displayReferenceId: 'A',
    amount: 100_000,
    creditOrDebit: 'CREDIT',
    type: 'PayIn',
    debtorName: 'Big Client',
  }),
  txn({
    displayReferenceId: 'B',
    amount: 200_000,
    creditOrDebit: 'CREDIT',
    type: 'PayIn',
    debtorName: 'Big Client',
  }),
  txn({ displayReferenceId: 'C', amount: 9_007_199_254_740_991 }),
  txn({ displayReferenceId: 'D', amount: 1_234_567_890_120_000, fees: 5_000_000 }),
  txn({ displayReferenceId: 'E', amount: 1_234_000_000, currency: 'JPY' }),
];

describe('amounts exact from micro-units', () => {
  it('CSV: 0.10, 0.20, large amounts and a zero-decimal currency, read back by papaparse', async () => {
    const csv = text(await listCsv(EXACT));
    const parsed = Papa.parse<Record<string, string>>(csv.replace(/^\ufeff/, ''), {
      header: true,
      skipEmptyLines: true,
    });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data.map((r) => [r.Amount, r.Fees, r.Currency])).toEqual([
      ['0.10', '0.00', 'SGD'],
      ['0.20', '0.00', 'SGD'],
      ['-9007199254.74', '0.00', 'SGD'],
      ['-1234567890.12', '5.00', 'SGD'],
      ['-1234', '0', 'JPY'],
    ]);
    expect(parsed.data[0]?.Date).toBe('2026-10-31 00:30');
  });

  it('XLSX: amounts are numbers equal to the decimal text, read back by read-excel-file', async () => {
    const rows = await readSheet(Buffer.from(await listXlsx(EXACT)));
    expect(rows[0]).toEqual([
      'Date',
      'Type',
      'Counterparty',
      'Reference',
      'Account',
      'Currency',
      'Amount',
      'Fees',
      'Status',
      'Note',
    ]);
    expect(rows.slice(1).map((r) => r[6])).toEqual([
      0.1, 0.2, -9007199254.74, -1234567890.12, -1234,
    ]);
    expect(rows[4]?.[7]).toBe(5);
  });
});

/** A file's bytes as text. */
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

/** The data rows of a CSV file (after its header), as papaparse reads them. */
const read = (csv: string) =>
  Papa.parse<string[]>(csv.replace(/^\ufeff/, ''), { skipEmptyLines: true }).data.slice(1);

describe('hostile text in every spreadsheet format', () => {
  const hostile = HOSTILE.map((formula, i) =>
    txn({
      displayReferenceId: `H${i}`,
      creditorName: formula,
      note: formula,
      customerReference: formula,
    }),
  );

  it('CSV, Xero and QuickBooks carry each formula as quoted text', async () => {
    const list = read(text(await listCsv(hostile)));
    expect(list.map((r) => [r[2], r[3], r[9]])).toEqual(
      HOSTILE.map((t) => [`'${t}`, `'${t}`, `'${t}`]),
    );
    const xero = read(text(await xeroCsv(hostile)));
    expect(xero.map((r) => [r[2], r[4]])).toEqual(HOSTILE.map((t) => [`'${t}`, `'${t}`]));
    const quickBooks = read(text(await quickBooksCsv(hostile)));
    for (const row of quickBooks) expect(row[1]).toMatch(/^'/);
  });

  it('XLSX keeps each formula as a text cell', async () => {
    const rows = await readSheet(Buffer.from(await listXlsx(hostile)));
    expect(rows.slice(1).map((r) => r[9])).toEqual(HOSTILE.map((t) => `'${t}`));
  });
});

describe('Xero and QuickBooks statement files', () => {
  it('Xero: its template columns, day-first dates in Singapore time, signed amounts, oldest first', async () => {
    const csv = text(
      await xeroCsv([
        txn({
          displayReferenceId: 'NEW',
          createdAt: '2026-11-02T02:00:00.000Z',
          amount: 12_340_000,
        }),
        txn({
          displayReferenceId: 'OLD',
          amount: 5_000_000,
          creditOrDebit: 'CREDIT',
          debtorName: 'Big Client',
        }),
      ]),
    );
    expect(csv.split('\r\n')[0]).toBe('*Date,*Amount,Payee,Description,Reference');
    const rows = Papa.parse<string[]>(csv, { skipEmptyLines: true }).data.slice(1);
    expect(rows).toEqual([
      ['31/10/2026', '5.00', 'Big Client', 'Pay-out', 'OLD'],
      ['02/11/2026', '-12.34', 'Acme Supplies', 'Pay-out', 'NEW'],
    ]);
  });

  it('QuickBooks: the 3-column upload, Date, Description, Amount', async () => {
    const csv = text(await quickBooksCsv([txn({ amount: 12_340_000, description: 'Invoice 7' })]));
    expect(Papa.parse<string[]>(csv, { skipEmptyLines: true }).data).toEqual([
      ['Date', 'Description', 'Amount'],
      ['31/10/2026', 'Acme Supplies - Invoice 7', '-12.34'],
    ]);
  });
});

describe('bounds', () => {
  it('two exports of a user at once: a third while they run is refused with 429', async () => {
    const finish: (() => void)[] = [];
    const running = () => new Promise<void>((resolve) => finish.push(resolve));
    const first = asOneExport('USR-1', running);
    const second = asOneExport('USR-1', running);
    await expect(asOneExport('USR-1', async () => 'third')).rejects.toMatchObject({
      status: 429,
      code: 'TOO_MANY_REQUEST',
      description: 'Exports of yours are still being made. Please wait for them to finish.',
    });
    expect(await asOneExport('USR-2', async () => 'other user')).toBe('other user');
    for (const done of finish) done();
    await Promise.all([first, second]);
    expect(await asOneExport('USR-1', async () => 'after')).toBe('after');
  });

  it('Xero and QuickBooks over 1,000 lines, other formats over 100,000: EXPORT_TOO_LARGE', () => {
    expect(() => checkExport('xero', ['A'], 1_000)).not.toThrow();
    expect(() => checkExport('quickbooks', ['A'], 1_001)).toThrow(
      'QuickBooks imports at most 1,000 lines a file, and this list has 1,001. Choose a shorter period.',
    );
    expect(() => checkExport('csv', undefined, 100_000)).not.toThrow();
    expect(() => checkExport('xls', undefined, 100_001)).toThrow(
      'An export holds at most 100,000 transactions, and this list has 100,001. Narrow the filters.',
    );
    // The PDF list is cut at 2,000 rows and says so, rather than refused.
    expect(() => checkExport('pdf', undefined, 5_000)).not.toThrow();
  });

  it('refuses a statement of more than 10,000 transactions before making it', async () => {
    const account = {
      accountNumber: '8850000001',
      accountName: 'Main account',
      currency: 'SGD' as const,
      currentBalance: 0,
      accountHolderName: 'Demo Trading Pte. Ltd.',
      bankName: 'Bank',
      bankSwift: 'BANKSGSG',
      isDefaultAccount: true,
      isLowAccountBalance: false,
      accountOrder: 0,
    };
    const rows = Array.from({ length: 10_001 }, (_, i) => txn({ displayReferenceId: `S${i}` }));
    await expect(
      statementFile(account, rows, '2026-10-01', '2026-10-31', 'Demo Trading Pte. Ltd.'),
    ).rejects.toMatchObject({
      status: 400,
      code: 'EXPORT_TOO_LARGE',
      description:
        'A PDF statement holds at most 10,000 transactions, and this period has 10,001. Choose a shorter period.',
    });
  });
});
