import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencyDecimals, type CurrencyCode } from '../../shared/currencies';
import { targetForSource } from '../../shared/money';
import {
  amountBasis,
  amountRanges,
  amountUnit,
  inputCurrency,
  missingRatesNotice,
} from './amountFilter';

const ACCOUNTS = [
  { accountNumber: 'S', currency: 'SGD' as const },
  { accountNumber: 'H', currency: 'HKD' as const },
  { accountNumber: 'J', currency: 'JPY' as const },
];
const RATES = { SGD: 1_000_000, HKD: 171_349, JPY: 8_912 };

describe('amountBasis', () => {
  it('compares in the one currency the chosen accounts share, and says so', () => {
    const basis = amountBasis(ACCOUNTS, ['H'], RATES);
    expect(basis).toEqual({ kind: 'currency', currency: 'HKD' });
    expect(amountUnit(basis)).toBe('HKD');
    expect(inputCurrency(basis)).toBe('HKD');
  });

  it('compares SGD equivalents when the accounts (all of them when none is chosen) mix currencies', () => {
    for (const chosen of [[], ['S', 'H']]) {
      const basis = amountBasis(ACCOUNTS, chosen, RATES);
      expect(basis.kind).toBe('sgdEquivalent');
      expect(amountUnit(basis)).toBe('SGD equivalent');
      expect(inputCurrency(basis)).toBe('SGD');
    }
    expect(amountBasis(ACCOUNTS.slice(0, 1), [], RATES)).toEqual({
      kind: 'currency',
      currency: 'SGD',
    });
    expect(amountBasis([], [], undefined)).toEqual({ kind: 'currency', currency: 'SGD' });
  });

  it('names the currencies it has no rate for, whose transactions it cannot compare', () => {
    const basis = amountBasis(ACCOUNTS, [], { SGD: 1_000_000, HKD: 171_349 });
    expect(missingRatesNotice(basis)).toBe(
      'No JPY to SGD rate is available yet: JPY transactions are left out.',
    );
    expect(amountRanges(1_000_000, null, basis, { HKD: 171_349 })?.map((r) => r.currency)).toEqual([
      'HKD',
      'SGD',
    ]);
    expect(missingRatesNotice(amountBasis(ACCOUNTS, [], RATES))).toBeUndefined();
  });
});

describe('amountRanges', () => {
  const mixed = amountBasis(ACCOUNTS, [], RATES);

  it('is null when no bound is typed', () => {
    expect(amountRanges(null, null, mixed, RATES)).toBeNull();
  });

  it('leaves the HK$26,385.55 payout (S$4,521.13) out of S$10,000 and up, and in S$4,500 to S$4,550', () => {
    const payout = 26_385_550_000;
    const inRange = (ranges: ReturnType<typeof amountRanges>) =>
      ranges?.some(
        (r) => r.currency === 'HKD' && payout >= r.lower && (r.upper === null || payout < r.upper),
      );
    expect(targetForSource(payout, RATES.HKD, 'SGD')).toBe(4_521_130_000);
    expect(inRange(amountRanges(10_000_000_000, null, mixed, RATES))).toBe(false);
    expect(inRange(amountRanges(4_500_000_000, 4_550_000_000, mixed, RATES))).toBe(true);
    // In HKD itself, the same S$ figures read as HK$ would say the opposite.
    const hkd = amountBasis(ACCOUNTS, ['H'], RATES);
    expect(inRange(amountRanges(10_000_000_000, null, hkd, RATES))).toBe(true);
  });

  it("rounds the minimum up and the exclusive maximum up, to the currency's decimals", () => {
    // S$1.00 at 0.171349: HK$5.8360... -> HK$5.84 (HK$5.83 is worth S$0.998...).
    const [hkd] =
      amountRanges(
        1_000_000,
        1_000_000,
        { kind: 'sgdEquivalent', currencies: ['HKD'], missingRates: [] },
        RATES,
      ) ?? [];
    expect(hkd).toEqual({ currency: 'HKD', lower: 5_840_000, upper: 5_900_000 });
    expect(targetForSource(5_830_000, RATES.HKD, 'SGD')).toBe(990_000);
    expect(targetForSource(5_840_000, RATES.HKD, 'SGD')).toBe(1_000_000);
    expect(targetForSource(5_890_000, RATES.HKD, 'SGD')).toBe(1_000_000);
    expect(targetForSource(5_900_000, RATES.HKD, 'SGD')).toBe(1_010_000);
  });

  it('keeps an amount exactly when its SGD equivalent (rounded down to the cent) lies within the bounds', () => {
    const currency = fc.constantFrom<CurrencyCode>('SGD', 'HKD', 'JPY', 'USD', 'THB');
    const cents = fc.option(fc.integer({ min: 0, max: 10_000_000 }).map((c) => c * 10_000));
    fc.assert(
      fc.property(
        currency,
        fc.integer({ min: 1, max: 5_000_000 }),
        cents,
        cents,
        fc.integer({ min: 0, max: 1_000_000_000 }),
        (c, rate, min, max, units) => {
          // An amount in whole minor units of its currency, as the bank books them.
          const amount = units * 10 ** (6 - currencyDecimals(c));
          const rates = { [c]: c === 'SGD' ? 1_000_000 : rate };
          const ranges = amountRanges(
            min,
            max,
            { kind: 'sgdEquivalent', currencies: [c], missingRates: [] },
            rates,
          );
          // No bound typed: no ranges at all (null), so every amount is kept.
          const [range] = ranges ?? [];
          const kept =
            ranges === null ||
            (range !== undefined &&
              amount >= range.lower &&
              (range.upper === null || amount < range.upper));
          const sgd = targetForSource(amount, rates[c] ?? 0, 'SGD');
          expect(kept).toBe((min === null || sgd >= min) && (max === null || sgd <= max));
        },
      ),
      { numRuns: 1_000 },
    );
  });
});
