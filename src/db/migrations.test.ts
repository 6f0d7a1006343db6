import { afterEach, describe, expect, it } from 'vitest';
import { readCachedApprovals } from './approvalReads';
import { readAccounts } from './cachedAccounts';
import { readCards } from './cachedCards';
import { BankDatabase } from './database';
import { PROFILE_KEY, readMeta } from './meta';
import { CURRENT_VERSION, SCHEMA_VERSIONS } from './schema';
import { NO_FILTER } from './transactionQuery';
import { countTransactions, readNewestTransactions, readTransactionPage } from './transactionReads';

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
 * then tests the N -> N+1 upgrade. The last test fails when a version has no case. Once a
 * version ships, its stores are copied into SHIPPED_STORES.
 */
interface MigrationCase {
  from: number;
  seed: (db: BankDatabase) => Promise<void>;
  check: (db: BankDatabase) => Promise<void>;
}

/**
 * The stores of each version as it shipped, copied by hand. The cases below build the old
 * database from SCHEMA_VERSIONS, so an edit to a shipped entry there would make them test an
 * upgrade no browser will run; this copy catches it.
 */
const SHIPPED_STORES: Record<number, Record<string, string | null>> = {
  1: {
    accounts: 'accountNumber, currency, accountOrder',
    transactions:
      'id, accountNumber, date, type, status, amount, [accountNumber+date], [type+date], [status+date]',
    recipients: 'id',
    approvals: 'referenceId, list, createdAt, [list+createdAt]',
    meta: 'key',
  },
  2: {
    transactions:
      'id, date, [accountNumber+date], [type+date], [status+date], [data.currency+amount], [data.cardNumber+date], [data.nameOnCard+date], [data.creditOrDebit+date]',
  },
};

const V1_ACCOUNT_A = { accountNumber: 'A', currency: 'SGD', accountOrder: 0, accountName: 'Ops' };
const V1_ACCOUNT_B = { accountNumber: 'B', currency: 'HKD', accountOrder: 1, accountName: 'HK' };
const V1_CARD_FIELDS = {
  currency: 'HKD',
  creditOrDebit: 'DEBIT',
  cardNumber: '4821',
  nameOnCard: 'Ada Tan',
};

const cases: MigrationCase[] = [
  {
    from: 1,
    seed: async (db) => {
      await db.table('meta').put({ key: 'profile', value: { name: 'Ada' }, updatedAt: 1 });
      await db
        .table('meta')
        .put({ key: 'lastSyncedAt:profile', value: 1_700_000_000_000, updatedAt: 1 });
      await db.table('accounts').bulkPut([
        { accountNumber: 'B', currency: 'HKD', accountOrder: 1, data: V1_ACCOUNT_B },
        { accountNumber: 'A', currency: 'SGD', accountOrder: 0, data: V1_ACCOUNT_A },
      ]);
      await db.table('transactions').put({
        id: 't1',
        accountNumber: 'A',
        date: '2026-11-01',
        type: 'PAY_IN',
        status: 'SUCCESSFUL',
        amount: 1_000_000,
        data: { id: 't1' },
      });
      // A card payment as version 1 kept it: the card fields only inside the bank's record.
      await db.table('transactions').put({
        id: 't2',
        accountNumber: 'H',
        date: '2026-11-02',
        type: 'Sales',
        status: 'Completed',
        amount: 26_385_550_000,
        data: {
          id: 't2',
          ...V1_CARD_FIELDS,
        },
      });
      await db.table('recipients').put({ id: 'r1', data: {} });
      await db.table('approvals').bulkPut([
        {
          referenceId: 'ap1',
          list: 'pending',
          createdAt: '2026-11-01T10:00:00Z',
          data: { referenceId: 'ap1' },
        },
        {
          referenceId: 'ap2',
          list: 'pending',
          createdAt: '2026-11-02T10:00:00Z',
          data: { referenceId: 'ap2' },
        },
        {
          referenceId: 'ap3',
          list: 'mine',
          createdAt: '2026-11-03T10:00:00Z',
          data: { referenceId: 'ap3' },
        },
      ]);
    },
    check: async (db) => {
      // Every row version 1 wrote, through the functions the pages read with.
      expect(await readMeta(db, PROFILE_KEY)).toEqual({ name: 'Ada' });
      expect((await db.meta.get('lastSyncedAt:profile'))?.value).toBe(1_700_000_000_000);
      expect(await readAccounts(db)).toEqual([V1_ACCOUNT_A, V1_ACCOUNT_B]);
      expect(await readCachedApprovals(db, 'pending', 10)).toEqual({
        requests: [{ referenceId: 'ap2' }, { referenceId: 'ap1' }],
        total: 2,
      });
      expect(await readCachedApprovals(db, 'mine', 10)).toEqual({
        requests: [{ referenceId: 'ap3' }],
        total: 1,
      });
      expect(await readTransactionPage(db, NO_FILTER, 0, 15)).toEqual({
        total: 2,
        transactions: [{ id: 't2', ...V1_CARD_FIELDS }, { id: 't1' }],
        hasMore: false,
      });
      expect(
        (await readTransactionPage(db, { ...NO_FILTER, accounts: ['A'] }, 0, 15)).transactions,
      ).toEqual([{ id: 't1' }]);
      expect(await countTransactions(db, { ...NO_FILTER, types: ['Sales'] })).toBe(1);
      expect(await countTransactions(db, { ...NO_FILTER, statuses: ['Completed'] })).toBe(1);
      expect(await readNewestTransactions(db, null, 5)).toEqual([
        { id: 't2', ...V1_CARD_FIELDS },
        { id: 't1' },
      ]);
      expect(await db.accounts.where('currency').equals('SGD').count()).toBe(1);
      expect(
        await db.transactions.where('[accountNumber+date]').equals(['A', '2026-11-01']).count(),
      ).toBe(1);
      // Version 2's indexes are built from the rows version 1 wrote, with no resync.
      const hkd = db.transactions
        .where('[data.currency+amount]')
        .between(['HKD', 26_000_000_000], ['HKD', 27_000_000_000]);
      expect(await hkd.primaryKeys()).toEqual(['t2']);
      expect(
        await db.transactions
          .where('[data.cardNumber+date]')
          .equals(['4821', '2026-11-02'])
          .primaryKeys(),
      ).toEqual(['t2']);
      expect(
        await db.transactions
          .where('[data.nameOnCard+date]')
          .equals(['Ada Tan', '2026-11-02'])
          .primaryKeys(),
      ).toEqual(['t2']);
      expect(
        await db.transactions
          .where('[data.creditOrDebit+date]')
          .equals(['DEBIT', '2026-11-02'])
          .primaryKeys(),
      ).toEqual(['t2']);
      // A row without card fields is in no card index.
      expect(await db.transactions.orderBy('[data.cardNumber+date]').primaryKeys()).toEqual(['t2']);
      expect(await db.recipients.get('r1')).toEqual({ id: 'r1', data: {} });
    },
  },
  {
    from: 2,
    seed: async (db) => {
      await db
        .table('accounts')
        .put({ accountNumber: 'H', currency: 'HKD', accountOrder: 0, data: {} });
      await db.table('transactions').put({
        id: 't1',
        accountNumber: 'H',
        date: '2026-11-02',
        type: 'PayIn',
        status: 'Completed',
        amount: 5_000_000,
        data: { currency: 'HKD', creditOrDebit: 'CREDIT' },
      });
      await db
        .table('meta')
        .put({ key: 'rates:SGD', value: { SGD: 1_000_000, HKD: 171_349 }, updatedAt: 1 });
    },
    check: async (db) => {
      expect(
        await db.transactions
          .where('[data.creditOrDebit+date]')
          .equals(['CREDIT', '2026-11-02'])
          .primaryKeys(),
      ).toEqual(['t1']);
      expect(
        await db.transactions.where('[data.currency+amount]').equals(['HKD', 5_000_000]).count(),
      ).toBe(1);
      expect((await db.meta.get('rates:SGD'))?.value).toEqual({ SGD: 1_000_000, HKD: 171_349 });
      // Version 3 adds the cards store, empty until the first sync.
      expect(await readCards(db)).toEqual([]);
    },
  },
  {
    from: 3,
    seed: async (db) => {
      await db.table('cards').bulkPut([
        { id: 'c2', type: 'VIRTUAL', cardOrder: 1, data: { id: 'c2', cardOrder: 1 } },
        { id: 'c1', type: 'VIRTUAL', cardOrder: 0, data: { id: 'c1', cardOrder: 0 } },
      ]);
    },
    check: async (db) => {
      expect((await readCards(db)).map((c) => c.id)).toEqual(['c1', 'c2']);
      expect(await db.cards.where('[type+cardOrder]').equals(['VIRTUAL', 1]).primaryKeys()).toEqual(
        ['c2'],
      );
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
  const old = new BankDatabase(
    name,
    SCHEMA_VERSIONS.filter((v) => v.version <= from),
  );
  await old.open();
  expect(old.verno).toBe(from);
  await seed(old);
  old.close();
  const current = new BankDatabase(name);
  await current.open();
  return current;
}

describe('cache migrations', () => {
  it.each(cases)(
    'opens a cache written at version $from with the current schema',
    async (migration) => {
      const db = await openedAfterUpgrade(migration);
      expect(db.verno).toBe(CURRENT_VERSION);
      await migration.check(db);
      db.close();
    },
  );

  it('drops the single-field transaction indexes that compound indexes cover', async () => {
    const v1 = cases.find((c) => c.from === 1);
    if (!v1) throw new Error('no case for version 1');
    const db = await openedAfterUpgrade(v1);
    const kept = [
      '[accountNumber+date]',
      '[data.cardNumber+date]',
      '[data.creditOrDebit+date]',
      '[data.currency+amount]',
      '[data.nameOnCard+date]',
      '[status+date]',
      '[type+date]',
      'date',
    ];
    expect(db.transactions.schema.indexes.map((i) => i.name).toSorted()).toEqual(kept);
    // The indexes IndexedDB itself keeps (and updates on every write), not only Dexie's view.
    const store = db.backendDB().transaction('transactions').objectStore('transactions');
    expect([...store.indexNames].toSorted()).toEqual(kept);
    // Dexie (3 and later) answers a query on the first field of a compound index from it, so a
    // where('accountNumber') would still be served by [accountNumber+date].
    expect(await db.transactions.where('accountNumber').equals('A').primaryKeys()).toEqual(['t1']);
    db.close();
  });

  it('keeps each shipped version as it shipped', () => {
    const shipped = SCHEMA_VERSIONS.filter((v) => v.version in SHIPPED_STORES);
    expect(shipped.map((v) => [v.version, v.stores])).toEqual(
      Object.entries(SHIPPED_STORES).map(([version, stores]) => [Number(version), stores]),
    );
  });

  it('has a migration case for every schema version', () => {
    expect(cases.map((c) => c.from)).toEqual(SCHEMA_VERSIONS.map((v) => v.version));
  });

  it('lists schema versions in ascending order', () => {
    const versions = SCHEMA_VERSIONS.map((v) => v.version);
    expect(versions).toEqual(versions.toSorted((a, b) => a - b));
  });
});
