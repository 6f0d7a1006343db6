import { currencyDecimals, currencySymbol, type CurrencyCode } from './currencies';

/**
 * Money is integer micro-units (value x 1,000,000) everywhere (docs/architecture.md §3): amounts are parsed
 * from and formatted to strings, and rounded, summed and converted with integer arithmetic
 * (BigInt where products could pass 2^53). Nothing here multiplies an amount by a float.
 */
export type Micros = number;
export type RoundingMode = 'half-up' | 'down' | 'up';

export const MICROS_PER_UNIT = 1_000_000;
const SCALE = 6;
/** A balance the bank could not give (spec-3 §2 Accounts page). */
export const UNAVAILABLE_BALANCE = '--.--';

function toSafe(value: bigint): Micros {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError(`amount out of the safe range: ${value}`);
  }
  return Number(value);
}

function assertMicros(m: Micros): void {
  if (!Number.isSafeInteger(m)) throw new RangeError(`not an integer amount of micro-units: ${m}`);
}

const pow10 = (n: number) => 10n ** BigInt(n);

/** Divides with rounding: 'half-up' is half away from zero; 'down' toward zero; 'up' away from zero. */
function divideRounded(value: bigint, divisor: bigint, mode: RoundingMode): bigint {
  const quotient = value / divisor;
  const remainder = value % divisor;
  if (remainder === 0n) return quotient;
  const away = value < 0n ? -1n : 1n;
  if (mode === 'down') return quotient;
  if (mode === 'up') return quotient + away;
  const twice = (remainder < 0n ? -remainder : remainder) * 2n;
  return twice >= divisor ? quotient + away : quotient;
}

const DECIMAL = /^([+-])?(\d+|\d{1,3}(?:,\d{3})+)(?:\.(\d+))?$/;

/** Exact parse of '1,234.56', '-0.01', '12': at most 6 decimals. */
export function toMicros(decimal: string): Micros {
  const match = DECIMAL.exec(decimal.trim());
  if (!match) throw new RangeError(`not a decimal amount: '${decimal}'`);
  const [, sign, whole = '0', fraction = ''] = match;
  if (fraction.length > SCALE) throw new RangeError(`more than ${SCALE} decimals: '${decimal}'`);
  const magnitude =
    BigInt(whole.replace(/,/g, '')) * pow10(SCALE) + BigInt(fraction.padEnd(SCALE, '0') || '0');
  return toSafe(sign === '-' ? -magnitude : magnitude);
}

/** Rounds to `places` decimals (0-6), keeping micro-units. */
function roundToPlaces(m: bigint, places: number, mode: RoundingMode): bigint {
  const step = pow10(SCALE - places);
  return divideRounded(m, step, mode) * step;
}

export function roundMicros(
  m: Micros,
  currency: CurrencyCode,
  mode: RoundingMode = 'half-up',
): Micros {
  assertMicros(m);
  return toSafe(roundToPlaces(BigInt(m), currencyDecimals(currency), mode));
}

/** '1234.560000' for 1234560000; with `decimals` < 6 it rounds half away from zero first. */
export function microsToDecimalString(m: Micros, decimals = SCALE): string {
  assertMicros(m);
  const rounded = roundToPlaces(BigInt(m), decimals, 'half-up');
  const negative = rounded < 0n;
  const abs = negative ? -rounded : rounded;
  const whole = abs / pow10(SCALE);
  const fraction = (abs % pow10(SCALE)).toString().padStart(SCALE, '0').slice(0, decimals);
  return `${negative ? '-' : ''}${whole}${decimals > 0 ? `.${fraction}` : ''}`;
}

export function sumMicros(values: Iterable<Micros>): Micros {
  let total = 0n;
  for (const v of values) {
    assertMicros(v);
    total += BigInt(v);
  }
  return toSafe(total);
}

/** A rate such as '0.742311' as an integer of millionths. */
export function rateToMicros(rate: string | number): number {
  return toMicros(typeof rate === 'number' ? String(rate) : rate);
}

/** amount x rate, rounded to the target currency's decimals. */
export function convertMicros(
  amount: Micros,
  rate: string | number,
  currency: CurrencyCode,
  mode: RoundingMode = 'half-up',
): Micros {
  assertMicros(amount);
  const product = BigInt(amount) * BigInt(rateToMicros(rate)); // in 1e-12 units
  const places = currencyDecimals(currency);
  const inPlaces = divideRounded(product, pow10(SCALE + SCALE - places), mode);
  return toSafe(inPlaces * pow10(SCALE - places));
}

/** '1 SGD = 0.742311 USD' (spec: rates show 6 decimals). */
export function formatRate(rate: string | number, from: CurrencyCode, to: CurrencyCode): string {
  return `1 ${from} = ${microsToDecimalString(rateToMicros(rate), SCALE)} ${to}`;
}

function group(whole: string): string {
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** '1,234.56' (the currency's decimals, grouped; no symbol and no sign). */
export function formatAmount(m: Micros, currency: CurrencyCode): string {
  const text = microsToDecimalString(Math.abs(m), currencyDecimals(currency));
  const [whole = '0', fraction] = text.split('.');
  return fraction === undefined ? group(whole) : `${group(whole)}.${fraction}`;
}

export interface FormatMoneyOptions {
  /** 'always' puts a plus on positive amounts (positive transactions show a green plus). */
  sign?: 'auto' | 'always' | 'never';
  /** 'code' renders 'SGD 1,234.56' instead of 'S$1,234.56'. */
  display?: 'symbol' | 'code';
}

/** 'S$1,234.56', '-S$1.00', '+S$1.00', 'JP¥1,235', 'SGD 1,234.56'. Independent of the machine locale. */
export function formatMoney(
  m: Micros,
  currency: CurrencyCode,
  options: FormatMoneyOptions = {},
): string {
  const { sign = 'auto', display = 'symbol' } = options;
  const rounded = roundMicros(m, currency);
  const prefix = display === 'code' ? `${currency} ` : currencySymbol(currency);
  const signText =
    sign === 'never' ? '' : rounded < 0 ? '-' : sign === 'always' && rounded > 0 ? '+' : '';
  return `${signText}${prefix}${formatAmount(rounded, currency)}`;
}

export type AmountInputResult =
  | { ok: true; micros: Micros }
  | { ok: false; reason: 'empty' | 'invalid' | 'too-many-decimals' | 'decimal-not-allowed' };

/**
 * A typed amount: trimmed, commas allowed as thousands separators. A decimal point in a
 * zero-decimal currency is refused with a reason, never silently dropped (docs/decisions/recipients.md).
 */
export function parseAmountInput(text: string, currency: CurrencyCode): AmountInputResult {
  const value = text.trim();
  if (value === '') return { ok: false, reason: 'empty' };
  if (!DECIMAL.exec(value) || value.startsWith('-') || value.startsWith('+'))
    return { ok: false, reason: 'invalid' };
  const fraction = value.split('.')[1];
  const decimals = currencyDecimals(currency);
  if (fraction !== undefined && decimals === 0) return { ok: false, reason: 'decimal-not-allowed' };
  if (fraction !== undefined && fraction.length > decimals)
    return { ok: false, reason: 'too-many-decimals' };
  try {
    return { ok: true, micros: toMicros(value) };
  } catch {
    return { ok: false, reason: 'invalid' };
  }
}

/**
 * Exchange arithmetic with a rate given as an integer of millionths (FX quotes and transaction
 * exchange rates, spec-3 §3 "scaled by 1e6"). The bank and the app use these same functions, so
 * what the form shows is what the ledger books, to the micro-unit.
 *
 * Receiving amount for a sending amount: amount x rate, rounded DOWN to the receiving currency
 * (a customer is never promised a fraction the bank cannot pay).
 */
export function targetForSource(
  source: Micros,
  rateMicros: number,
  targetCurrency: CurrencyCode,
): Micros {
  assertMicros(source);
  assertMicros(rateMicros);
  if (rateMicros <= 0) throw new RangeError(`not a rate: ${rateMicros}`);
  const product = BigInt(source) * BigInt(rateMicros); // 1e-12 units
  const places = currencyDecimals(targetCurrency);
  return toSafe(
    divideRounded(product, pow10(SCALE + SCALE - places), 'down') * pow10(SCALE - places),
  );
}

/**
 * Sending amount needed for a receiving amount (calcSourceAmtFromDestinationAmt): amount / rate,
 * rounded UP to the sending currency, so the receiving side is always covered.
 */
export function sourceForTarget(
  target: Micros,
  rateMicros: number,
  sourceCurrency: CurrencyCode,
): Micros {
  assertMicros(target);
  assertMicros(rateMicros);
  if (rateMicros <= 0) throw new RangeError(`not a rate: ${rateMicros}`);
  const places = currencyDecimals(sourceCurrency);
  // target x 1e6 / rate gives micro-units of the source; scale down to its decimals, rounding up.
  const numerator = BigInt(target) * pow10(SCALE);
  const divisor = BigInt(rateMicros) * pow10(SCALE - places);
  return toSafe(divideRounded(numerator, divisor, 'up') * pow10(SCALE - places));
}

/** '1 SGD = 0.742311 USD' from a rate in millionths. */
export function formatRateMicros(rateMicros: number, from: CurrencyCode, to: CurrencyCode): string {
  assertMicros(rateMicros);
  return `1 ${from} = ${microsToDecimalString(rateMicros, SCALE)} ${to}`;
}
