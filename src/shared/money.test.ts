import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES, currencyDecimals, currencySymbol, type CurrencyCode } from './currencies';
import {
  convertMicros,
  formatRateMicros,
  sourceForTarget,
  targetForSource,
  formatAmount,
  formatMoney,
  formatRate,
  microsToDecimalString,
  parseAmountInput,
  roundMicros,
  sumMicros,
  toMicros,
} from './money';

const RUNS = { numRuns: 1000 };
const BOUND = 9_000_000_000_000; // 9 million units: room for sums of many amounts
const micros = fc.integer({ min: -BOUND, max: BOUND });
const currency = fc.constantFrom(...CURRENCY_CODES);

describe('money in micro-units (property tests)', () => {
  it('round-trips micro-units through their decimal string', () => {
    fc.assert(
      fc.property(micros, (m) => toMicros(microsToDecimalString(m)) === m),
      RUNS,
    );
  });

  it('formats and parses back every supported currency at its decimals', () => {
    fc.assert(
      fc.property(micros, currency, (m, code) => {
        const rounded = roundMicros(m, code);
        const text = formatMoney(rounded, code);
        const number = text.replace('-', '').replace(currencySymbol(code), '');
        const back = toMicros(number) * (rounded < 0 ? -1 : 1);
        const decimals = number.split('.')[1]?.length ?? 0;
        return back === rounded && decimals === currencyDecimals(code);
      }),
      RUNS,
    );
  });

  it('sums exactly, like BigInt, with no float drift', () => {
    fc.assert(
      fc.property(fc.array(micros, { maxLength: 200 }), (values) => {
        const expected = values.reduce((acc, v) => acc + BigInt(v), 0n);
        return BigInt(sumMicros(values)) === expected;
      }),
      RUNS,
    );
  });

  it('sums any number of 0.10 amounts exactly where floats drift', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), (n) => {
        const tenCents = toMicros('0.10');
        return sumMicros(Array.from({ length: n }, () => tenCents)) === n * 100_000;
      }),
      RUNS,
    );
    expect(0.1 + 0.2).not.toBe(0.3); // the drift this module exists to avoid
    expect(sumMicros([toMicros('0.1'), toMicros('0.2')])).toBe(toMicros('0.3'));
  });

  it('rounds idempotently and within half a unit of the last place', () => {
    fc.assert(
      fc.property(micros, currency, (m, code) => {
        const once = roundMicros(m, code);
        const step = 10 ** (6 - currencyDecimals(code));
        return (
          roundMicros(once, code) === once && Math.abs(once - m) * 2 <= step && once % step === 0
        );
      }),
      RUNS,
    );
  });

  it('converts with rate 1.000000 to the amount rounded to the target currency', () => {
    fc.assert(
      fc.property(
        micros,
        currency,
        (m, code) => convertMicros(m, '1.000000', code) === roundMicros(m, code),
      ),
      RUNS,
    );
  });

  it('converts without float error: amount x rate equals the exact decimal product, rounded', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000_000 }),
        fc.integer({ min: 1, max: 200_000_000 }),
        (m, rateMicros) => {
          const rate = microsToDecimalString(rateMicros);
          const exact = (BigInt(m) * BigInt(rateMicros) + 5_000_000_000n) / 10_000_000_000n; // half-up to cents
          return BigInt(convertMicros(m, rate, 'USD')) === exact * 10_000n;
        },
      ),
      RUNS,
    );
  });

  it('formats every supported currency with its decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: BOUND }), currency, (m, code: CurrencyCode) => {
        const text = formatAmount(m, code);
        const fraction = text.split('.')[1];
        return currencyDecimals(code) === 0 ? fraction === undefined : fraction?.length === 2;
      }),
      RUNS,
    );
  });
});

describe('money formatting examples', () => {
  it('uses S$ and AU$ and groups thousands', () => {
    expect(formatMoney(toMicros('1234.56'), 'SGD')).toBe('S$1,234.56');
    expect(formatMoney(toMicros('1234567.5'), 'AUD')).toBe('AU$1,234,567.50');
    expect(formatMoney(toMicros('1234.56'), 'SGD', { display: 'code' })).toBe('SGD 1,234.56');
  });

  it('shows JPY, IDR, VND and KRW with 0 decimals', () => {
    expect(formatMoney(toMicros('1234.5'), 'JPY')).toBe('JP¥1,235');
    expect(formatAmount(toMicros('1500000'), 'IDR')).toBe('1,500,000');
    expect(formatAmount(toMicros('99.4'), 'VND')).toBe('99');
    expect(formatAmount(toMicros('10'), 'KRW')).toBe('10');
  });

  it('signs amounts: minus for negatives, plus only when asked', () => {
    expect(formatMoney(toMicros('-1'), 'SGD')).toBe('-S$1.00');
    expect(formatMoney(toMicros('1'), 'SGD', { sign: 'always' })).toBe('+S$1.00');
    expect(formatMoney(0, 'SGD', { sign: 'always' })).toBe('S$0.00');
  });

  it("shows rates as '1 X = rate Y' with 6 decimals", () => {
    expect(formatRate('0.742311', 'SGD', 'USD')).toBe('1 SGD = 0.742311 USD');
    expect(formatRate('110.5', 'USD', 'JPY')).toBe('1 USD = 110.500000 JPY');
  });

  it('refuses more than 6 decimals and non-numbers', () => {
    expect(() => toMicros('1.0000001')).toThrow(RangeError);
    expect(() => toMicros('abc')).toThrow(RangeError);
    expect(() => roundMicros(1.5, 'SGD')).toThrow(RangeError);
  });
});

describe('amount input', () => {
  it('refuses a decimal point in a zero-decimal currency instead of dropping it', () => {
    expect(parseAmountInput('10.5', 'JPY')).toEqual({ ok: false, reason: 'decimal-not-allowed' });
    expect(parseAmountInput('1,000', 'JPY')).toEqual({ ok: true, micros: 1_000_000_000 });
  });

  it('refuses more decimals than the currency has', () => {
    expect(parseAmountInput('10.555', 'SGD')).toEqual({ ok: false, reason: 'too-many-decimals' });
  });

  it('trims and reads grouped amounts, and says when empty or invalid', () => {
    expect(parseAmountInput(' 1,234.5 ', 'SGD')).toEqual({ ok: true, micros: 1_234_500_000 });
    expect(parseAmountInput('  ', 'SGD')).toEqual({ ok: false, reason: 'empty' });
    expect(parseAmountInput('12a', 'SGD')).toEqual({ ok: false, reason: 'invalid' });
    expect(parseAmountInput('-5', 'SGD')).toEqual({ ok: false, reason: 'invalid' });
  });
});

describe('exchange with rates in millionths', () => {
  it('rounds the receiving amount down and the sending amount up', () => {
    // 100.00 SGD at 0.742311 = 74.2311 USD -> 74.23
    expect(targetForSource(toMicros('100'), 742_311, 'USD')).toBe(toMicros('74.23'));
    // 74.24 USD at 0.742311 needs 100.0119... SGD -> 100.02
    expect(sourceForTarget(toMicros('74.24'), 742_311, 'SGD')).toBe(toMicros('100.02'));
    // zero-decimal receiving currency: 100 SGD at 112.345678 JPY = 11234.5678 -> 11234
    expect(targetForSource(toMicros('100'), 112_345_678, 'JPY')).toBe(toMicros('11234'));
    expect(formatRateMicros(742_311, 'SGD', 'USD')).toBe('1 SGD = 0.742311 USD');
  });

  it('never gives less than asked for when the source is derived from the target', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1_000, max: 200_000_000 }),
        (cents, rate) => {
          const target = cents * 10_000;
          const source = sourceForTarget(target, rate, 'SGD');
          expect(targetForSource(source, rate, 'USD')).toBeGreaterThanOrEqual(target);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('refuses a rate that is not a positive integer', () => {
    expect(() => targetForSource(1_000_000, 0, 'USD')).toThrow(RangeError);
    expect(() => sourceForTarget(1_000_000, 0.5, 'USD')).toThrow(RangeError);
  });
});
