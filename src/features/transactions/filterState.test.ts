import { describe, expect, it } from 'vitest';
import { CARD_TRANSACTION_TYPES } from '../../shared/domain/transactions';
import {
  filterReducer,
  hasUserFilters,
  initialFilterState,
  NO_AMOUNT_CONTEXT,
  toListFilter,
  defaultDraft,
  type AmountContext,
} from './filterState';

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

describe('toListFilter', () => {
  it('starts a general user on card payments (sales) only', () => {
    const state = initialFilterState('general');
    expect(state.draft.typeLabels).toEqual(['Card Payment']);
    expect(state.applied.types).toEqual(['Sales']);
  });

  it('never lets a general user list more than the card-related types', () => {
    const none = toListFilter(
      { ...defaultDraft('general'), typeLabels: [] },
      'general',
      NO_AMOUNT_CONTEXT,
    );
    expect(none.filter.types).toEqual(CARD_TRANSACTION_TYPES);
    const forged = toListFilter(
      { ...defaultDraft('general'), typeLabels: ['Pay-in', 'Transaction Adjustment'] },
      'general',
      NO_AMOUNT_CONTEXT,
    );
    expect(forged.filter.types).toEqual(['AdjustmentCredit', 'AdjustmentDebit']);
  });

  it("lists every type for other roles when none is ticked, and a label's types when it is", () => {
    expect(toListFilter(defaultDraft('admin'), 'admin', SGD_ONLY).filter.types).toEqual([]);
    expect(
      toListFilter(
        { ...defaultDraft('admin'), typeLabels: ['Internal Transfer/Exchange'] },
        'admin',
        SGD_ONLY,
      ).filter.types,
    ).toEqual(['Transfer', 'Exchange', 'SmartExchange', 'P2P']);
  });

  it("reads amounts exactly in micro-units, as one range of the accounts' one currency", () => {
    const { filter, errors } = toListFilter(
      { ...defaultDraft('admin'), minAmount: '1,000.50', maxAmount: '2000' },
      'admin',
      SGD_ONLY,
    );
    expect(errors).toEqual({});
    // The upper bound is exclusive: one micro-unit above the typed maximum.
    expect(filter.amounts).toEqual([
      { currency: 'SGD', lower: 1_000_500_000, upper: 2_000_000_001 },
    ]);
    expect(toListFilter(defaultDraft('admin'), 'admin', SGD_ONLY).filter.amounts).toBeNull();
  });

  it('compares the SGD equivalent, one range per currency, when the accounts do not share one', () => {
    const { filter } = toListFilter(
      { ...defaultDraft('admin'), minAmount: '10,000' },
      'admin',
      MIXED,
    );
    // S$10,000 / 0.171349 = HK$58,360.42..., rounded up to the cent; JPY has no rate: left out.
    expect(filter.amounts).toEqual([
      { currency: 'HKD', lower: 58_360_430_000, upper: null },
      { currency: 'SGD', lower: 10_000_000_000, upper: null },
    ]);
  });

  it('reads amounts in HKD when only HKD accounts are chosen', () => {
    const { filter } = toListFilter(
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
    expect(toListFilter(draft, 'admin', SGD_ONLY).filter).toMatchObject({
      panTails: ['4821'],
      cardHolderNames: ['Roy Harber'],
      amountType: 'CREDIT',
    });
    expect(toListFilter(defaultDraft('admin'), 'admin', SGD_ONLY).filter).toMatchObject({
      panTails: [],
      cardHolderNames: [],
      amountType: null,
    });
  });

  it('says what is wrong with an amount or a date range', () => {
    const draft = defaultDraft('admin');
    expect(toListFilter({ ...draft, minAmount: 'abc' }, 'admin', SGD_ONLY).errors).toEqual({
      minAmount: 'Enter an amount in numbers, such as 1,250.00.',
    });
    expect(toListFilter({ ...draft, minAmount: '1.234' }, 'admin', SGD_ONLY).errors).toEqual({
      minAmount: 'Enter at most 2 decimals.',
    });
    expect(toListFilter({ ...draft, maxAmount: '1.5' }, 'admin', JPY_ONLY).errors).toEqual({
      maxAmount: 'JPY amounts have no decimals.',
    });
    expect(
      toListFilter({ ...draft, minAmount: '50', maxAmount: '10' }, 'admin', SGD_ONLY).errors,
    ).toEqual({
      maxAmount: 'The maximum amount cannot be less than the minimum amount.',
    });
    expect(
      toListFilter({ ...draft, startDate: '2026-10-10', endDate: '2026-10-01' }, 'admin', SGD_ONLY)
        .errors,
    ).toEqual({
      endDate: 'The end date cannot be before the start date.',
    });
  });
});

describe('filterReducer', () => {
  const reduce = filterReducer('admin');

  it('applies a valid edit at once and goes back to the first page', () => {
    const onPage3 = reduce(initialFilterState('admin'), { kind: 'page', pageIndex: 3 });
    const next = reduce(onPage3, { kind: 'edit', draft: { statuses: ['Cancelled'] } });
    expect(next.applied.statuses).toEqual(['Cancelled']);
    expect(next.pageIndex).toBe(0);
  });

  it('reads amounts in the currency of the chosen accounts', () => {
    const next = reduce(initialFilterState('admin', MIXED), {
      kind: 'edit',
      draft: { accounts: ['J'], minAmount: '1.5' },
    });
    expect(next.errors).toEqual({ minAmount: 'JPY amounts have no decimals.' });
  });

  it('reads the typed amounts again when the cached rates change, back on the first page', () => {
    const typed = reduce(initialFilterState('admin', MIXED), {
      kind: 'edit',
      draft: { minAmount: '10,000' },
    });
    const onPage2 = reduce(typed, { kind: 'page', pageIndex: 2 });
    const next = reduce(onPage2, {
      kind: 'context',
      context: { ...MIXED, rates: { ...MIXED.rates, HKD: 200_000 } },
    });
    expect(next.applied.amounts).toContainEqual({
      currency: 'HKD',
      lower: 50_000_000_000,
      upper: null,
    });
    expect(next.pageIndex).toBe(0);
    expect(reduce(next, { kind: 'context', context: next.context })).toBe(next);
  });

  it('keeps what was typed and the list as it was while an entry is wrong', () => {
    const valid = reduce(initialFilterState('admin'), {
      kind: 'edit',
      draft: { minAmount: '100' },
    });
    const wrong = reduce(valid, { kind: 'edit', draft: { minAmount: '100x' } });
    expect(wrong.draft.minAmount).toBe('100x');
    expect(wrong.errors.minAmount).toBeDefined();
    expect(wrong.applied.amounts).toEqual([{ currency: 'SGD', lower: 100_000_000, upper: null }]);
  });

  it("clears to the role's start but keeps the page size", () => {
    const general = filterReducer('general');
    const sized = general(initialFilterState('general'), { kind: 'pageSize', pageSize: 50 });
    const edited = general(sized, {
      kind: 'edit',
      draft: {
        typeLabels: [],
        statuses: ['Processing'],
        panTails: ['7730'],
        cardHolderNames: ['Mina Kuvalis'],
        amountType: 'DEBIT',
        minAmount: '5',
      },
    });
    expect(hasUserFilters(edited.draft, 'general')).toBe(true);
    expect(edited.applied).toMatchObject({
      panTails: ['7730'],
      cardHolderNames: ['Mina Kuvalis'],
      amountType: 'DEBIT',
    });
    const cleared = general(edited, { kind: 'clear' });
    expect(cleared.applied).toMatchObject({
      panTails: [],
      cardHolderNames: [],
      amountType: null,
      amounts: null,
    });
    expect(cleared.draft).toMatchObject({
      panTails: [],
      cardHolderNames: [],
      amountType: '',
      minAmount: '',
    });
    expect(cleared.applied.types).toEqual(['Sales']);
    expect(cleared.pageSize).toBe(50);
    expect(hasUserFilters(cleared.draft, 'general')).toBe(false);
  });
});
