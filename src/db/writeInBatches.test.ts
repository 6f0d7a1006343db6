import { afterEach, describe, expect, it } from 'vitest';
import { BankDatabase } from './database';
import type { Transaction } from '../shared/domain/transactions';
import type { TransactionRow } from './rows';
import { writeInBatches } from './writeInBatches';

let db: BankDatabase | null = null;
afterEach(async () => {
  await db?.delete();
  db = null;
});

const transactions = (count: number): TransactionRow[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `t${i}`,
    accountNumber: 'A',
    date: '2026-11-01',
    type: 'PayIn',
    status: 'Completed',
    amount: i,
    data: {} as Transaction,
  }));

describe('writeInBatches', () => {
  it('writes 10,000 rows in batches and yields between batches', async () => {
    db = new BankDatabase(`batches-${crypto.randomUUID()}`);
    const events: string[] = [];
    const progress: [number, number][] = [];
    await writeInBatches(db.transactions, transactions(10_000), {
      batchSize: 1000,
      yieldFn: async () => {
        events.push('yield');
      },
      onProgress: (done, total) => {
        events.push('batch');
        progress.push([done, total]);
      },
    });
    expect(await db.transactions.count()).toBe(10_000);
    // A yield after every batch but the last: nothing is left to give way to.
    expect(events.filter((e) => e === 'yield')).toHaveLength(9);
    expect(events.slice(0, 4)).toEqual(['batch', 'yield', 'batch', 'yield']);
    expect(progress.at(-1)).toEqual([10_000, 10_000]);
  });

  it('reports a short last batch and writes nothing for no rows', async () => {
    db = new BankDatabase(`batches-${crypto.randomUUID()}`);
    const progress: number[] = [];
    await writeInBatches(db.transactions, transactions(2_500), {
      yieldFn: async () => {},
      onProgress: (done) => progress.push(done),
    });
    expect(progress).toEqual([1000, 2000, 2500]);
    await writeInBatches(db.transactions, [], { onProgress: (done) => progress.push(done) });
    expect(progress).toHaveLength(3);
  });
});
