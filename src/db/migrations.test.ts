import { afterEach, describe, expect, it } from 'vitest';
import { BankDatabase } from './database';
import { SCHEMA_VERSIONS } from './schema';

/**
 * Migration pattern: for each version N > 1, write data with the schema list cut at N-1, close,
 * then open the same database with the current list and read the data back. Version 1 has no
 * predecessor, so its case opens a database written at version 1 with the current code.
 * Adding version N = one SCHEMA_VERSIONS entry + one `cases` entry here.
 */
const cases: { from: number; seed: (db: BankDatabase) => Promise<void>; check: (db: BankDatabase) => Promise<void> }[] = [
  {
    from: 1,
    seed: async (db) => {
      await db.meta.put({ key: 'profile', value: { name: 'Ada' }, updatedAt: 1 });
      await db.transactions.put({ id: 't1', accountNumber: 'A', date: '2026-11-01', type: 'PAY_IN', status: 'SUCCESSFUL', amount: 1_000_000 });
    },
    check: async (db) => {
      expect((await db.meta.get('profile'))?.value).toEqual({ name: 'Ada' });
      expect(await db.transactions.where('[accountNumber+date]').equals(['A', '2026-11-01']).count()).toBe(1);
    },
  },
];

const names: string[] = [];
afterEach(async () => {
  for (const name of names.splice(0)) await new BankDatabase(name).delete();
});

describe('cache migrations', () => {
  it.each(cases)('opens data written at version $from with the current schema', async ({ from, seed, check }) => {
    const name = `migration-${from}-${crypto.randomUUID()}`;
    names.push(name);
    const old = new BankDatabase(name, SCHEMA_VERSIONS.filter((v) => v.version <= from));
    await old.open();
    await seed(old);
    old.close();
    const current = new BankDatabase(name);
    await current.open();
    await check(current);
    expect(current.verno).toBe(SCHEMA_VERSIONS[SCHEMA_VERSIONS.length - 1]?.version);
    current.close();
  });

  it('has a migration case for every schema version', () => {
    expect(cases.map((c) => c.from)).toEqual(SCHEMA_VERSIONS.map((v) => v.version));
  });
});
