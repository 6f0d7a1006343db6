import { describe, expect, it } from 'vitest';
import { beneficiaryName, formatBalance, moveItem, receiveRoutes } from './accountDisplay';

describe('account display', () => {
  it("shows '--.--' for a balance the bank could not give", () => {
    expect(formatBalance({ currentBalance: null, currency: 'SGD' })).toBe('--.--');
    expect(formatBalance({ currentBalance: 1_234_560_000, currency: 'SGD' })).toBe('S$1,234.56');
    expect(formatBalance({ currentBalance: 3_450_000_000_000, currency: 'JPY' })).toBe(
      'JP¥3,450,000',
    );
  });

  it("names the beneficiary as the product 'on behalf of' the holder, but plainly for SGD FAST", () => {
    const sgd = { accountHolderName: 'Demo Trading Pte. Ltd.', currency: 'SGD' as const };
    expect(beneficiaryName(sgd, 'local')).toBe('Demo Trading Pte. Ltd.');
    expect(beneficiaryName(sgd, 'overseas')).toBe('YouBiz on behalf of Demo Trading Pte. Ltd.');
    expect(beneficiaryName({ ...sgd, currency: 'USD' }, 'overseas')).toBe(
      'YouBiz on behalf of Demo Trading Pte. Ltd.',
    );
    expect(receiveRoutes({ currency: 'SGD' })).toEqual(['local', 'overseas']);
    expect(receiveRoutes({ currency: 'EUR' })).toEqual(['overseas']);
  });

  it('moves an item without touching the others', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
  });
});
