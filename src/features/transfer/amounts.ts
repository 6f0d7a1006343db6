import { currencyDecimals, type CurrencyCode } from '../../shared/currencies';
import { amountsAtRate } from '../../shared/domain/fx';
import { microsToDecimalString, type Micros } from '../../shared/money';

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

// The amount texts and the minimum, shared with a batch row's check (src/shared/domain/batchRows.ts).
export {
  amountFormatMessage,
  INVALID_AMOUNT,
  minimumFor,
  noDecimalsMessage,
  tooManyDecimalsMessage,
} from '../../shared/domain/amountTexts';
