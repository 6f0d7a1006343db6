import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BankDatabase } from '../../db/database';
import { transactionRow } from '../../db/toRows';
import type { Transaction } from '../../shared/domain/transactions';
import { transactionsTask } from './transactionsTask';

const txn = (i: number): Transaction => ({
  displayReferenceId: `T${String(i).padStart(4, '0')}`,
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
  createdAt: new Date(Date.UTC(2026, 9, 1) + i * 60_000).toISOString(),
  bookingTimestamp: null,
  debtorName: 'A',
  creditorName: 'B',
  debtorAccountNumber: '1',
  creditorAccountNumber: '2',
  vaAccountNumber: 'S1',
  vaAccountName: 'Main',
  exchangeRate: [],
  fees: 0,
  totalAttachments: 0,
});

let db: BankDatabase;
beforeEach(async () => {
  db = new BankDatabase(`txn-task-${crypto.randomUUID()}`);
  await db.open();
});
afterEach(async () => {
  db.close();
  await db.delete();
});

const bankOf = (all: Transaction[], omit: string[] = []) => ({
  fetchFirstPage: async (_f: unknown, size: number) => ({
    displayReferenceIds: all.map((t) => t.displayReferenceId),
    transactions: all.slice(0, size),
  }),
  fetchByIds: async (ids: string[]) =>
    all.filter((t) => ids.includes(t.displayReferenceId) && !omit.includes(t.displayReferenceId)),
  yieldFn: async () => undefined,
});

describe('transactionsTask', () => {
  it('asks for the next page before the current one is written, one page ahead at most', async () => {
    const all = Array.from({ length: 350 }, (_, i) => txn(i));
    const events: string[] = [];
    const bank = bankOf(all);
    const task = transactionsTask({
      ...bank,
      fetchByIds: async (ids) => {
        events.push(`fetch ${ids[0]}`);
        return bank.fetchByIds(ids);
      },
    });
    await task.run(db, (done) => events.push(`wrote ${done}`));
    expect(events).toEqual([
      'wrote 100',
      'fetch T0100',
      'fetch T0200',
      'wrote 200',
      'fetch T0300',
      'wrote 300',
      'wrote 350',
    ]);
    expect(await db.transactions.count()).toBe(350);
  });

  it('deletes rows the bank no longer lists, and keeps a listed row a page left out', async () => {
    const all = Array.from({ length: 150 }, (_, i) => txn(i));
    await db.transactions.bulkPut([txn(900), txn(120)].map(transactionRow));
    await transactionsTask(bankOf(all, ['T0120'])).run(db, () => undefined);
    expect(await db.transactions.get('T0900')).toBeUndefined();
    expect(await db.transactions.get('T0120')).toBeDefined();
    expect(await db.transactions.count()).toBe(150);
  });

  it('stops at a failed write without an unhandled rejection from the prefetched page', async () => {
    const all = Array.from({ length: 300 }, (_, i) => txn(i));
    let calls = 0;
    const bank = bankOf(all);
    const task = transactionsTask({
      ...bank,
      fetchByIds: async (ids) => {
        calls += 1;
        if (calls === 2) throw new Error('network down');
        return bank.fetchByIds(ids);
      },
    });
    await expect(task.run(db, () => undefined)).rejects.toThrow('network down');
  });
});
