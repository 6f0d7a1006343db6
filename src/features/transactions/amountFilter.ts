import type { SgdRates } from '../../db/meta';
import type { CurrencyCode } from '../../shared/currencies';
import { MICROS_PER_UNIT, sourceForTarget, type Micros } from '../../shared/money';
import type { AmountRange } from '../../db/transactionQuery';

export interface AccountCurrency {
  accountNumber: string;
  currency: CurrencyCode;
}

/**
 * What the amount bounds of the filter compare (spec-3 §3 Filters, amount min and max):
 * - `currency`: the chosen accounts (every account when none is chosen) share one currency, and
 *   the bounds are amounts in it;
 * - `sgdEquivalent`: they do not, and the bounds are SGD compared with each transaction's SGD
 *   equivalent at the cached bid rates, as the dashboard's total counts it. A currency with no
 *   cached rate cannot be compared: its transactions are left out, and `missingRates` says so.
 */
export type AmountBasis =
  | { kind: 'currency'; currency: CurrencyCode }
  | { kind: 'sgdEquivalent'; currencies: CurrencyCode[]; missingRates: CurrencyCode[] };

const SGD_RATE = MICROS_PER_UNIT;
/** One cent: SGD equivalents are whole cents (targetForSource rounds them down to the cent). */
const SGD_CENT = MICROS_PER_UNIT / 100;

const rateOf = (currency: CurrencyCode, rates: SgdRates | undefined) =>
  currency === 'SGD' ? SGD_RATE : rates?.[currency];

export function amountBasis(
  accounts: readonly AccountCurrency[],
  chosen: readonly string[],
  rates: SgdRates | undefined,
): AmountBasis {
  const considered =
    chosen.length > 0 ? accounts.filter((a) => chosen.includes(a.accountNumber)) : accounts;
  const currencies = [...new Set(considered.map((a) => a.currency))].toSorted();
  const [only] = currencies;
  if (currencies.length <= 1) return { kind: 'currency', currency: only ?? 'SGD' };
  return {
    kind: 'sgdEquivalent',
    currencies,
    missingRates: currencies.filter((c) => !((rateOf(c, rates) ?? 0) > 0)),
  };
}

/** What the fields' labels say the bounds are in: 'HKD', or 'SGD equivalent'. */
export const amountUnit = (basis: AmountBasis): string =>
  basis.kind === 'currency' ? basis.currency : 'SGD equivalent';

/** The currency the bounds are typed in (its decimals are the ones allowed). */
export const inputCurrency = (basis: AmountBasis): CurrencyCode =>
  basis.kind === 'currency' ? basis.currency : 'SGD';

/** Why some transactions cannot be compared, or undefined. */
export function missingRatesNotice(basis: AmountBasis): string | undefined {
  if (basis.kind !== 'sgdEquivalent' || basis.missingRates.length === 0) return undefined;
  const list = basis.missingRates.join(', ');
  return `No ${list} to SGD rate is available yet: ${list} transactions are left out.`;
}

/**
 * The typed bounds (micro-units, null when empty) as one amount range per currency, for the
 * [data.currency+amount] index; null when neither bound is given.
 *
 * SGD equivalents. A transaction of `amount` in currency C is worth targetForSource(amount,
 * rate, 'SGD'): amount x rate rounded DOWN to the cent. Each SGD bound becomes an amount of C:
 * - min: the smallest amount of C worth at least min, i.e. min / rate rounded UP to C's decimals
 *   (sourceForTarget). Rounding down instead would let in an amount worth a cent less than min.
 * - max: worth at most max means amount x rate < max + 1 cent (the equivalent is rounded down),
 *   so the exclusive upper bound is the smallest amount worth max + 1 cent, (max + 1 cent) / rate
 *   rounded UP. Amounts are whole minor units of their currency, so both bounds are exact:
 *   an amount is in the range exactly when its SGD equivalent lies within [min, max].
 * No float touches an amount: rates are integers of millionths and the division is BigInt's.
 */
export function amountRanges(
  min: Micros | null,
  max: Micros | null,
  basis: AmountBasis,
  rates: SgdRates | undefined,
): AmountRange[] | null {
  if (min === null && max === null) return null;
  if (basis.kind === 'currency') {
    // Amounts are integers: at most max is below max + 1 micro-unit.
    return [{ currency: basis.currency, lower: min ?? 0, upper: max === null ? null : max + 1 }];
  }
  return basis.currencies.flatMap((currency) => {
    const rate = rateOf(currency, rates);
    if (rate === undefined || rate <= 0) return [];
    const lower = min === null ? 0 : amountWorth(min, rate, currency);
    // Worth more than any amount can be: no transaction of this currency reaches the minimum.
    if (lower === null) return [];
    return [
      { currency, lower, upper: max === null ? null : amountWorth(max + SGD_CENT, rate, currency) },
    ];
  });
}

/** The smallest amount of `currency` worth `sgd`; null beyond the amounts money.ts can hold. */
function amountWorth(sgd: Micros, rate: number, currency: CurrencyCode): Micros | null {
  try {
    return sourceForTarget(sgd, rate, currency);
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}
