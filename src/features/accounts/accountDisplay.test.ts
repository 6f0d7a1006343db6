import { describe, expect, it } from 'vitest';
import {
  beneficiaryName,
  companyToday,
  formatBalance,
  moveItem,
  receiveRoutes,
  statementDays,
} from './accountDisplay';

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
    expect(beneficiaryName(sgd, 'paynow')).toBe('Demo Trading Pte. Ltd.');
    expect(receiveRoutes({ currency: 'SGD' })).toEqual(['local', 'overseas']);
    expect(receiveRoutes({ currency: 'EUR' })).toEqual(['overseas']);
  });

  it('puts PayNow first among the SGD tabs while its toggle is on, never for other currencies', () => {
    expect(receiveRoutes({ currency: 'SGD' }, true)).toEqual(['paynow', 'local', 'overseas']);
    expect(receiveRoutes({ currency: 'USD' }, true)).toEqual(['overseas']);
  });

  it("gives a statement period's Singapore days", () => {
    expect(statementDays('thisMonth', '2026-03-15')).toEqual({
      from: '2026-03-01',
      to: '2026-03-15',
    });
    expect(statementDays('lastMonth', '2026-03-15')).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(statementDays('lastMonth', '2026-01-10')).toEqual({
      from: '2025-12-01',
      to: '2025-12-31',
    });
    expect(statementDays('last90Days', '2026-03-31')).toEqual({
      from: '2026-01-01',
      to: '2026-03-31',
    });
    expect(statementDays('all', '2026-03-31')).toEqual({});
    // 23:30 UTC on 31 Dec is already 1 Jan in Singapore.
    expect(companyToday(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });

  it('moves an item without touching the others', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
  });
});
