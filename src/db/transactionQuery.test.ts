import { describe, expect, it } from 'vitest';
import {
  chooseCountStrategy,
  chooseStrategy,
  criteriaOf,
  dateBounds,
  isFiltered,
  localDayStartIso,
  NO_FILTER,
  quickPlan,
  rowMatches,
  type SizedCriterion,
  type TransactionListFilter,
} from './transactionQuery';
import { transactionRow } from './toRows';
import { buildTransaction } from '../test/transactions';

describe('dateBounds', () => {
  it('covers whole local days: from the start of the first to the start of the day after the last', () => {
    const { lower, upper } = dateBounds({ startDate: '2026-10-01', endDate: '2026-10-31' });
    expect(lower).toBe(new Date(2026, 9, 1).toISOString());
    expect(upper).toBe(new Date(2026, 10, 1).toISOString());
  });

  it('leaves open ends open, above and below every ISO date', () => {
    const { lower, upper } = dateBounds({ startDate: null, endDate: null });
    expect(lower < '0000-01-01T00:00:00.000Z').toBe(true);
    expect(upper > '9999-12-31T23:59:59.999Z').toBe(true);
  });

  it('refuses a date that is not yyyy-mm-dd', () => {
    expect(() => localDayStartIso('31/10/2026')).toThrow(RangeError);
  });
});

const sized = (filter: TransactionListFilter, sizes: number[]): SizedCriterion[] =>
  criteriaOf(filter).map((c, i) => ({ ...c, size: sizes[i] ?? 0 }));

describe('criteriaOf', () => {
  it('folds the dates into one compound range per chosen value, sorted and unique', () => {
    const [accounts] = criteriaOf({
      ...NO_FILTER,
      accounts: ['B2', 'A1', 'B2'],
      startDate: '2026-10-01',
    });
    expect(accounts?.ranges).toEqual([
      {
        index: '[accountNumber+date]',
        lower: ['A1', new Date(2026, 9, 1).toISOString()],
        upper: ['A1', '\uffff'],
        includeUpper: false,
      },
      {
        index: '[accountNumber+date]',
        lower: ['B2', new Date(2026, 9, 1).toISOString()],
        upper: ['B2', '\uffff'],
        includeUpper: false,
      },
    ]);
  });

  it('gives amounts one range of [data.currency+amount] per currency, so no currency is compared with another', () => {
    const amounts = [
      { currency: 'SGD' as const, lower: 0, upper: 9_000_001 },
      { currency: 'HKD' as const, lower: 5_840_000, upper: null },
    ];
    expect(criteriaOf({ ...NO_FILTER, amounts })).toEqual([
      {
        field: 'amount',
        ranges: [
          {
            index: '[data.currency+amount]',
            lower: ['HKD', 5_840_000],
            upper: ['HKD', Number.MAX_SAFE_INTEGER],
            includeUpper: true,
          },
          {
            index: '[data.currency+amount]',
            lower: ['SGD', 0],
            upper: ['SGD', 9_000_001],
            includeUpper: false,
          },
        ],
      },
    ]);
  });

  it("gives cards, cardholders and the amount type their date-ordered ranges, in the spec's filter order", () => {
    const filter = {
      ...NO_FILTER,
      panTails: ['4821'],
      cardHolderNames: ['Roy Harber'],
      amountType: 'CREDIT' as const,
    };
    expect(criteriaOf(filter)).toEqual([
      {
        field: 'panTail',
        ranges: [
          {
            index: '[data.cardNumber+date]',
            lower: ['4821', ''],
            upper: ['4821', '\uffff'],
            includeUpper: false,
          },
        ],
      },
      {
        field: 'cardHolderName',
        ranges: [
          {
            index: '[data.nameOnCard+date]',
            lower: ['Roy Harber', ''],
            upper: ['Roy Harber', '\uffff'],
            includeUpper: false,
          },
        ],
      },
      {
        field: 'amountType',
        ranges: [
          {
            index: '[data.creditOrDebit+date]',
            lower: ['CREDIT', ''],
            upper: ['CREDIT', '\uffff'],
            includeUpper: false,
          },
        ],
      },
    ]);
  });
});

describe('chooseStrategy', () => {
  it('reads an unfiltered list as one range of the date index, its count being the total', () => {
    expect(chooseStrategy(NO_FILTER, [], 100_000, 0, 15)).toMatchObject({
      strategy: { kind: 'range', driver: { index: 'date', lower: '', upper: '\uffff' } },
      total: 100_000,
    });
  });

  it('reads one account (dates folded in) as one range of [accountNumber+date]', () => {
    const filter = { ...NO_FILTER, accounts: ['A1'], startDate: '2026-10-01' };
    const choice = chooseStrategy(filter, sized(filter, [12_000]), 40_000, 0, 15);
    expect(choice.strategy).toEqual({ kind: 'range', driver: criteriaOf(filter)[0]?.ranges[0] });
    expect(choice.total).toBe(12_000);
  });

  it('answers at once, with no reads, when a criterion has no rows', () => {
    const filter = { ...NO_FILTER, accounts: ['A1'], types: ['Promotion' as const] };
    expect(chooseStrategy(filter, sized(filter, [12_000, 0]), 100_000, 0, 15)).toMatchObject({
      total: 0,
      cost: 0,
    });
  });

  it('scans the newest rows of the smallest range when matches are common, and knows a union total from its counts', () => {
    const filter = { ...NO_FILTER, accounts: ['A1', 'A2'] };
    const choice = chooseStrategy(filter, sized(filter, [25_000]), 100_000, 0, 15);
    // A quarter of the rows pass: 60 rows read for a page of 15.
    expect(choice.strategy).toEqual({
      kind: 'scan',
      driver: { index: 'date', lower: '', upper: '\uffff', includeUpper: false },
      reads: 60,
    });
    expect(choice.total).toBe(25_000);
  });

  it("prices an amount of the chosen account's currency by that account's rows, not by every row", () => {
    // One SGD account (2,472 of 20,000 rows); 515 SGD rows reach S$4,000: a fifth of the account's.
    const filter = {
      ...NO_FILTER,
      accounts: ['A1'],
      amounts: [{ currency: 'SGD' as const, lower: 4_000_000_000, upper: null }],
    };
    const choice = chooseStrategy(filter, sized(filter, [2_472, 515]), 20_000, 0, 15);
    expect(choice.strategy).toEqual({
      kind: 'scan',
      driver: criteriaOf(filter)[0]?.ranges[0],
      reads: expect.any(Number),
    });
    expect(choice.cost).toBeLessThan(100 * 25);
  });

  it('drives a scan by the smallest single range and leaves the total to be counted', () => {
    const filter = { ...NO_FILTER, accounts: ['A1'], statuses: ['Completed' as const] };
    const choice = chooseStrategy(filter, sized(filter, [12_000, 80_000]), 100_000, 0, 15);
    // 80 % of the account's rows pass: 19 rows expected for a page of 15.
    expect(choice.strategy).toEqual({
      kind: 'scan',
      driver: criteriaOf(filter)[0]?.ranges[0],
      reads: 19,
    });
    expect(choice.total).toBeNull();
  });

  it('reads the rows of a small criterion and sorts them itself', () => {
    const filter = {
      ...NO_FILTER,
      statuses: ['Completed' as const],
      amounts: [{ currency: 'SGD' as const, lower: 4_999_000_000, upper: null }],
    };
    const choice = chooseStrategy(filter, sized(filter, [80_000, 40]), 100_000, 0, 15);
    expect(choice.strategy).toEqual({
      kind: 'small',
      source: expect.objectContaining({ field: 'amount' }),
    });
  });

  it('intersects keys when matches are rare in big ranges, or the page is deep', () => {
    const filter = { ...NO_FILTER, types: ['Sales' as const], statuses: ['Cancelled' as const] };
    expect(
      chooseStrategy(filter, sized(filter, [40_000, 10_000]), 100_000, 0, 15).strategy.kind,
    ).toBe('scan');
    expect(
      chooseStrategy(filter, sized(filter, [40_000, 10_000]), 100_000, 3_000, 15).strategy.kind,
    ).toBe('keys');
    const rare = {
      ...NO_FILTER,
      accounts: ['A1', 'A2', 'A3'],
      types: ['Sales' as const, 'PayIn' as const],
      statuses: ['Cancelled' as const],
    };
    expect(
      chooseStrategy(rare, sized(rare, [30_000, 20_000, 10_000]), 100_000, 3_000, 15).strategy,
    ).toMatchObject({
      kind: 'keys',
      driver: { index: '[status+date]' },
    });
  });

  it('counts a total the sizes do not tell by the cheaper of keys and the smallest criterion', () => {
    const filter = { ...NO_FILTER, accounts: ['A1'], statuses: ['Completed' as const] };
    expect(chooseCountStrategy(filter, sized(filter, [12_000, 80_000]), 100_000).kind).toBe('keys');
    expect(chooseCountStrategy(filter, sized(filter, [300, 80_000]), 100_000).kind).toBe('small');
  });
});

const sgd = (lower: number, upper: number | null): TransactionListFilter => ({
  ...NO_FILTER,
  amounts: [{ currency: 'SGD', lower, upper }],
});

describe('isFiltered and rowMatches', () => {
  const row = transactionRow(
    buildTransaction({
      vaAccountNumber: 'A1',
      type: 'Sales',
      status: 'FAILED',
      amount: 5_000_000,
      cardNumber: '4821',
      nameOnCard: 'Roy Harber',
    }),
  );

  it('counts dates alone as a filter', () => {
    expect(isFiltered(NO_FILTER)).toBe(false);
    expect(isFiltered({ ...NO_FILTER, endDate: '2026-10-31' })).toBe(true);
  });

  it('matches on the list status, not the detail status', () => {
    expect(rowMatches(row, { ...NO_FILTER, statuses: ['Cancelled'] })).toBe(true);
    expect(rowMatches(row, { ...NO_FILTER, statuses: ['Completed'] })).toBe(false);
  });

  it("includes the lower amount bound and excludes the upper one, in the row's own currency only", () => {
    expect(rowMatches(row, sgd(5_000_000, 5_000_001))).toBe(true);
    expect(rowMatches(row, sgd(5_000_001, null))).toBe(false);
    expect(rowMatches(row, sgd(0, 5_000_000))).toBe(false);
    // An S$ row is not compared with an HKD range at all.
    expect(
      rowMatches(row, { ...NO_FILTER, amounts: [{ currency: 'HKD', lower: 0, upper: null }] }),
    ).toBe(false);
    expect(rowMatches(row, { ...NO_FILTER, amounts: [] })).toBe(false);
  });

  it("matches on the card's last digits, the cardholder and the amount type", () => {
    expect(
      rowMatches(row, {
        ...NO_FILTER,
        panTails: ['4821', '7730'],
        cardHolderNames: ['Roy Harber'],
        amountType: 'DEBIT',
      }),
    ).toBe(true);
    expect(rowMatches(row, { ...NO_FILTER, panTails: ['7730'] })).toBe(false);
    expect(rowMatches(row, { ...NO_FILTER, cardHolderNames: ['Mina Kuvalis'] })).toBe(false);
    expect(rowMatches(row, { ...NO_FILTER, amountType: 'CREDIT' })).toBe(false);
    const noCard = transactionRow(buildTransaction());
    expect(rowMatches(noCard, { ...NO_FILTER, panTails: ['4821'] })).toBe(false);
  });
});

describe('quickPlan', () => {
  it('reads no criterion or one single-valued one as a range, with no counting first', () => {
    expect(quickPlan(NO_FILTER, 0, 15)).toEqual({
      kind: 'range',
      range: { index: 'date', lower: '', upper: '\uffff', includeUpper: false },
    });
    expect(quickPlan({ ...NO_FILTER, statuses: ['Cancelled'] }, 0, 15)).toMatchObject({
      kind: 'range',
      range: { index: '[status+date]' },
    });
  });

  it('merges the ranges of one criterion of several values while that reads few records', () => {
    const filter = {
      ...NO_FILTER,
      types: ['Sales' as const, 'Refund' as const, 'Unknown' as const],
    };
    expect(quickPlan(filter, 0, 15)).toMatchObject({
      kind: 'merge',
      ranges: [{ lower: ['Refund', ''] }, { lower: ['Sales', ''] }, { lower: ['Unknown', ''] }],
    });
    expect(quickPlan(filter, 3 * 100, 100)).toBeNull();
  });

  it('reads one card or one amount type as a range, like any single value', () => {
    expect(quickPlan({ ...NO_FILTER, panTails: ['4821'] }, 0, 15)).toMatchObject({
      kind: 'range',
      range: { index: '[data.cardNumber+date]' },
    });
    expect(quickPlan({ ...NO_FILTER, amountType: 'CREDIT' }, 0, 15)).toMatchObject({
      kind: 'range',
      range: { index: '[data.creditOrDebit+date]' },
    });
  });

  it('leaves amounts and combined criteria to chooseStrategy', () => {
    expect(
      quickPlan({ ...NO_FILTER, amounts: [{ currency: 'SGD', lower: 1, upper: null }] }, 0, 15),
    ).toBeNull();
    expect(
      quickPlan({ ...NO_FILTER, accounts: ['A1'], statuses: ['Completed'] }, 0, 15),
    ).toBeNull();
  });
});
