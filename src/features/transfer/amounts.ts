import { currencyDecimals, type CurrencyCode } from '../../shared/currencies';
import { amountsAtRate } from '../../shared/domain/fx';
import { MIN_TRANSFER_AMOUNT } from '../../shared/domain/transfers';
import {
  MICROS_PER_UNIT,
  microsToDecimalString,
  type AmountInputResult,
  type Micros,
} from '../../shared/money';

/** Which amount the user typed: the sending one (source) or the receiving one (target). */
export type AmountSide = 'source' | 'target';

/** An amount as it is put back into an input: '74.23', '1000' (no grouping, the currency's decimals). */
export function microsToInput(m: Micros, currency: CurrencyCode): string {
  return microsToDecimalString(m, currencyDecimals(currency));
}

export interface DeriveInput {
  typedSide: AmountSide;
  typed: Micros;
  sourceCurrency: CurrencyCode;
  targetCurrency: CurrencyCode;
  /** The quote's bidRate (1 source = rate / 1e6 target); unused for a same-currency transfer. */
  rateMicros: number | null;
}

/**
 * Both amounts from the typed one, with the bank's own function (amountsAtRate: the receiving
 * side rounds down, the sending side up), so what the review shows is what the ledger books. Null when the
 * currencies differ and there is no rate.
 */
export function deriveAmounts({
  typedSide,
  typed,
  sourceCurrency,
  targetCurrency,
  rateMicros,
}: DeriveInput): { source: Micros; target: Micros } | null {
  if (sourceCurrency === targetCurrency) return { source: typed, target: typed };
  if (rateMicros === null || rateMicros <= 0) return null;
  return amountsAtRate(rateMicros, typedSide, typed, sourceCurrency, targetCurrency);
}

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
