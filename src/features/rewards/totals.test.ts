import { describe, expect, it } from 'vitest';
import type { RewardDetail } from '../../api/rewards';
import { cashbackByMonth, rewardsTotalInSgd, shortMonth, thisMonthSoFar } from './totals';

describe('cashback totals in SGD at bid rates (spec-3 §9)', () => {
  it('adds SGD rewards as they are and converts others by their bid rate, rounded down to cents', () => {
    const total = rewardsTotalInSgd(
      [
        { rewardsAmt: 1_230_000, currency: 'SGD' },
        { rewardsAmt: 10_000_000, currency: 'USD' },
      ],
      { USD: 1_345_678 },
    );
    expect(total).toEqual({ ok: true, total: 1_230_000 + 13_450_000 });
  });

  it('is unknown, with the reason, when a currency has no rate', () => {
    expect(rewardsTotalInSgd([{ rewardsAmt: 5_000_000, currency: 'EUR' }], {})).toEqual({
      ok: false,
      reason: 'No EUR to SGD rate is available yet.',
    });
  });

  it('is zero with no rewards', () => {
    expect(rewardsTotalInSgd([], undefined)).toEqual({ ok: true, total: 0 });
  });
});

describe('dates', () => {
  it('names a month shortly and gives this month so far', () => {
    expect(shortMonth('2026-10')).toBe('Oct 2026');
    expect(shortMonth('2026-09')).toBe('Sep 2026');
    expect(thisMonthSoFar('2026-11-27')).toEqual({
      startDate: '2026-11-01',
      endDate: '2026-11-27',
    });
  });
});

const credit = (month: string, day: string, amount: number, account = 'A'): RewardDetail => ({
  rewardsAmt: amount,
  currency: 'SGD',
  rewardsType: 'CASHBACK',
  disbursedAt: `${day}T00:00:00.000Z`,
  month,
  vaAccountNumber: account,
  vaAccountName: `Account ${account}`,
  transactionId: `T-${day}-${account}`,
  description: '',
});

describe('cashback by month', () => {
  it('reads a month paid in two credits as one row an account, newest month first', () => {
    const rows = cashbackByMonth([
      credit('2026-09', '2026-10-01', 1_000_000),
      credit('2026-10', '2026-11-01', 2_000_000),
      credit('2026-09', '2026-10-20', 500_000),
      credit('2026-09', '2026-10-01', 300_000, 'B'),
    ]);
    expect(rows.map((r) => [r.month, r.vaAccountNumber, r.rewardsAmt, r.transactionId])).toEqual([
      ['2026-10', 'A', 2_000_000, 'T-2026-11-01-A'],
      ['2026-09', 'A', 1_500_000, 'T-2026-10-20-A'],
      ['2026-09', 'B', 300_000, 'T-2026-10-01-B'],
    ]);
  });
});
