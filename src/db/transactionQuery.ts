import type { TransactionRow } from './rows';
import type { CurrencyCode } from '../shared/currencies';
import type { CreditOrDebit, ListStatus, TransactionType } from '../shared/domain/transactions';
import type { Micros } from '../shared/money';

/**
 * One currency's part of an amount filter: rows in `currency` with lower <= amount < upper
 * (micro-units of that currency; upper null: no upper bound). See
 * features/transactions/amountFilter.ts for how typed bounds become these ranges, in one
 * currency or as SGD equivalents.
 */
export interface AmountRange {
  currency: CurrencyCode;
  lower: Micros;
  upper: Micros | null;
}

/**
 * The transaction list's filter as the cache answers it (spec-3 §3 Filters). An empty list
 * means "any"; dates are yyyy-mm-dd local calendar days, both inclusive. Names follow the bank's
 * filter: panTail is a card's last digits (a transaction's cardNumber), cardHolderName its
 * nameOnCard, amountType its creditOrDebit.
 */
export interface TransactionListFilter {
  accounts: readonly string[];
  panTails: readonly string[];
  cardHolderNames: readonly string[];
  types: readonly TransactionType[];
  amountType: CreditOrDebit | null;
  statuses: readonly ListStatus[];
  /** null: any amount; otherwise a row must lie in its currency's range ([]: no row can). */
  amounts: readonly AmountRange[] | null;
  startDate: string | null;
  endDate: string | null;
}

export const NO_FILTER: TransactionListFilter = {
  accounts: [],
  panTails: [],
  cardHolderNames: [],
  types: [],
  amountType: null,
  statuses: [],
  amounts: null,
  startDate: null,
  endDate: null,
};

/** The fields a filter criterion narrows, by the bank's filter names. */
export type DateOrderedField =
  'accountNumber' | 'panTail' | 'cardHolderName' | 'type' | 'amountType' | 'status';

/**
 * The date-ordered indexes. Schema version 2 indexes the card fields and creditOrDebit where
 * the record keeps them (`data.*`): IndexedDB builds those indexes from the rows already cached.
 */
export type DateOrderedIndex =
  | 'date'
  | '[accountNumber+date]'
  | '[data.cardNumber+date]'
  | '[data.nameOnCard+date]'
  | '[type+date]'
  | '[data.creditOrDebit+date]'
  | '[status+date]';
/** Amounts are ordered within a currency: an amount range is one range of this index per currency. */
export type AmountIndex = '[data.currency+amount]';
export type IndexName = DateOrderedIndex | AmountIndex;
type IndexKey = string | number | (string | number)[];

/** One key range of one index: [lower, upper] or [lower, upper). */
export interface KeyRange {
  index: IndexName;
  lower: IndexKey;
  upper: IndexKey;
  includeUpper: boolean;
}

/** A criterion a row must meet: it lies in any one of `ranges` (a union over the chosen values). */
export interface Criterion {
  field: DateOrderedField | 'amount';
  ranges: KeyRange[];
}

// Above every ISO timestamp, so an open end of a date range still compares as a string.
export const AFTER_ALL_DATES = '\uffff';

/** The start of a local calendar day as the ISO string the rows' `date` is compared with. */
export function localDayStartIso(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  if (!y || !m || !d) throw new RangeError(`not a yyyy-mm-dd date: '${day}'`);
  return new Date(y, m - 1, d).toISOString();
}

const pad = (n: number) => String(n).padStart(2, '0');

function nextDay(day: string): string {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  const next = new Date(y, m - 1, d + 1);
  return `${next.getFullYear()}-${pad(next.getMonth() + 1)}-${pad(next.getDate())}`;
}

/** The filter's dates as [lower, upper) bounds on `date` (ISO strings; local days). */
export function dateBounds(filter: Pick<TransactionListFilter, 'startDate' | 'endDate'>): {
  lower: string;
  upper: string;
} {
  return {
    lower: filter.startDate ? localDayStartIso(filter.startDate) : '',
    upper: filter.endDate ? localDayStartIso(nextDay(filter.endDate)) : AFTER_ALL_DATES,
  };
}

const DATE_INDEX: Record<DateOrderedField, DateOrderedIndex> = {
  accountNumber: '[accountNumber+date]',
  panTail: '[data.cardNumber+date]',
  cardHolderName: '[data.nameOnCard+date]',
  type: '[type+date]',
  amountType: '[data.creditOrDebit+date]',
  status: '[status+date]',
};

function compoundCriterion(
  field: DateOrderedField,
  values: readonly string[],
  lower: string,
  upper: string,
): Criterion {
  // Sorted and unique, so the same filter always gives the same plan (and Dexie gets ordered ranges).
  const unique = [...new Set(values)].toSorted();
  return {
    field,
    ranges: unique.map((v) => ({
      index: DATE_INDEX[field],
      lower: [v, lower],
      upper: [v, upper],
      includeUpper: false,
    })),
  };
}

/** The criteria of a filter, each with its index ranges; dates are folded into the compound ranges. */
export function criteriaOf(filter: TransactionListFilter): Criterion[] {
  const { lower, upper } = dateBounds(filter);
  const criteria: Criterion[] = [];
  if (filter.accounts.length)
    criteria.push(compoundCriterion('accountNumber', filter.accounts, lower, upper));
  if (filter.panTails.length)
    criteria.push(compoundCriterion('panTail', filter.panTails, lower, upper));
  if (filter.cardHolderNames.length)
    criteria.push(compoundCriterion('cardHolderName', filter.cardHolderNames, lower, upper));
  if (filter.types.length) criteria.push(compoundCriterion('type', filter.types, lower, upper));
  if (filter.amountType)
    criteria.push(compoundCriterion('amountType', [filter.amountType], lower, upper));
  if (filter.statuses.length)
    criteria.push(compoundCriterion('status', filter.statuses, lower, upper));
  if (filter.amounts) criteria.push({ field: 'amount', ranges: amountKeyRanges(filter.amounts) });
  return criteria;
}

/** Each currency's amounts as one range of [data.currency+amount], in currency order. */
function amountKeyRanges(amounts: readonly AmountRange[]): KeyRange[] {
  return amounts
    .filter((a) => a.upper === null || a.lower < a.upper)
    .toSorted((a, b) => (a.currency < b.currency ? -1 : a.currency > b.currency ? 1 : 0))
    .map((a) => ({
      index: '[data.currency+amount]',
      lower: [a.currency, a.lower],
      upper: [a.currency, a.upper ?? Number.MAX_SAFE_INTEGER],
      includeUpper: a.upper === null,
    }));
}

/** Measured in Chromium on 100,000 rows: reading a record costs ~25 us, a primary key ~2 us. */
export const COST_PER_RECORD = 25;
export const COST_PER_KEY = 2;

/** A criterion with the number of rows in its ranges (IndexedDB counts them without reading them). */
export interface SizedCriterion extends Criterion {
  size: number;
}

/**
 * How one page is read:
 * - range: one range of a date-ordered index and nothing else: count it, read the page's records;
 * - scan: read a date-ordered range newest first in growing chunks (`reads`: the rows it expects
 *   to read), keep rows the filter matches until the page is full: cheap when matches are common;
 * - small: read every row of the smallest criterion, filter and sort them: cheap when it is small;
 * - keys: intersect primary keys (read keys-only from each criterion's index) in the driver's
 *   date order, then read only the page's records: cheap when matches are rare in big ranges.
 */
export type Strategy =
  | { kind: 'range'; driver: KeyRange }
  | { kind: 'scan'; driver: KeyRange; reads: number }
  | { kind: 'small'; source: Criterion }
  | { kind: 'keys'; driver: KeyRange; others: Criterion[] };

export interface Choice {
  strategy: Strategy;
  /** The exact total when the sizes already tell it; null when it must be counted. */
  total: number | null;
  /** Estimated cost in microseconds (for tests and the benchmark's notes). */
  cost: number;
}

function dateRangeOf(filter: TransactionListFilter): KeyRange {
  const { lower, upper } = dateBounds(filter);
  return { index: 'date', lower, upper, includeUpper: false };
}

interface Driver {
  criterion: SizedCriterion | undefined;
  range: KeyRange;
  size: number;
  rest: SizedCriterion[];
}

/** The smallest single date-ordered range (a single-valued criterion, dates folded in), else the date range. */
function driverOf(
  filter: TransactionListFilter,
  sized: readonly SizedCriterion[],
  inDates: number,
): Driver {
  const singles = sized
    .filter((c) => c.field !== 'amount' && c.ranges.length === 1)
    .toSorted((a, b) => a.size - b.size);
  const criterion = singles[0];
  return {
    criterion,
    range: criterion?.ranges[0] ?? dateRangeOf(filter),
    size: criterion?.size ?? inDates,
    rest: sized.filter((c) => c !== criterion),
  };
}

const smallestOf = (sized: readonly SizedCriterion[]) =>
  sized.toSorted((a, b) => a.size - b.size)[0] as SizedCriterion;
const keysCost = (d: Driver) => (d.size + d.rest.reduce((n, c) => n + c.size, 0)) * COST_PER_KEY;

/**
 * Picks the cheapest way to read rows [offset, offset + pageSize) of the filter, given the
 * size of each criterion and of the date range (`inDates`). Pure: the executor counts, this
 * decides (the costs are the ones measured, see COST_PER_RECORD).
 */
export function chooseStrategy(
  filter: TransactionListFilter,
  sized: readonly SizedCriterion[],
  inDates: number,
  offset: number,
  pageSize: number,
  /** Tests force each way in turn, to prove they all give the same rows. */
  force?: 'scan' | 'small' | 'keys',
): Choice {
  const page = pageSize * COST_PER_RECORD;
  if (sized.length === 0)
    return { strategy: { kind: 'range', driver: dateRangeOf(filter) }, total: inDates, cost: page };
  const empty = sized.find((c) => c.size === 0);
  if (empty) return { strategy: { kind: 'small', source: empty }, total: 0, cost: 0 };
  const driver = driverOf(filter, sized, inDates);
  if (driver.rest.length === 0)
    return { strategy: { kind: 'range', driver: driver.range }, total: driver.size, cost: page };

  // One criterion whose count covers the dates (a union of values, or amounts without dates) is the total.
  const only = sized.length === 1 ? sized[0] : undefined;
  const datesGiven = filter.startDate !== null || filter.endDate !== null;
  const knownTotal = only && !(only.field === 'amount' && datesGiven) ? only.size : null;

  // Criteria taken as independent: the share of the driver's rows a scan keeps. Amounts are the
  // exception: their ranges are those of the chosen accounts' currencies, so among those accounts'
  // rows they pass amount/accounts of them, not amount/all (which would price a scan of one HKD
  // account with a common HKD amount as if almost no row passed).
  const accounts = sized.find((c) => c.field === 'accountNumber');
  const base = (c: SizedCriterion) => (c.field === 'amount' && accounts ? accounts.size : inDates);
  const passRate = driver.rest.reduce((p, c) => p * Math.min(1, c.size / Math.max(1, base(c))), 1);
  const reads = Math.ceil(Math.min(driver.size, (offset + pageSize) / Math.max(passRate, 1e-9)));
  const scan = reads * COST_PER_RECORD;
  const smallest = smallestOf(sized);
  const small = smallest.size * COST_PER_RECORD;
  const keys = keysCost(driver) + page;

  const costs = force
    ? {
        small: force === 'small' ? 0 : 2,
        scan: force === 'scan' ? 0 : 2,
        keys: force === 'keys' ? 0 : 1,
      }
    : { small, scan, keys };
  if (costs.small <= costs.scan && costs.small <= costs.keys)
    return { strategy: { kind: 'small', source: smallest }, total: knownTotal, cost: small };
  if (costs.scan <= costs.keys)
    return {
      strategy: { kind: 'scan', driver: driver.range, reads },
      total: knownTotal,
      cost: scan,
    };
  return {
    strategy: { kind: 'keys', driver: driver.range, others: driver.rest },
    total: knownTotal,
    cost: keys,
  };
}

/** The cheaper exact count of a filter whose sizes do not tell its total: by keys, or by the smallest criterion's rows. */
export function chooseCountStrategy(
  filter: TransactionListFilter,
  sized: readonly SizedCriterion[],
  inDates: number,
): Strategy {
  const driver = driverOf(filter, sized, inDates);
  const smallest = smallestOf(sized);
  if (!smallest || smallest.size * COST_PER_RECORD <= keysCost(driver))
    return smallest ? { kind: 'small', source: smallest } : { kind: 'range', driver: driver.range };
  return { kind: 'keys', driver: driver.range, others: driver.rest };
}

/** A union is merged while it reads at most this many records for a page (~25 ms). */
export const MERGE_LIMIT = 1_000;

/**
 * The plans that need no counting first, so their counts and reads go to IndexedDB together:
 * - range: no criterion (the date range) or one single-valued one: count it, read the page;
 * - merge: one criterion of several values (accounts, types or statuses): each value's range is
 *   date-ordered, so the page is a merge of each range's newest offset + pageSize rows, and the
 *   total is the sum of their counts. Only while the merge reads few records.
 * null: the filter needs the sizes of its criteria first (chooseStrategy).
 */
export type QuickPlan = { kind: 'range'; range: KeyRange } | { kind: 'merge'; ranges: KeyRange[] };

export function quickPlan(
  filter: TransactionListFilter,
  offset: number,
  pageSize: number,
): QuickPlan | null {
  const criteria = criteriaOf(filter);
  if (criteria.length === 0) return { kind: 'range', range: dateRangeOf(filter) };
  const [only] = criteria;
  if (criteria.length > 1 || !only || only.field === 'amount') return null;
  if (only.ranges.length === 1 && only.ranges[0]) return { kind: 'range', range: only.ranges[0] };
  return only.ranges.length * (offset + pageSize) <= MERGE_LIMIT
    ? { kind: 'merge', ranges: only.ranges }
    : null;
}

/** Whether the filter narrows the list at all. */
export function isFiltered(filter: TransactionListFilter): boolean {
  return criteriaOf(filter).length > 0 || filter.startDate !== null || filter.endDate !== null;
}

/** The same filter as a plain predicate: the reference the indexed plan is tested against. */
export function rowMatches(row: TransactionRow, filter: TransactionListFilter): boolean {
  const { lower, upper } = dateBounds(filter);
  const t = row.data;
  if (row.date < lower || row.date >= upper) return false;
  if (filter.accounts.length && !filter.accounts.includes(row.accountNumber)) return false;
  if (filter.panTails.length && !filter.panTails.includes(t.cardNumber ?? '')) return false;
  if (filter.cardHolderNames.length && !filter.cardHolderNames.includes(t.nameOnCard ?? ''))
    return false;
  if (filter.types.length && !(filter.types as readonly string[]).includes(row.type)) return false;
  if (filter.amountType && t.creditOrDebit !== filter.amountType) return false;
  if (filter.statuses.length && !(filter.statuses as readonly string[]).includes(row.status))
    return false;
  if (filter.amounts) {
    const range = filter.amounts.find((a) => a.currency === t.currency);
    if (!range || row.amount < range.lower || (range.upper !== null && row.amount >= range.upper))
      return false;
  }
  return true;
}

/** A stable key of a filter, for hook dependencies and caches. */
export function filterKey(filter: TransactionListFilter): string {
  return JSON.stringify([
    filter.accounts.toSorted(),
    filter.panTails.toSorted(),
    filter.cardHolderNames.toSorted(),
    filter.types.toSorted(),
    filter.amountType,
    filter.statuses.toSorted(),
    filter.amounts && amountKeyRanges(filter.amounts),
    filter.startDate,
    filter.endDate,
  ]);
}
