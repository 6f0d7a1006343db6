import { describe, expect, it } from 'vitest';
import { rewardsTotalInSgd, shortMonth, thisMonthSoFar } from './totals';

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
