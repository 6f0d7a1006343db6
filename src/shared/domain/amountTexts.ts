import { currencyDecimals, type CurrencyCode } from '../currencies';
import { MICROS_PER_UNIT, type AmountInputResult, type Micros } from '../money';
import { MIN_TRANSFER_AMOUNT } from './transfers';

/**
 * The texts of an amount that does not read, and the smallest amount of a currency: the payout
 * and exchange forms (src/features/transfer/amounts.ts) and a batch row's check share them.
 */

/** spec-2 messages.tsv: a typed amount that does not read as one (exchange and payouts). */
export const INVALID_AMOUNT = 'Please enter a valid amount, for example 100.00.';

/** Written for this product (docs/decisions/: a decimal point is refused, never dropped). */
export function noDecimalsMessage(currency: CurrencyCode): string {
  return `${currency} amounts are whole numbers. Please remove the decimal point.`;
}

/** Written for this product. */
export function tooManyDecimalsMessage(currency: CurrencyCode): string {
  return `${currency} amounts can have at most ${currencyDecimals(currency)} decimal places.`;
}

/** spec-2 §5: 0.01 at least, on either side; for a zero-decimal currency its smallest unit, 1. */
export function minimumFor(currency: CurrencyCode): Micros {
  return currencyDecimals(currency) === 0 ? MICROS_PER_UNIT : MIN_TRANSFER_AMOUNT;
}

/** Why a typed amount does not read as an amount of `currency`. */
export function amountFormatMessage(
  reason: Exclude<Extract<AmountInputResult, { ok: false }>['reason'], 'empty'>,
  currency: CurrencyCode,
): string {
  switch (reason) {
    case 'decimal-not-allowed':
      return noDecimalsMessage(currency);
    case 'too-many-decimals':
      return tooManyDecimalsMessage(currency);
    default:
      return INVALID_AMOUNT;
  }
}
