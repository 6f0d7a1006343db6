import { afterEach, describe, expect, it } from 'vitest';
import { BankDatabase } from './database';
import { writeInBatches } from './writeInBatches';

let db: BankDatabase | null = null;
afterEach(async () => {
  await db?.delete();
  db = null;
});

describe('writeInBatches', () => {
  it('writes 10,000 rows in batches and yields between batches', async () => {
    db = new BankDatabase(`batches-${crypto.randomUUID()}`);
    const rows = Array.from({ length: 10_000 }, (_, i) => ({
      id: `t${i}`,
      accountNumber: 'A',
      date: '2026-11-01',
      type: 'PAY_IN',
      status: 'SUCCESSFUL',
      amount: i,
    }));
    let yields = 0;
    const progress: number[] = [];
    await writeInBatches(db.transactions, rows, {
      batchSize: 1000,
      yieldFn: async () => {
        yields += 1;
      },
      onProgress: (done) => progress.push(done),
    });
    expect(await db.transactions.count()).toBe(10_000);
    expect(yields).toBe(9);
    expect(progress.at(-1)).toBe(10_000);
    expect(progress).toHaveLength(10);
  });
});
