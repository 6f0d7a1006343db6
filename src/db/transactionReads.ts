import type { Transaction, TransactionType } from '../shared/domain/transactions';
import type { BankDatabase } from './database';
import type { TransactionRow } from './rows';
import {
  AFTER_ALL_DATES,
  chooseCountStrategy,
  chooseStrategy,
  criteriaOf,
  quickPlan,
  dateBounds,
  rowMatches,
  type Criterion,
  type DateOrderedIndex,
  type KeyRange,
  type SizedCriterion,
  type TransactionListFilter,
} from './transactionQuery';

/*
 * Reads of the cached transactions through the schema's indexes (schema.ts): the plans of
 * transactionQuery.ts carried out with Dexie. The transactions page's hooks
 * (features/transactions/queries.ts) and the benchmark read through these.
 */

/** A Dexie collection read newest first: Dexie's Collection.reverse, not Array#reverse. */
// oxlint-disable-next-line unicorn/no-array-reverse
const descending = <C extends { reverse(): C }>(collection: C): C => collection.reverse();

export interface TransactionPage {
  /** Rows matching the filter, on every page; null while not yet counted (see countTransactions). */
  total: number | null;
  /** The asked-for page, newest first. */
  transactions: Transaction[];
  /** Whether rows follow this page. */
  hasMore: boolean;
}

type Transactions = BankDatabase['transactions'];
type Row = TransactionRow;

function rangeCollection(table: Transactions, range: KeyRange) {
  return table.where(range.index).between(range.lower, range.upper, true, range.includeUpper);
}

/** Primary keys of a range, in index order: one getAllKeys, no records are read. */
function keysOf(table: Transactions, range: KeyRange): Promise<string[]> {
  return rangeCollection(table, range).primaryKeys();
}

async function keySetOf(table: Transactions, criterion: Criterion): Promise<Set<string>> {
  const lists = await Promise.all(criterion.ranges.map((r) => keysOf(table, r)));
  if (lists.length === 1) return new Set(lists[0]);
  const set = new Set<string>();
  for (const list of lists) for (const key of list) set.add(key);
  return set;
}

/** Counts every criterion's ranges and the date range: IndexedDB counts keys without reading records. */
async function sizesOf(
  table: Transactions,
  filter: TransactionListFilter,
): Promise<{ sized: SizedCriterion[]; inDates: number }> {
  const criteria = criteriaOf(filter);
  const { lower, upper } = dateBounds(filter);
  const dated = filter.startDate !== null || filter.endDate !== null;
  const [inDates, ...sizes] = await Promise.all([
    dated ? table.where('date').between(lower, upper, true, false).count() : table.count(),
    ...criteria.map(async (c) =>
      (await Promise.all(c.ranges.map((r) => rangeCollection(table, r).count()))).reduce(
        (a, b) => a + b,
        0,
      ),
    ),
  ]);
  return { sized: criteria.map((c, i) => ({ ...c, size: sizes[i] ?? 0 })), inDates };
}

/** Newest first; rows of the same moment by id, as the indexes order them (reversed). */
function newestFirst(a: Row, b: Row): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

/** Every row of a criterion's ranges that matches the whole filter, newest first. */
async function matchingRowsOf(
  table: Transactions,
  source: Criterion,
  filter: TransactionListFilter,
): Promise<Row[]> {
  const lists = await Promise.all(source.ranges.map((r) => rangeCollection(table, r).toArray()));
  return lists
    .flat()
    .filter((r) => rowMatches(r, filter))
    .toSorted(newestFirst);
}

/** The driver's keys, newest first, kept where every other criterion's key set has them. */
async function matchingKeys(
  table: Transactions,
  driver: KeyRange,
  others: readonly Criterion[],
): Promise<string[]> {
  const [ordered, ...sets] = await Promise.all([
    keysOf(table, driver),
    ...others.map((c) => keySetOf(table, c)),
  ]);
  // Smallest set first: most keys fall out at the first test.
  const bySize = sets.toSorted((a, b) => a.size - b.size);
  const kept: string[] = [];
  for (let i = ordered.length - 1; i >= 0; i--) {
    const key = ordered[i] as string;
    if (bySize.every((set) => set.has(key))) kept.push(key);
  }
  return kept;
}

/**
 * A scan's chunk sizes. Measured in Chromium on 100,000 rows (npm run bench): a getAll of 100
 * records costs ~23 us a record, of 400 ~45 us, of 1,600 50-180 us (a large answer is costly to
 * pass between processes), and a cursor ~80 us a record. So chunks stay small and many.
 */
export const SCAN_MIN_CHUNK = 32;
export const SCAN_MAX_CHUNK = 128;

/** A range's upper bound moved to `date` (the date is the last part of every date-ordered key). */
function upperAt(range: KeyRange, date: string): KeyRange['upper'] {
  return Array.isArray(range.upper) ? [...range.upper.slice(0, -1), date] : date;
}

/**
 * The newest rows of a date-ordered range that `keep`, until `want` of them are found or the range
 * ends (`complete`). Reads in chunks, each one request (getAll, newest first), not row by row
 * through a cursor (see SCAN_MAX_CHUNK for the costs). The first chunk holds the rows the plan
 * expects to read, with some margin, the next ones twice as many up to SCAN_MAX_CHUNK. A chunk that is full ends at a
 * moment whose rows may go on in the next one: its rows of that moment are left to the next
 * chunk, which starts at that moment (inclusive), so rows of one moment are never split or read
 * twice. A chunk that is one moment only is read again twice as big (above SCAN_MAX_CHUNK: a
 * moment's rows are read whole).
 */
export async function scanNewestFirst(
  table: Transactions,
  driver: KeyRange,
  keep: (row: Row) => boolean,
  want: number,
  expectedReads: number,
): Promise<{ matches: Row[]; complete: boolean }> {
  const matches: Row[] = [];
  let range = driver;
  let size = Math.min(SCAN_MAX_CHUNK, Math.max(SCAN_MIN_CHUNK, Math.ceil(expectedReads * 1.25)));
  for (;;) {
    const chunk = await descending(rangeCollection(table, range)).limit(size).toArray();
    const full = chunk.length === size;
    const oldest = chunk.at(-1)?.date;
    const settled = full ? chunk.filter((r) => r.date !== oldest) : chunk;
    if (full && settled.length === 0) {
      size *= 2;
      continue;
    }
    for (const row of settled) if (keep(row)) matches.push(row);
    if (!full || oldest === undefined) return { matches, complete: true };
    if (matches.length >= want) return { matches, complete: false };
    range = { ...driver, upper: upperAt(driver, oldest), includeUpper: true };
    size = Math.min(SCAN_MAX_CHUNK, size * 2);
  }
}

const pageOf = (rows: Row[], total: number | null, hasMore: boolean): TransactionPage => ({
  total,
  transactions: rows.map((r) => r.data),
  hasMore,
});

/**
 * One page of the filtered list, newest first, read through the indexes (spec-3 §2; issue 3
 * asks for a filter change on 100,000 rows in under 50 ms). The criteria's ranges are counted
 * first (cheap), then chooseStrategy picks how to read: see Strategy. Records are read only for
 * the page, for a scan's way to a full page, or for a criterion with few rows.
 */
export async function readTransactionPage(
  db: BankDatabase,
  filter: TransactionListFilter,
  pageIndex: number,
  pageSize: number,
  force?: 'scan' | 'small' | 'keys',
): Promise<TransactionPage> {
  const table = db.transactions;
  const offset = pageIndex * pageSize;
  const quick = quickPlan(filter, offset, pageSize);
  if (quick?.kind === 'range') {
    // One range and nothing else (the usual filter change): count it and read the page at once.
    const [total, rows] = await Promise.all([
      rangeCollection(table, quick.range).count(),
      descending(rangeCollection(table, quick.range)).offset(offset).limit(pageSize).toArray(),
    ]);
    return pageOf(rows, total, offset + rows.length < total);
  }
  if (quick?.kind === 'merge') {
    const [counts, lists] = await Promise.all([
      Promise.all(quick.ranges.map((r) => rangeCollection(table, r).count())),
      Promise.all(
        quick.ranges.map((r) =>
          descending(rangeCollection(table, r))
            .limit(offset + pageSize)
            .toArray(),
        ),
      ),
    ]);
    const total = counts.reduce((a, b) => a + b, 0);
    const rows = lists
      .flat()
      .toSorted(newestFirst)
      .slice(offset, offset + pageSize);
    return pageOf(rows, total, offset + rows.length < total);
  }
  const { sized, inDates } = await sizesOf(table, filter);
  const { strategy, total } = chooseStrategy(filter, sized, inDates, offset, pageSize, force);

  switch (strategy.kind) {
    case 'range': {
      const rows = await descending(rangeCollection(table, strategy.driver))
        .offset(offset)
        .limit(pageSize)
        .toArray();
      return pageOf(rows, total, total !== null && offset + rows.length < total);
    }
    case 'scan': {
      // One row more than the page tells whether more follow. When the scan reached the end of
      // its range, the matches seen are the total.
      const want = offset + pageSize + 1;
      const { matches, complete } = await scanNewestFirst(
        table,
        strategy.driver,
        (r) => rowMatches(r, filter),
        want,
        strategy.reads,
      );
      const more = matches.length > offset + pageSize;
      return pageOf(
        matches.slice(offset, offset + pageSize),
        total ?? (complete ? matches.length : null),
        more,
      );
    }
    case 'small': {
      if (total === 0) return pageOf([], 0, false);
      const rows = await matchingRowsOf(table, strategy.source, filter);
      return pageOf(
        rows.slice(offset, offset + pageSize),
        rows.length,
        offset + pageSize < rows.length,
      );
    }
    case 'keys': {
      const keys = await matchingKeys(table, strategy.driver, strategy.others);
      const rows = await table.bulkGet(keys.slice(offset, offset + pageSize));
      return pageOf(
        rows.filter((r): r is Row => r !== undefined),
        keys.length,
        offset + pageSize < keys.length,
      );
    }
  }
}

/** The exact number of rows matching the filter, by the cheaper of keys and the smallest criterion's rows. */
export async function countTransactions(
  db: BankDatabase,
  filter: TransactionListFilter,
): Promise<number> {
  const table = db.transactions;
  const { sized, inDates } = await sizesOf(table, filter);
  const strategy = chooseCountStrategy(filter, sized, inDates);
  if (strategy.kind === 'small')
    return (await matchingRowsOf(table, strategy.source, filter)).length;
  if (strategy.kind === 'keys')
    return (await matchingKeys(table, strategy.driver, strategy.others)).length;
  return strategy.kind === 'range' ? rangeCollection(table, strategy.driver).count() : inDates;
}

/** The newest `limit` transactions through the date index, optionally only of some types. */
export async function readNewestTransactions(
  db: BankDatabase,
  types: readonly TransactionType[] | null,
  limit: number,
): Promise<Transaction[]> {
  let newest = descending(db.transactions.orderBy('date'));
  if (types) newest = newest.filter((row) => (types as readonly string[]).includes(row.type));
  const rows = await newest.limit(limit).toArray();
  return rows.map((r) => r.data);
}

/** Whether the cache holds any transaction at all (the first-time empty state). */
export async function hasAnyTransactions(db: BankDatabase): Promise<boolean> {
  return (await db.transactions.limit(1).primaryKeys()).length > 0;
}

/** Logout closes the database while a query may still run: that is no error to show. */
export async function whileOpen<T>(read: () => Promise<T>): Promise<T | undefined> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof Error && error.name === 'DatabaseClosedError') return undefined;
    throw error;
  }
}

/** The cards and cardholders the card filters offer: those of the cached transactions. */
export interface CardChoices {
  /** Cards by their last digits (a transaction's cardNumber, the bank filter's panTail). */
  panTails: string[];
  cardHolderNames: string[];
}

/**
 * The distinct values of a [field+date] index, in index order: one key read per value, each
 * jumping past every date of the last value. A company has a handful of cards and 100,000
 * transactions, so this reads a few keys where collecting the values from the rows would read
 * every card transaction.
 */
async function distinctValues(table: Transactions, index: DateOrderedIndex): Promise<string[]> {
  const values: string[] = [];
  let next = await table.orderBy(index).limit(1).keys();
  for (;;) {
    const key = next[0] as [string, string] | undefined;
    if (!key) return values;
    values.push(key[0]);
    next = await table.where(index).above([key[0], AFTER_ALL_DATES]).limit(1).keys();
  }
}

export async function readCardChoices(db: BankDatabase): Promise<CardChoices> {
  const [panTails, cardHolderNames] = await Promise.all([
    distinctValues(db.transactions, '[data.cardNumber+date]'),
    distinctValues(db.transactions, '[data.nameOnCard+date]'),
  ]);
  return { panTails, cardHolderNames: cardHolderNames.toSorted((a, b) => a.localeCompare(b)) };
}
