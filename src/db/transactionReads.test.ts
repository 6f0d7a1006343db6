import * as fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BankDatabase } from './database';
import type { TransactionRow } from './rows';
import { transactionRow } from './toRows';
import type { CurrencyCode } from '../shared/currencies';
import {
  LIST_STATUSES,
  type Transaction,
  type TransactionStatus,
  type TransactionType,
} from '../shared/domain/transactions';
import {
  countTransactions,
  hasAnyTransactions,
  readTransactionPage,
  SCAN_MIN_CHUNK,
  scanNewestFirst,
} from './transactionReads';
import { buildTransaction } from '../test/transactions';
import {
  NO_FILTER,
  rowMatches,
  type AmountRange,
  type TransactionListFilter,
} from './transactionQuery';

const ACCOUNTS = ['A1', 'A2', 'A3', 'A4'];
/** Each account's currency: amounts of different currencies must never be compared. */
const CURRENCY: Record<string, CurrencyCode> = { A1: 'SGD', A2: 'HKD', A3: 'SGD', A4: 'JPY' };
const CARDS = [
  { cardNumber: '4821', nameOnCard: 'Roy Harber' },
  { cardNumber: '7730', nameOnCard: 'Mina Kuvalis' },
  // The same last digits on another person's card: the card filter cannot tell them apart.
  { cardNumber: '4821', nameOnCard: 'Pam Bartell' },
];
const TYPES: TransactionType[] = ['PayIn', 'PayOut', 'Sales', 'Exchange', 'Cashback'];
const STATUSES: TransactionStatus[] = [
  'SUCCESSFUL',
  'BOOKED',
  'PENDING',
  'IN_PROGRESS',
  'FAILED',
  'CANCELLED',
];
const DAY = 86_400_000;
const START = Date.UTC(2026, 6, 1);

// 400 rows over 120 days, with some sharing a timestamp (ties are ordered by id).
const rows: TransactionRow[] = Array.from({ length: 400 }, (_, i) =>
  transactionRow(
    buildTransaction({
      displayReferenceId: `T${String((i * 7919) % 400).padStart(4, '0')}`,
      vaAccountNumber: ACCOUNTS[i % 4] as string,
      currency: CURRENCY[ACCOUNTS[i % 4] as string],
      type: TYPES[(i * 3) % 5] as TransactionType,
      status: STATUSES[(i * 5) % 6] as TransactionStatus,
      creditOrDebit: (i * 7) % 5 < 2 ? 'CREDIT' : 'DEBIT',
      amount: ((i * 104_729) % 5_000) * 1_000_000,
      createdAt: new Date(START + Math.floor(i / 2) * (DAY * 0.6)).toISOString(),
      ...(i % 5 < 3 ? CARDS[(i * 11) % 3] : {}),
    }),
  ),
);

/** Newest first, ties by id descending: the order the indexes give, reversed. */
function reference(filter: TransactionListFilter): string[] {
  return rows
    .filter((r) => rowMatches(r, filter))
    .toSorted((a, b) => (a.date === b.date ? (a.id < b.id ? 1 : -1) : a.date < b.date ? 1 : -1))
    .map((r) => r.id);
}

let db: BankDatabase;
beforeAll(async () => {
  db = new BankDatabase(`txn-queries-${crypto.randomUUID()}`);
  await db.open();
  await db.transactions.bulkPut(rows);
});
afterAll(async () => {
  db.close();
  await db.delete();
});

const day = (offset: number) => new Date(START + offset * DAY).toISOString().slice(0, 10);

describe('readTransactionPage', () => {
  it('reads the newest page of an unfiltered list with the total', async () => {
    const page = await readTransactionPage(db, NO_FILTER, 0, 15);
    expect(page.total).toBe(400);
    expect(page.transactions.map((t) => t.displayReferenceId)).toEqual(
      reference(NO_FILTER).slice(0, 15),
    );
  });

  it('reads a later page of one account', async () => {
    const filter = { ...NO_FILTER, accounts: ['A2'] };
    const page = await readTransactionPage(db, filter, 2, 10);
    expect(page.total).toBe(100);
    expect(page.transactions.map((t) => t.displayReferenceId)).toEqual(
      reference(filter).slice(20, 30),
    );
  });

  it('merges the newest rows of several accounts, with the sum of their counts as the total', async () => {
    const filter = { ...NO_FILTER, accounts: ['A1', 'A4'], startDate: day(20) };
    const page = await readTransactionPage(db, filter, 1, 10);
    expect(page.total).toBe(reference(filter).length);
    expect(page.transactions.map((t) => t.displayReferenceId)).toEqual(
      reference(filter).slice(10, 20),
    );
  });

  it('combines accounts, types, list statuses, an amount range and dates', async () => {
    const filter: TransactionListFilter = {
      ...NO_FILTER,
      accounts: ['A1', 'A3'],
      types: ['Sales', 'PayIn'],
      statuses: ['Completed', 'Processing'],
      amounts: [{ currency: 'SGD', lower: 500_000_000, upper: 4_000_000_001 }],
      startDate: day(10),
      endDate: day(100),
    };
    const expected = reference(filter);
    expect(expected.length).toBeGreaterThan(5);
    const page = await readTransactionPage(db, filter, 0, 100);
    expect(page.total ?? (await countTransactions(db, filter))).toBe(expected.length);
    expect(page.transactions.map((t) => t.displayReferenceId)).toEqual(expected);
  });

  it('compares amounts within each currency: an HKD range never lets in an SGD or JPY row', async () => {
    const filter = {
      ...NO_FILTER,
      amounts: [{ currency: 'HKD' as const, lower: 2_000_000_000, upper: null }],
    };
    const expected = reference(filter);
    expect(expected.length).toBeGreaterThan(10);
    const page = await readTransactionPage(db, filter, 0, 100);
    expect(page.total).toBe(expected.length);
    expect(new Set(page.transactions.map((t) => t.currency))).toEqual(new Set(['HKD']));
    // The old single amount index counted every currency's amounts of 2,000 and more.
    expect(rows.filter((r) => r.amount >= 2_000_000_000).length).toBeGreaterThan(
      expected.length * 3,
    );
  });

  it('lists one card, one cardholder or one amount type, through their indexes', async () => {
    const cases: [TransactionListFilter, (t: Transaction) => boolean][] = [
      [{ ...NO_FILTER, panTails: ['4821'] }, (t) => t.cardNumber === '4821'],
      [{ ...NO_FILTER, cardHolderNames: ['Pam Bartell'] }, (t) => t.nameOnCard === 'Pam Bartell'],
      [{ ...NO_FILTER, amountType: 'CREDIT' }, (t) => t.creditOrDebit === 'CREDIT'],
      [
        {
          ...NO_FILTER,
          panTails: ['4821'],
          cardHolderNames: ['Roy Harber'],
          amountType: 'DEBIT',
          startDate: day(30),
        },
        (t) =>
          t.cardNumber === '4821' &&
          t.nameOnCard === 'Roy Harber' &&
          t.creditOrDebit === 'DEBIT' &&
          t.createdAt >= new Date(START + 30 * DAY).toISOString(),
      ],
    ];
    for (const [filter, holds] of cases) {
      const expected = rows.filter((r) => holds(r.data)).length;
      expect(expected).toBeGreaterThan(0);
      expect(expected).toBeLessThan(rows.length);
      const page = await readTransactionPage(db, filter, 0, 15);
      expect(page.transactions.every(holds)).toBe(true);
      expect(page.transactions.map((t) => t.displayReferenceId)).toEqual(
        reference(filter).slice(0, 15),
      );
      expect(page.total ?? (await countTransactions(db, filter))).toBe(expected);
    }
  });

  it('answers an empty page past the end and for a filter nothing matches', async () => {
    expect(await readTransactionPage(db, NO_FILTER, 100, 15)).toEqual({
      total: 400,
      transactions: [],
      hasMore: false,
    });
    expect(await readTransactionPage(db, { ...NO_FILTER, accounts: ['NOPE'] }, 0, 15)).toEqual({
      total: 0,
      transactions: [],
      hasMore: false,
    });
  });

  it('gives exactly what the plain predicate gives, for any filter and page, whichever way it reads', async () => {
    const units = fc.integer({ min: 0, max: 5_000 }).map((n) => n * 1_000_000);
    const amountArb: fc.Arbitrary<AmountRange> = fc.record({
      currency: fc.constantFrom<CurrencyCode>('SGD', 'HKD', 'JPY', 'USD'),
      lower: units,
      upper: fc.option(units),
    });
    const filterArb: fc.Arbitrary<TransactionListFilter> = fc.record({
      accounts: fc.subarray(ACCOUNTS),
      panTails: fc.subarray(['4821', '7730', '1195']),
      cardHolderNames: fc.subarray(['Roy Harber', 'Mina Kuvalis', 'Pam Bartell']),
      types: fc.subarray(TYPES),
      amountType: fc.constantFrom(null, 'CREDIT' as const, 'DEBIT' as const),
      statuses: fc.subarray([...LIST_STATUSES]),
      amounts: fc.option(fc.uniqueArray(amountArb, { selector: (a) => a.currency, maxLength: 3 })),
      startDate: fc.option(fc.integer({ min: -5, max: 80 }).map(day)),
      endDate: fc.option(fc.integer({ min: 0, max: 100 }).map(day)),
    });
    await fc.assert(
      fc.asyncProperty(
        filterArb,
        fc.integer({ min: 0, max: 4 }),
        fc.constantFrom(10, 15, 50),
        fc.constantFrom(undefined, 'scan' as const, 'small' as const, 'keys' as const),
        async (filter, pageIndex, pageSize, force) => {
          const expected = reference(filter);
          const page = await readTransactionPage(db, filter, pageIndex, pageSize, force);
          expect(page.transactions.map((t) => t.displayReferenceId)).toEqual(
            expected.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize),
          );
          expect(page.hasMore).toBe((pageIndex + 1) * pageSize < expected.length);
          expect([null, expected.length]).toContain(page.total);
          expect(await countTransactions(db, filter)).toBe(expected.length);
        },
      ),
      { numRuns: 200 },
    );
  });
});

// 100 rows at 10 moments: the 2nd moment holds 50 rows (more than a scan's first chunk).
const moment = (i: number) =>
  new Date(START + (i < 10 ? 0 : i < 60 ? 1 : 2 + Math.floor((i - 60) / 5)) * DAY).toISOString();
const newestFirst = (list: TransactionRow[]) =>
  list
    .toSorted((a, b) => (a.date === b.date ? (a.id < b.id ? 1 : -1) : a.date < b.date ? 1 : -1))
    .map((r) => r.id);
const even = (r: TransactionRow) => r.amount % 2_000_000 === 0;

describe('scanNewestFirst', () => {
  const many: TransactionRow[] = Array.from({ length: 100 }, (_, i) =>
    transactionRow(
      buildTransaction({
        displayReferenceId: `S${String(i).padStart(3, '0')}`,
        vaAccountNumber: 'A1',
        createdAt: moment(i),
        amount: i * 1_000_000,
      }),
    ),
  );
  let scanDb: BankDatabase;
  beforeAll(async () => {
    scanDb = new BankDatabase(`txn-scan-${crypto.randomUUID()}`);
    await scanDb.open();
    await scanDb.transactions.bulkPut(many);
  });
  afterAll(async () => {
    scanDb.close();
    await scanDb.delete();
  });
  const all = { index: 'date' as const, lower: '', upper: '\uffff', includeUpper: false };

  it('reads every row once, newest first, across chunks that end inside a moment and a moment bigger than a chunk', async () => {
    expect(SCAN_MIN_CHUNK).toBeLessThan(50);
    const { matches, complete } = await scanNewestFirst(
      scanDb.transactions,
      all,
      () => true,
      1_000,
      1,
    );
    expect(complete).toBe(true);
    expect(matches.map((r) => r.id)).toEqual(newestFirst(many));
  });

  it('stops once it has the rows it wants, and says the range goes on', async () => {
    const { matches, complete } = await scanNewestFirst(scanDb.transactions, all, even, 5, 1);
    expect(complete).toBe(false);
    expect(matches.length).toBeGreaterThanOrEqual(5);
    expect(matches.map((r) => r.id)).toEqual(
      newestFirst(many.filter(even)).slice(0, matches.length),
    );
  });

  it('keeps to its driver range', async () => {
    const older = { ...all, upper: moment(60) };
    const { matches } = await scanNewestFirst(scanDb.transactions, older, () => true, 1_000, 10);
    expect(matches.map((r) => r.id)).toEqual(newestFirst(many.filter((r) => r.date < moment(60))));
  });
});

describe('hasAnyTransactions', () => {
  it('tells an empty cache from a filled one', async () => {
    const empty = new BankDatabase(`txn-empty-${crypto.randomUUID()}`);
    await empty.open();
    expect(await hasAnyTransactions(empty)).toBe(false);
    expect(await hasAnyTransactions(db)).toBe(true);
    empty.close();
    await empty.delete();
  });
});
