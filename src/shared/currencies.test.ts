import { describe, expect, it } from 'vitest';
import {
  CURRENCIES,
  currencyDecimals,
  EXCHANGE_CURRENCIES,
  isCurrencyCode,
  ZERO_DECIMAL_CURRENCIES,
} from './currencies';

describe('currencies', () => {
  it('gives JPY, IDR, VND and KRW 0 decimals and every other currency 2', () => {
    for (const code of Object.keys(CURRENCIES)) {
      if (!isCurrencyCode(code)) throw new Error(code);
      expect(currencyDecimals(code)).toBe(ZERO_DECIMAL_CURRENCIES.includes(code) ? 0 : 2);
    }
  });

  it('uses the spec symbols S$ and AU$', () => {
    expect(CURRENCIES.SGD.symbol).toBe('S$');
    expect(CURRENCIES.AUD.symbol).toBe('AU$');
  });

  it('exchanges the 9 currencies of the spec', () => {
    expect(EXCHANGE_CURRENCIES).toEqual([
      'SGD',
      'USD',
      'EUR',
      'GBP',
      'JPY',
      'HKD',
      'AUD',
      'CHF',
      'THB',
    ]);
  });

  it('recognises only known codes', () => {
    expect(isCurrencyCode('SGD')).toBe(true);
    expect(isCurrencyCode('XYZ')).toBe(false);
    expect(isCurrencyCode('toString')).toBe(false);
  });
});
