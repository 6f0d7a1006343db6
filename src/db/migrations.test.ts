import { afterEach, describe, expect, it } from 'vitest';
import { BankDatabase } from './database';
import { CURRENT_VERSION, SCHEMA_VERSIONS } from './schema';

/**
 * Migration pattern. Users' browsers hold caches written by older app versions, and an upgrade
 * must open them without losing what they can still read offline. For every schema version N
 * there is one case `{ from: N, seed, check }`:
 * - `seed` writes rows as version N stored them: plain objects through `db.table(name)`, never
 *   the current row types (those follow the newest schema and would hide a changed shape);
 * - `openedAfterUpgrade` creates the database with the schema list cut at N, seeds it, closes it,
 *   then opens it with the current list, which runs every later version's `upgrade`;
 * - `check` reads through the current typed tables and indexes.
 * Adding version N+1 = one SCHEMA_VERSIONS entry + one case here (`from: N+1`); the case for N
 * then tests the N -> N+1 upgrade. The last test fails when a version has no case.
 */
interface MigrationCase {
  from: number;
  seed: (db: BankDatabase) => Promise<void>;
  check: (db: BankDatabase) => Promise<void>;
}

const cases: MigrationCase[] = [
  {
    from: 1,
    seed: async (db) => {
      await db.table('meta').put({ key: 'profile', value: { name: 'Ada' }, updatedAt: 1 });
      await db.table('meta').put({ key: 'lastSyncedAt:profile', value: 1_700_000_000_000, updatedAt: 1 });
      await db.table('accounts').put({ accountNumber: 'A', currency: 'SGD', accountOrder: 0, data: {} });
      await db.table('transactions').put({
        id: 't1',
        accountNumber: 'A',
        date: '2026-11-01',
        type: 'PAY_IN',
        status: 'SUCCESSFUL',
        amount: 1_000_000,
        data: {},
      });
      await db.table('recipients').put({ id: 'r1', data: {} });
      await db.table('approvals').put({ referenceId: 'ap1', list: 'pending', createdAt: '2026-11-01T10:00:00Z', data: {} });
    },
    check: async (db) => {
      expect((await db.meta.get('profile'))?.value).toEqual({ name: 'Ada' });
      expect((await db.meta.get('lastSyncedAt:profile'))?.value).toBe(1_700_000_000_000);
      expect(await db.accounts.where('currency').equals('SGD').count()).toBe(1);
      expect(await db.transactions.where('[accountNumber+date]').equals(['A', '2026-11-01']).count()).toBe(1);
      expect(await db.recipients.get('r1')).toBeDefined();
      expect(await db.approvals.where('list').equals('pending').count()).toBe(1);
    },
  },
];

const created: string[] = [];
afterEach(async () => {
  for (const name of created.splice(0)) await new BankDatabase(name).delete();
});

/** Writes a database at version `from`, then opens it with the current schema. */
async function openedAfterUpgrade({ from, seed }: MigrationCase): Promise<BankDatabase> {
  const name = `migration-${from}-${crypto.randomUUID()}`;
  created.push(name);
  const old = new BankDatabase(name, SCHEMA_VERSIONS.filter((v) => v.version <= from));
  await old.open();
  expect(old.verno).toBe(from);
  await seed(old);
  old.close();
  const current = new BankDatabase(name);
  await current.open();
  return current;
}

describe('cache migrations', () => {
  it.each(cases)('opens a cache written at version $from with the current schema', async (migration) => {
    const db = await openedAfterUpgrade(migration);
    expect(db.verno).toBe(CURRENT_VERSION);
    await migration.check(db);
    db.close();
  });

  it('has a migration case for every schema version', () => {
    expect(cases.map((c) => c.from)).toEqual(SCHEMA_VERSIONS.map((v) => v.version));
  });

  it('lists schema versions in ascending order', () => {
    const versions = SCHEMA_VERSIONS.map((v) => v.version);
    expect(versions).toEqual(versions.toSorted((a, b) => a - b));
  });
});
