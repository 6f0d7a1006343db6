import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { downloadStatementPdf, downloadTransactions } from '../shared/contracts/transactions';
import type { Account } from '../shared/domain/accounts';
import { companyIsoDay, lastMonthOf } from '../shared/domain/exports';
import type { Transaction } from '../shared/domain/transactions';
import { microsToDecimalString } from '../shared/money';
import { listPdf } from '../mirage/rules/exports/pdfs';
import { type NodeBank, post, signIn, startNodeBank } from '../mirage/testingNode';
import { readBase64Pdf, readPdfPages } from './readPdf';
import { buildTransaction } from './transactions';

/**
 * The bank's PDFs read back by PDF.js (the export list and the statement: docs/decisions/
 * transactions.md 'Exports'). Here rather than beside the bank's routes: the bank's floor may
 * not import src/test (scripts/layers.mjs).
 */

type BankFile = { fileName: string; bufferFile: string; rows: number };

/** A plain S$1.00 pay-out to a numbered supplier. */
const txn = (i: number): Transaction =>
  buildTransaction({
    displayReferenceId: `R${i}`,
    amount: 1_000_000,
    sourceAmt: 1_000_000,
    destinationAmt: 1_000_000,
    createdAt: '2026-10-30T06:30:00.000Z',
    bookingTimestamp: '2026-10-30T06:30:00.000Z',
    creditorName: `Supplier ${i}`,
  });

describe('the PDF list', () => {
  it('is a real PDF with its rows and Page n of N on every page, and says where it stops', async () => {
    const many = Array.from({ length: 2_050 }, (_, i) => txn(i));
    const pages = await readPdfPages(
      await listPdf(many, 'Demo Trading Pte. Ltd.', '2026-11-27T01:00:00Z'),
    );
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((text, i) => expect(text).toContain(`Page ${i + 1} of ${pages.length}`));
    expect(pages[0]).toContain('Supplier 0');
    expect(pages.join(' ')).toContain(
      'This PDF lists the newest 2,000 of 2,050 transactions. Export to Excel or CSV for all of them.',
    );
  }, 60_000);
});

describe('the bank PDFs read back', () => {
  let bank: NodeBank;
  let admin = '';
  let account: Account;
  beforeEach(async () => {
    bank = await startNodeBank();
    admin = (await signIn('admin@demo.test')).accessToken;
    account = bank.accounts()[0] as Account;
  });
  afterEach(() => bank.shutdown());

  const statement = async (startDate: string, endDate: string) => {
    const answer = await post<BankFile>(downloadStatementPdf.path, {
      bearer: admin,
      body: { accountNumber: account.accountNumber, startDate, endDate },
    });
    expect(answer.status).toBe(200);
    const pages = await readBase64Pdf(answer.body.bufferFile);
    const all = pages.join(' ');
    return {
      pages,
      all,
      rows: answer.body.rows,
      opening: /Opening balance: SGD ([\d,.-]+)/.exec(all)?.[1],
      closing: /Closing balance: SGD ([\d,.-]+)/.exec(all)?.[1],
    };
  };

  it('the list export as PDF: its title and page numbers', async () => {
    const answer = await post<BankFile>(downloadTransactions.path, {
      bearer: admin,
      body: { fileType: 'pdf', transactionType: ['PayOut'] },
    });
    const pages = await readBase64Pdf(answer.body.bufferFile);
    expect(pages[0]).toContain('Transactions');
    expect(pages[0]).toContain(`${answer.body.rows} transactions`);
    pages.forEach((page, i) => expect(page).toContain(`Page ${i + 1} of ${pages.length}`));
  });

  it('a statement: account, period, opening and closing balance, every transaction, totals, page numbers', async () => {
    const s = await statement('2026-10-01', '2026-10-31');
    expect(s.all).toContain('Account statement');
    expect(s.all).toContain(`${account.accountName} (${account.accountNumber})`);
    expect(s.all).toContain('Period: 1 Oct 2026 to 31 Oct 2026');
    expect(s.opening).toBeDefined();
    expect(s.all).toContain(`Transactions: ${s.rows}`);
    expect(s.all).toMatch(/Total money in: SGD [\d,.]+/);
    expect(s.all).toMatch(/Total money out: SGD [\d,.]+/);
    s.pages.forEach((page, i) => expect(page).toContain(`Page ${i + 1} of ${s.pages.length}`));
  });

  it("a month's closing balance is the next one's opening, and the last closing is today's balance", async () => {
    const today = companyIsoDay(Date.now());
    const month = lastMonthOf(today);
    const last = await statement(month.startDate, month.endDate);
    const since = await statement(`${today.slice(0, 8)}01`, today);
    expect(last.closing).toBe(since.opening);
    expect(since.closing?.replaceAll(',', '')).toBe(
      microsToDecimalString(account.currentBalance ?? 0, 2),
    );
  });
});
