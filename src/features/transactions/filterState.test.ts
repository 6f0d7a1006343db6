import { describe, expect, it } from 'vitest';
import { CARD_TRANSACTION_TYPES } from '../../shared/domain/transactions';
import { amountCurrency, filterReducer, hasUserFilters, initialFilterState, toListFilter, defaultDraft } from './filterState';

describe('toListFilter', () => {
  it('starts a general user on card payments (sales) only', () => {
    const state = initialFilterState('general');
    expect(state.draft.typeLabels).toEqual(['Card Payment']);
    expect(state.applied.types).toEqual(['Sales']);
  });

  it('never lets a general user list more than the card-related types', () => {
    const none = toListFilter({ ...defaultDraft('general'), typeLabels: [] }, 'general', 'SGD');
    expect(none.filter.types).toEqual(CARD_TRANSACTION_TYPES);
    const forged = toListFilter({ ...defaultDraft('general'), typeLabels: ['Pay-in', 'Transaction Adjustment'] }, 'general', 'SGD');
    expect(forged.filter.types).toEqual(['AdjustmentCredit', 'AdjustmentDebit']);
  });

  it('lists every type for other roles when none is ticked, and a label\'s types when it is', () => {
    expect(toListFilter(defaultDraft('admin'), 'admin', 'SGD').filter.types).toEqual([]);
    expect(toListFilter({ ...defaultDraft('admin'), typeLabels: ['Internal Transfer/Exchange'] }, 'admin', 'SGD').filter.types).toEqual([
      'Transfer',
      'Exchange',
      'SmartExchange',
      'P2P',
    ]);
  });

  it('reads amounts exactly in micro-units', () => {
    const { filter, errors } = toListFilter({ ...defaultDraft('admin'), minAmount: '1,000.50', maxAmount: '2000' }, 'admin', 'SGD');
    expect(errors).toEqual({});
    expect([filter.minAmount, filter.maxAmount]).toEqual([1_000_500_000, 2_000_000_000]);
  });

  it('says what is wrong with an amount or a date range', () => {
    const draft = defaultDraft('admin');
    expect(toListFilter({ ...draft, minAmount: 'abc' }, 'admin', 'SGD').errors).toEqual({ minAmount: 'Enter an amount in numbers, such as 1,250.00.' });
    expect(toListFilter({ ...draft, minAmount: '1.234' }, 'admin', 'SGD').errors).toEqual({ minAmount: 'Enter at most 2 decimals.' });
    expect(toListFilter({ ...draft, maxAmount: '1.5' }, 'admin', 'JPY').errors).toEqual({ maxAmount: 'JPY amounts have no decimals.' });
    expect(toListFilter({ ...draft, minAmount: '50', maxAmount: '10' }, 'admin', 'SGD').errors).toEqual({
      maxAmount: 'The maximum amount cannot be less than the minimum amount.',
    });
    expect(toListFilter({ ...draft, startDate: '2026-10-10', endDate: '2026-10-01' }, 'admin', 'SGD').errors).toEqual({
      endDate: 'The end date cannot be before the start date.',
    });
  });
});

describe('filterReducer', () => {
  const reduce = filterReducer('admin');

  it('applies a valid edit at once and goes back to the first page', () => {
    const onPage3 = reduce(initialFilterState('admin'), { kind: 'page', pageIndex: 3 });
    const next = reduce(onPage3, { kind: 'edit', draft: { statuses: ['Cancelled'] }, accounts: [] });
    expect(next.applied.statuses).toEqual(['Cancelled']);
    expect(next.pageIndex).toBe(0);
  });

  it('reads amounts in the currency of the chosen accounts', () => {
    const jpy = [{ accountNumber: 'J', currency: 'JPY' as const }];
    const next = reduce(initialFilterState('admin'), { kind: 'edit', draft: { accounts: ['J'], minAmount: '1.5' }, accounts: jpy });
    expect(next.errors).toEqual({ minAmount: 'JPY amounts have no decimals.' });
  });

  it('keeps what was typed and the list as it was while an entry is wrong', () => {
    const valid = reduce(initialFilterState('admin'), { kind: 'edit', draft: { minAmount: '100' }, accounts: [] });
    const wrong = reduce(valid, { kind: 'edit', draft: { minAmount: '100x' }, accounts: [] });
    expect(wrong.draft.minAmount).toBe('100x');
    expect(wrong.errors.minAmount).toBeDefined();
    expect(wrong.applied.minAmount).toBe(100_000_000);
  });

  it('clears to the role\'s start but keeps the page size', () => {
    const general = filterReducer('general');
    const sized = general(initialFilterState('general'), { kind: 'pageSize', pageSize: 50 });
    const edited = general(sized, { kind: 'edit', draft: { typeLabels: [], statuses: ['Processing'] }, accounts: [] });
    expect(hasUserFilters(edited.draft, 'general')).toBe(true);
    const cleared = general(edited, { kind: 'clear' });
    expect(cleared.applied.types).toEqual(['Sales']);
    expect(cleared.pageSize).toBe(50);
    expect(hasUserFilters(cleared.draft, 'general')).toBe(false);
  });
});

describe('amountCurrency', () => {
  const accounts = [
    { accountNumber: 'S', currency: 'SGD' as const },
    { accountNumber: 'J', currency: 'JPY' as const },
    { accountNumber: 'J2', currency: 'JPY' as const },
  ];
  it('types amounts in the chosen accounts\' one currency, else in SGD', () => {
    expect(amountCurrency(accounts, ['J', 'J2'])).toBe('JPY');
    expect(amountCurrency(accounts, ['J', 'S'])).toBe('SGD');
    expect(amountCurrency(accounts, [])).toBe('SGD');
  });
});
