import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Account } from '../../shared/domain/accounts';
import type { CurrencyCode } from '../../shared/currencies';
import { totalInSgd } from './balanceTotal';

function anAccount(
  currency: CurrencyCode,
  currentBalance: number | null,
  accountName = `${currency} account`,
): Account {
  return {
    accountNumber: `${currency}-${accountName}`,
    accountName,
    currency,
    currentBalance,
    accountHolderName: 'Demo',
    bankName: 'DBS Bank Ltd',
    bankSwift: 'DBSSSGSG',
    isDefaultAccount: false,
    isLowAccountBalance: false,
    accountOrder: 0,
  };
}

describe('total balance in SGD (spec-3 §2)', () => {
  it('adds SGD accounts as they are and converts others by their bid rate, rounded down to cents', () => {
    const accounts = [
      anAccount('SGD', 1_000_500_000),
      anAccount('USD', 100_000_000),
      anAccount('JPY', 10_000_000_000),
    ];
    // 100 USD x 1.345678 = 134.5678 -> 134.56; 10,000 JPY x 0.009012 = 90.12
    const total = totalInSgd(accounts, { SGD: 1_000_000, USD: 1_345_678, JPY: 9_012 });
    expect(total).toEqual({ ok: true, total: 1_000_500_000 + 134_560_000 + 90_120_000 });
  });

  it("is unavailable, naming the account, when one balance is '--.--'", () => {
    const total = totalInSgd([anAccount('SGD', 5_000_000), anAccount('USD', null, 'USD ops')], {
      USD: 1_300_000,
    });
    expect(total).toEqual({ ok: false, reason: 'The balance of USD ops is not available.' });
  });

  it('is unavailable when a currency has no cached rate', () => {
    expect(totalInSgd([anAccount('EUR', 5_000_000)], { SGD: 1_000_000 })).toEqual({
      ok: false,
      reason: 'No EUR to SGD rate is available yet.',
    });
    expect(totalInSgd([anAccount('EUR', 5_000_000)], undefined).ok).toBe(false);
  });

  it('needs no rate for SGD-only companies, and is zero with no accounts', () => {
    expect(totalInSgd([anAccount('SGD', 7_000_000)], undefined)).toEqual({
      ok: true,
      total: 7_000_000,
    });
    expect(totalInSgd([], undefined)).toEqual({ ok: true, total: 0 });
  });

  it('is an exact sum of whole cents for any balances and rates', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 5_000_000 })),
          { maxLength: 10 },
        ),
        (pairs) => {
          const accounts = pairs.map(([cents], i) => anAccount('USD', cents * 10_000, `a${i}`));
          const total = totalInSgd(accounts, { USD: pairs[0]?.[1] ?? 1 });
          if (!total.ok) return false;
          return Number.isSafeInteger(total.total) && total.total % 10_000 === 0;
        },
      ),
    );
  });
});
