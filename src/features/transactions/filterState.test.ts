import { describe, expect, it } from 'vitest';
import { CARD_TRANSACTION_TYPES } from '../../shared/domain/transactions';
import {
  defaultDraft,
  hasUserFilters,
  initialFilter,
  initialListState,
  listReducer,
  NO_AMOUNT_CONTEXT,
  readFilter,
  type AmountContext,
  type FilterDraft,
} from './filterState';

/** The draft as a list filter (it must be valid). */
function toFilter(draft: FilterDraft, role: 'general' | 'admin', context: AmountContext) {
  const { filter, errors } = readFilter(draft, role, context);
  expect(errors).toEqual({});
  if (!filter) throw new Error('the draft is not valid');
  return filter;
}

const SGD_ONLY: AmountContext = {
  accounts: [{ accountNumber: 'S', currency: 'SGD' }],
  rates: { SGD: 1_000_000 },
};
const JPY_ONLY: AmountContext = {
  accounts: [{ accountNumber: 'J', currency: 'JPY' }],
  rates: undefined,
};
/** SGD, HKD and JPY accounts; HKD at the bid rate the demo bank quotes, JPY with no rate yet. */
const MIXED: AmountContext = {
  accounts: [
    { accountNumber: 'S', currency: 'SGD' },
    { accountNumber: 'H', currency: 'HKD' },
    { accountNumber: 'H2', currency: 'HKD' },
    { accountNumber: 'J', currency: 'JPY' },
  ],
  rates: { SGD: 1_000_000, HKD: 171_349 },
};

describe('filterSchema', () => {
  it('starts a general user on card payments (sales) only', () => {
    expect(defaultDraft('general').typeLabels).toEqual(['Card Payment']);
    expect(initialFilter('general').types).toEqual(['Sales']);
    expect(initialListState('general').applied.types).toEqual(['Sales']);
  });

  it('never lets a general user list more than the card-related types', () => {
    const none = toFilter(
      { ...defaultDraft('general'), typeLabels: [] },
      'general',
      NO_AMOUNT_CONTEXT,
    );
    expect(none.types).toEqual(CARD_TRANSACTION_TYPES);
    const forged = toFilter(
      { ...defaultDraft('general'), typeLabels: ['Pay-in', 'Transaction Adjustment'] },
      'general',
      NO_AMOUNT_CONTEXT,
    );
    expect(forged.types).toEqual(['AdjustmentCredit', 'AdjustmentDebit']);
  });

  it("lists every type for other roles when none is ticked, and a label's types when it is", () => {
    expect(toFilter(defaultDraft('admin'), 'admin', SGD_ONLY).types).toEqual([]);
    expect(
      toFilter(
        { ...defaultDraft('admin'), typeLabels: ['Internal Transfer/Exchange'] },
        'admin',
        SGD_ONLY,
      ).types,
    ).toEqual(['Transfer', 'Exchange', 'SmartExchange', 'P2P']);
  });

  it("reads amounts exactly in micro-units, as one range of the accounts' one currency", () => {
    const filter = toFilter(
      { ...defaultDraft('admin'), minAmount: '1,000.50', maxAmount: '2000' },
      'admin',
      SGD_ONLY,
    );
    // The upper bound is exclusive: one micro-unit above the typed maximum.
    expect(filter.amounts).toEqual([
      { currency: 'SGD', lower: 1_000_500_000, upper: 2_000_000_001 },
    ]);
    expect(toFilter(defaultDraft('admin'), 'admin', SGD_ONLY).amounts).toBeNull();
  });

  it('compares the SGD equivalent, one range per currency, when the accounts do not share one', () => {
    const filter = toFilter({ ...defaultDraft('admin'), minAmount: '10,000' }, 'admin', MIXED);
    // S$10,000 / 0.171349 = HK$58,360.42..., rounded up to the cent; JPY has no rate: left out.
    expect(filter.amounts).toEqual([
      { currency: 'HKD', lower: 58_360_430_000, upper: null },
      { currency: 'SGD', lower: 10_000_000_000, upper: null },
    ]);
  });

  it('reads amounts in HKD when only HKD accounts are chosen', () => {
    const filter = toFilter(
      { ...defaultDraft('admin'), accounts: ['H', 'H2'], minAmount: '10,000' },
      'admin',
      MIXED,
    );
    expect(filter.amounts).toEqual([{ currency: 'HKD', lower: 10_000_000_000, upper: null }]);
  });

  it('carries the card, cardholder and amount type choices into the filter', () => {
    const draft = {
      ...defaultDraft('admin'),
      panTails: ['4821'],
      cardHolderNames: ['Roy Harber'],
      amountType: 'CREDIT' as const,
    };
    expect(toFilter(draft, 'admin', SGD_ONLY)).toMatchObject({
      panTails: ['4821'],
      cardHolderNames: ['Roy Harber'],
      amountType: 'CREDIT',
    });
    expect(toFilter(defaultDraft('admin'), 'admin', SGD_ONLY)).toMatchObject({
      panTails: [],
      cardHolderNames: [],
      amountType: null,
    });
  });

  it('says what is wrong with an amount or a date range', () => {
    const draft = defaultDraft('admin');
    expect(readFilter({ ...draft, minAmount: 'abc' }, 'admin', SGD_ONLY).errors).toEqual({
      minAmount: 'Enter an amount in numbers, such as 1,250.00.',
    });
    expect(readFilter({ ...draft, minAmount: '1.234' }, 'admin', SGD_ONLY).errors).toEqual({
      minAmount: 'Enter at most 2 decimals.',
    });
    expect(readFilter({ ...draft, maxAmount: '1.5' }, 'admin', JPY_ONLY).errors).toEqual({
      maxAmount: 'JPY amounts have no decimals.',
    });
    expect(
      readFilter({ ...draft, minAmount: '50', maxAmount: '10' }, 'admin', SGD_ONLY).errors,
    ).toEqual({
      maxAmount: 'The maximum amount cannot be less than the minimum amount.',
    });
    expect(
      readFilter({ ...draft, startDate: '2026-10-10', endDate: '2026-10-01' }, 'admin', SGD_ONLY)
        .errors,
    ).toEqual({
      endDate: 'The end date cannot be before the start date.',
    });
  });
});

describe('listReducer', () => {
  it('applies a valid edit at once and goes back to the first page', () => {
    const onPage3 = listReducer(initialListState('admin'), { kind: 'page', pageIndex: 3 });
    const filter = toFilter(
      { ...defaultDraft('admin'), statuses: ['Cancelled'] },
      'admin',
      SGD_ONLY,
    );
    const next = listReducer(onPage3, { kind: 'apply', filter });
    expect(next.applied.statuses).toEqual(['Cancelled']);
    expect(next.pageIndex).toBe(0);
  });

  it('reads amounts in the currency of the chosen accounts', () => {
    expect(
      readFilter({ ...defaultDraft('admin'), accounts: ['J'], minAmount: '1.5' }, 'admin', MIXED)
        .errors,
    ).toEqual({ minAmount: 'JPY amounts have no decimals.' });
  });

  it('reads the typed amounts again when the cached rates change, back on the first page', () => {
    const draft = { ...defaultDraft('admin'), minAmount: '10,000' };
    const typed = listReducer(initialListState('admin'), {
      kind: 'apply',
      filter: toFilter(draft, 'admin', MIXED),
    });
    const onPage2 = listReducer(typed, { kind: 'page', pageIndex: 2 });
    const rates = { ...MIXED, rates: { ...MIXED.rates, HKD: 200_000 } };
    const next = listReducer(onPage2, { kind: 'apply', filter: toFilter(draft, 'admin', rates) });
    expect(next.applied.amounts).toContainEqual({
      currency: 'HKD',
      lower: 50_000_000_000,
      upper: null,
    });
    expect(next.pageIndex).toBe(0);
    // The same filter read again changes nothing, not even the page.
    const onPage1 = listReducer(next, { kind: 'page', pageIndex: 1 });
    expect(listReducer(onPage1, { kind: 'apply', filter: toFilter(draft, 'admin', rates) })).toBe(
      onPage1,
    );
  });

  it('gives no filter to apply while an entry is wrong, so the list stays as it was', () => {
    const wrong = readFilter({ ...defaultDraft('admin'), minAmount: '100x' }, 'admin', SGD_ONLY);
    expect(wrong.filter).toBeUndefined();
    expect(wrong.errors.minAmount).toBeDefined();
  });

  it("clears to the role's start but keeps the page size", () => {
    const sized = listReducer(initialListState('general'), { kind: 'pageSize', pageSize: 50 });
    const draft: FilterDraft = {
      ...defaultDraft('general'),
      typeLabels: [],
      statuses: ['Processing'],
      panTails: ['7730'],
      cardHolderNames: ['Mina Kuvalis'],
      amountType: 'DEBIT',
      minAmount: '5',
    };
    expect(hasUserFilters(draft, 'general')).toBe(true);
    const edited = listReducer(sized, {
      kind: 'apply',
      filter: toFilter(draft, 'general', NO_AMOUNT_CONTEXT),
    });
    expect(edited.applied).toMatchObject({
      panTails: ['7730'],
      cardHolderNames: ['Mina Kuvalis'],
      amountType: 'DEBIT',
    });
    const cleared = listReducer(edited, { kind: 'clear', filter: initialFilter('general') });
    expect(cleared.applied).toMatchObject({
      panTails: [],
      cardHolderNames: [],
      amountType: null,
      amounts: null,
    });
    expect(cleared.applied.types).toEqual(['Sales']);
    expect(cleared.pageSize).toBe(50);
    expect(hasUserFilters(defaultDraft('general'), 'general')).toBe(false);
  });
});
