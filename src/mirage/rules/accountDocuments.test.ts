import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { Account } from '../../shared/domain/accounts';
import type { Transaction } from '../../shared/domain/transactions';
import { csvStatement } from './accountDocuments';

const account = { accountNumber: '885164302117', currency: 'SGD' } as Account;

function movement(overrides: Partial<Transaction>): Transaction {
  return {
    displayReferenceId: 'T1',
    type: 'PayOut',
    category: 'FAST',
    status: 'SUCCESSFUL',
    amount: 1_000_000,
    currency: 'SGD',
    creditOrDebit: 'DEBIT',
    createdAt: '2026-03-01T10:00:00.000Z',
    bookingTimestamp: '2026-03-01T10:00:00.000Z',
    debtorName: 'Demo Trading Pte. Ltd.',
    creditorName: 'Supplier',
    vaAccountNumber: account.accountNumber,
    fees: 0,
    totalAttachments: 0,
    ...overrides,
  } as Transaction;
}

const rowsOf = (csv: string) =>
  Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: true,
  }).data;

describe('csvStatement', () => {
  it('writes amounts exact from micros, signed by direction, rounded half-up to the currency', () => {
    const csv = csvStatement(
      account,
      [
        movement({ displayReferenceId: 'A', amount: 123_456_789_005_000, creditOrDebit: 'DEBIT' }),
        movement({
          displayReferenceId: 'B',
          amount: 10_000,
          creditOrDebit: 'CREDIT',
          debtorName: 'Client',
          createdAt: '2026-03-02T10:00:00.000Z',
          bookingTimestamp: '2026-03-02T10:00:00.000Z',
        }),
      ],
      {},
    );
    expect(rowsOf(csv).map((r) => [r.Reference, r.Amount, r.Counterparty])).toEqual([
      ['A', '-123456789.01', 'Supplier'],
      ['B', '0.01', 'Client'],
    ]);
  });

  it("dates each movement by Singapore's day: 16:30 UTC is the next day there", () => {
    const csv = csvStatement(
      account,
      [movement({ bookingTimestamp: '2026-03-01T16:30:00.000Z' })],
      { from: '2026-03-02', to: '2026-03-02' },
    );
    expect(rowsOf(csv).map((r) => r.Date)).toEqual(['2026-03-02 00:30']);
  });

  it('neutralises formula-like text (CSV injection), keeps negative numbers as numbers', () => {
    const csv = csvStatement(
      account,
      [
        movement({ description: '=HYPERLINK("http://x","pay")', creditorName: '@SUM(A1)' }),
        movement({ displayReferenceId: 'T2', description: '+65 8123 4567', amount: 12_500_000 }),
      ],
      {},
    );
    const [row, second] = rowsOf(csv);
    expect(row?.Description).toBe(`'=HYPERLINK("http://x","pay")`);
    expect(row?.Counterparty).toBe("'@SUM(A1)");
    expect(row?.Amount).toBe('-1.00');
    expect(second?.Description).toBe("'+65 8123 4567");
    expect(second?.Amount).toBe('-12.50');
  });

  it("leaves out other accounts' movements", () => {
    const csv = csvStatement(account, [movement({ vaAccountNumber: '885164302118' })], {});
    expect(rowsOf(csv)).toEqual([]);
  });
});
