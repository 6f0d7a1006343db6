import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import { fromBatchCsv } from '../../../../shared/domain/batchFile';
import { emptyBatchRow } from '../../../../shared/domain/batchRows';
import { templateCsv, templateFileName, templateXlsx, toUploadCsv } from './templateFiles';
import { TEST_TEMPLATE } from './templateFixture';
import { zipPartText } from './xlsxFormulas';

const HEADERS = [
  'Recipient ID',
  'Recipient name',
  'Account number',
  'Bank',
  'Amount',
  'Sender account',
  'Reference',
  'Payment advice e-mails',
];

describe('templateCsv', () => {
  it('reads back with papaparse as the headers and the example rows, a formula as text', () => {
    const csv = templateCsv(TEST_TEMPLATE);
    expect(csv.startsWith('\ufeff')).toBe(true);
    const parsed = Papa.parse<string[]>(csv, { skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data).toEqual([
      HEADERS,
      ['rcp-0001', '', '', '', '1,250.50', '0012345678', 'INV 1001', ''],
      [
        '',
        'Tan Mei Ling',
        '0098765432',
        'DBS Bank Ltd',
        '300.00',
        '0012345678',
        "'=SUM(A1)",
        'mei@example.com;ap@example.com',
      ],
    ]);
    expect(templateFileName(TEST_TEMPLATE, 'csv')).toBe('batch-transfer-template-local.csv');
  });
});

describe('templateXlsx', () => {
  it('reads back with read-excel-file as text cells under a bold header row', async () => {
    const blob = await templateXlsx(TEST_TEMPLATE);
    const buffer = Buffer.from(await blob.arrayBuffer());
    expect(await readSheet(buffer)).toEqual([
      HEADERS,
      ['rcp-0001', null, null, null, '1,250.50', '0012345678', 'INV 1001', null],
      [
        null,
        'Tan Mei Ling',
        '0098765432',
        'DBS Bank Ltd',
        '300.00',
        '0012345678',
        '=SUM(A1)',
        'mei@example.com;ap@example.com',
      ],
    ]);
    // The formula-looking example is a text cell, never a formula.
    const sheet = await zipPartText(await blob.arrayBuffer(), 'xl/worksheets/sheet1.xml');
    expect(sheet).toContain('<c r="A1"');
    expect(sheet).not.toMatch(/<f\b/);
    expect(await zipPartText(await blob.arrayBuffer(), 'xl/styles.xml')).toMatch(/<b\s*\/>/);
    expect(templateFileName(TEST_TEMPLATE, 'xlsx')).toBe('batch-transfer-template-local.xlsx');
  });
});

describe('toUploadCsv', () => {
  it('writes the canonical CSV the bank reads back row for row', () => {
    const rows = [
      { ...emptyBatchRow(), recipientId: 'RCP-1', amount: '1,250.50', reference: '=cmd' },
      { ...emptyBatchRow(), name: 'Tan, Mei', amount: '10', senderAccountNumber: '001' },
    ];
    const csv = toUploadCsv(rows);
    expect(csv.split('\r\n')[0]).toBe(Object.keys(emptyBatchRow()).join(','));
    expect(fromBatchCsv(csv)).toEqual({ rows, lines: [2, 3], errors: [] });
  });
});
