import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/node';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { downloadStatementPdf, downloadTransactions } from '../../shared/contracts/transactions';
import type { Account } from '../../shared/domain/accounts';
import { companyIsoDay } from '../../shared/domain/exports';
import {
  signedAmount,
  type Transaction,
  type TransactionFilter,
} from '../../shared/domain/transactions';
import { microsToDecimalString, sumMicros } from '../../shared/money';
import { EXPORT_TRIES } from '../rules/exports';
import { type NodeBank, post, signIn, startNodeBank } from '../testingNode';

type BankFile = { fileName: string; contentType: string; bufferFile: string; rows: number };
type Refusal = { code: string; description: string; field?: string };

let bank: NodeBank;
let admin = '';
let accounts: Account[] = [];
beforeEach(async () => {
  bank = await startNodeBank();
  admin = (await signIn('admin@demo.test')).accessToken;
  accounts = bank.accounts();
});
afterEach(() => bank.shutdown());

const download = (bearer: string, body: unknown) =>
  post<BankFile & Refusal>(downloadTransactions.path, { bearer, body });
const statement = (bearer: string, body: unknown) =>
  post<BankFile & Refusal>(downloadStatementPdf.path, { bearer, body });

/** The whole filtered list as the list call gives it (ids, then the records by ids). */
async function listed(filter: TransactionFilter): Promise<Transaction[]> {
  const first = await post<{ displayReferenceIds: string[]; transactions: Transaction[] }>(
    '/v1/boom/transactions?pageSize=100',
    { bearer: admin, body: filter },
  );
  const all = [...first.body.transactions];
  const rest = first.body.displayReferenceIds.slice(100);
  for (let i = 0; i < rest.length; i += 100)
    all.push(
      ...(
        await post<{ transactions: Transaction[] }>('/v1/boom/transactions-paging', {
          bearer: admin,
          body: { referenceIds: rest.slice(i, i + 100) },
        })
      ).body.transactions,
    );
  return all;
}

const text = (file: BankFile) => Buffer.from(file.bufferFile, 'base64').toString('utf8');
const decimal = (t: Transaction) =>
  microsToDecimalString(signedAmount(t), t.currency === 'JPY' ? 0 : 2);

describe('transactions.download', () => {
  it('CSV: the filtered list, read back by papaparse, amounts equal to the list', async () => {
    const filter: TransactionFilter = {
      transactionType: ['PayOut', 'PayIn'],
      status: ['Completed'],
    };
    const rows = await listed(filter);
    const answer = await download(admin, { ...filter, fileType: 'csv' });
    expect(answer.status).toBe(200);
    expect(answer.body.contentType).toBe('text/csv;charset=utf-8');
    expect(answer.body.fileName).toMatch(/^transactions_\d{4}-\d{2}-\d{2}\.csv$/);
    expect(answer.body.rows).toBe(rows.length);
    const parsed = Papa.parse<Record<string, string>>(text(answer.body).replace(/^\ufeff/, ''), {
      header: true,
      skipEmptyLines: true,
    });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data.map((r) => r.Amount)).toEqual(rows.map(decimal));
    expect(parsed.data.map((r) => r.Status)).toEqual(rows.map(() => 'Completed'));
  });

  it('XLSX: a real workbook, read back by read-excel-file, amounts as numbers equal to the list', async () => {
    const filter: TransactionFilter = { vaNumbers: [accounts[0]?.accountNumber ?? ''] };
    const rows = await listed(filter);
    const answer = await download(admin, { ...filter, fileType: 'xls' });
    expect(answer.status).toBe(200);
    expect(answer.body.fileName).toMatch(/\.xlsx$/);
    const sheet = await readSheet(Buffer.from(answer.body.bufferFile, 'base64'));
    expect(sheet[0]?.[6]).toBe('Amount');
    expect(sheet.slice(1).map((r) => r[6])).toEqual(rows.map((t) => Number(decimal(t))));
  });

  it('Xero: one account, its import columns, the list oldest first, its total equal to the list', async () => {
    const account = accounts[0]?.accountNumber ?? '';
    const filter: TransactionFilter = {
      vaNumbers: [account],
      startDate: companyIsoDay(Date.now() - 30 * 86_400_000),
    };
    const rows = await listed(filter);
    expect(rows.length).toBeGreaterThan(0);
    const answer = await download(admin, { ...filter, fileType: 'xero' });
    expect(answer.status).toBe(200);
    expect(answer.body.fileName).toMatch(new RegExp(`^transactions_xero_${account}_`));
    const parsed = Papa.parse<Record<string, string>>(text(answer.body), {
      header: true,
      skipEmptyLines: true,
    });
    expect(parsed.meta.fields).toEqual(['*Date', '*Amount', 'Payee', 'Description', 'Reference']);
    expect(parsed.data.map((r) => r['*Amount']).toSorted()).toEqual(rows.map(decimal).toSorted());
    for (const r of parsed.data) expect(r['*Date']).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(parsed.data.map((r) => r.Reference)).toEqual(
      rows
        .toReversed()
        .map((t) => t.customerReference || t.bankingReference || t.displayReferenceId),
    );
  });

  it('QuickBooks: the 3-column upload of one account', async () => {
    const account = accounts[0]?.accountNumber ?? '';
    const filter = { vaNumbers: [account], startDate: companyIsoDay(Date.now() - 30 * 86_400_000) };
    const rows = await listed(filter);
    const answer = await download(admin, { ...filter, fileType: 'quickbooks' });
    const parsed = Papa.parse<Record<string, string>>(text(answer.body), {
      header: true,
      skipEmptyLines: true,
    });
    expect(parsed.meta.fields).toEqual(['Date', 'Description', 'Amount']);
    expect(sumMicros(parsed.data.map((r) => Math.round(Number(r.Amount) * 100) * 10_000))).toBe(
      sumMicros(rows.map(signedAmount)),
    );
  });

  it('Xero and QuickBooks refuse a filter that is not one account (400 INVALID_PARAM_ERROR on vaNumbers)', async () => {
    for (const fileType of ['xero', 'quickbooks']) {
      const answer = await download(admin, { fileType });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        code: 'INVALID_PARAM_ERROR',
        field: 'vaNumbers',
        description: 'Xero and QuickBooks import one bank account a file: choose one account.',
      });
    }
  });

  it('PDF: the list as a PDF file', async () => {
    const answer = await download(admin, { transactionType: ['PayOut'], fileType: 'pdf' });
    expect(answer.status).toBe(200);
    expect(answer.body.contentType).toBe('application/pdf');
    expect(Buffer.from(answer.body.bufferFile, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('the general role may not export (403 NO_PERMISSION_API); the accountant may', async () => {
    const general = (await signIn('general@demo.test')).accessToken;
    const refused = await download(general, { fileType: 'csv' });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('NO_PERMISSION_API');
    const accountant = (await signIn('accountant@demo.test')).accessToken;
    expect((await download(accountant, { fileType: 'csv' })).status).toBe(200);
  });

  it('refuses an unknown format and a filter out of order (400 INVALID_PARAM_ERROR)', async () => {
    expect((await download(admin, { fileType: 'docx' })).body.field).toBe('fileType');
    expect(
      (await download(admin, { fileType: 'csv', startDate: '2026-02-01', endDate: '2026-01-01' }))
        .body.field,
    ).toBe('endDate');
  });

  it(`throttles a flood: ${EXPORT_TRIES.max} exports an hour each, then 429 TOO_MANY_REQUEST`, async () => {
    const filter = { fileType: 'csv', transactionType: ['Cashback'] };
    for (let i = 0; i < EXPORT_TRIES.max; i++)
      expect((await download(admin, filter)).status).toBe(200);
    const refused = await download(admin, filter);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('TOO_MANY_REQUEST');
  }, 60_000);
});

describe('transactions.downloadPdf (statement)', () => {
  const october = { startDate: '2026-10-01', endDate: '2026-10-31' };

  it('answers the statement as a PDF file named for the account and the period', async () => {
    const account = accounts[0] as Account;
    const answer = await statement(admin, { accountNumber: account.accountNumber, ...october });
    expect(answer.status).toBe(200);
    expect(answer.body.fileName).toBe(
      `statement_${account.accountNumber}_2026-10-01_2026-10-31.pdf`,
    );
    expect(answer.body.contentType).toBe('application/pdf');
    expect(Buffer.from(answer.body.bufferFile, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses an unknown account (400 VA_NOT_AVAILABLE), a period over a year (400), and the general role (403)', async () => {
    const unknown = await statement(admin, { accountNumber: 'NOPE', ...october });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('VA_NOT_AVAILABLE');
    const long = await statement(admin, {
      accountNumber: accounts[0]?.accountNumber,
      startDate: '2024-01-01',
      endDate: '2026-01-01',
    });
    expect(long.status).toBe(400);
    expect(long.body.field).toBe('endDate');
    const general = (await signIn('general@demo.test')).accessToken;
    const refused = await statement(general, {
      accountNumber: accounts[0]?.accountNumber,
      ...october,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('NO_PERMISSION_API');
  });
});
