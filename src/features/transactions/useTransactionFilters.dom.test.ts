import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AmountContext } from './filterState';
import { useTransactionFilters } from './useTransactionFilters';

const MIXED: AmountContext = {
  accounts: [
    { accountNumber: 'S', currency: 'SGD' },
    { accountNumber: 'H', currency: 'HKD' },
  ],
  rates: { SGD: 1_000_000, HKD: 171_349 },
};

function setup(context: AmountContext = MIXED) {
  return renderHook(({ ctx }) => useTransactionFilters('admin', ctx), {
    initialProps: { ctx: context },
  });
}

describe('useTransactionFilters', () => {
  it('applies a valid edit at once, back on the first page, and says nothing', () => {
    const { result } = setup();
    act(() => result.current.goToPage(3));
    act(() => result.current.edit({ statuses: ['Cancelled'] }));
    expect(result.current.draft.statuses).toEqual(['Cancelled']);
    expect(result.current.applied.statuses).toEqual(['Cancelled']);
    expect(result.current.pageIndex).toBe(0);
    expect(result.current.errors).toEqual({});
  });

  it('explains a wrong entry on its field at once and keeps the list as it was', () => {
    const { result } = setup();
    act(() => result.current.edit({ minAmount: '100' }));
    const applied = result.current.applied;
    act(() => result.current.goToPage(2));
    act(() => result.current.edit({ minAmount: '100x' }));
    expect(result.current.draft.minAmount).toBe('100x');
    expect(result.current.errors).toEqual({
      minAmount: 'Enter an amount in numbers, such as 1,250.00.',
    });
    expect(result.current.applied).toBe(applied);
    expect(result.current.pageIndex).toBe(2);
  });

  it('keeps the fields not edited as they were, so their lists need not draw again', () => {
    const { result } = setup();
    const before = result.current.draft;
    act(() => result.current.edit({ accounts: ['H'] }));
    expect(result.current.draft.accounts).toEqual(['H']);
    expect(result.current.draft.statuses).toBe(before.statuses);
    expect(result.current.draft.panTails).toBe(before.panTails);
  });

  it('reads the typed amounts again when the cached rates change', () => {
    const { result, rerender } = setup();
    act(() => result.current.edit({ minAmount: '10,000' }));
    act(() => result.current.goToPage(2));
    rerender({ ctx: { ...MIXED, rates: { ...MIXED.rates, HKD: 200_000 } } });
    expect(result.current.applied.amounts).toContainEqual({
      currency: 'HKD',
      lower: 50_000_000_000,
      upper: null,
    });
    expect(result.current.pageIndex).toBe(0);
  });

  it("clears the form and the list to the role's start, keeping the page size", () => {
    const { result } = setup();
    act(() => result.current.setPageSize(50));
    act(() => result.current.edit({ minAmount: '5', statuses: ['Processing'] }));
    act(() => result.current.edit({ maxAmount: '1' }));
    expect(result.current.errors.maxAmount).toBeDefined();
    act(() => result.current.clear());
    expect(result.current.draft).toMatchObject({ minAmount: '', maxAmount: '', statuses: [] });
    expect(result.current.errors).toEqual({});
    expect(result.current.applied).toMatchObject({ statuses: [], amounts: null });
    expect(result.current.pageSize).toBe(50);
  });
});
