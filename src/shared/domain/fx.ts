import type { CurrencyCode } from '../currencies';
import { formatMoney, sourceForTarget, targetForSource, type Micros } from '../money';

/**
 * spec-2 §3 FX quote. 1 sellCurrency = bidRate / 1e6 buyCurrency: the rate is an integer of
 * millionths, like every exchange rate the bank sends (spec-3 §3 "scaled by 1e6"), so no float
 * ever touches an amount. validTo is an ISO timestamp, at most 3 minutes ahead.
 */
export interface FxQuote {
  referenceId: string;
  sellCurrency: CurrencyCode;
  buyCurrency: CurrencyCode;
  bidRate: number;
  validTo: string;
  country: string;
}

/** spec-2 §4 Quotes and countdown. */
export const QUOTE_MAX_SECONDS = 180;
/** At receipt, a quote with less than this left cannot be used for an exchange (README decision). */
export const QUOTE_MIN_USABLE_SECONDS = 120;
/** At or under this, the countdown turns alert-coloured and a refresh is required. */
export const QUOTE_REFRESH_AT_SECONDS = 10;
/** A quote within 1 s of validTo (or past it) is expired. */
export const QUOTE_EXPIRED_WITHIN_MS = 1000;

/** GET /boom/v2/transfers/limits: min and max per currency, micro-units. */
export interface TransferLimit {
  currency: CurrencyCode;
  min: number;
  max: number;
}

/** messages.tsv: under a limit table's minimum, for the form and the bank alike. */
export function minAmountMessage(min: Micros, currency: CurrencyCode): string {
  return `Min amount for this transfer: ${formatMoney(min, currency)}`;
}

/** messages.tsv: over a limit table's maximum, for the form and the bank alike. */
export function maxAmountMessage(max: Micros, currency: CurrencyCode): string {
  return `Max amount for this transfer: ${formatMoney(max, currency)}`;
}

/** The min or max message when `amount` of `limit.currency` is outside its limits, else null. */
export function outsideLimitMessage(amount: Micros, limit: TransferLimit): string | null {
  if (amount < limit.min) return minAmountMessage(limit.min, limit.currency);
  if (amount > limit.max) return maxAmountMessage(limit.max, limit.currency);
  return null;
}

/**
 * Both amounts of an exchange at `rateMicros` (1 source = rate / 1e6 target), from the side the
 * requester typed: the typed side stays, the other is derived as the bank books it (the
 * receiving side rounded down, the sending side rounded up). The bank, the transfer form and
 * the approver's view all use this one function.
 */
export function amountsAtRate(
  rateMicros: number,
  fixed: 'source' | 'target',
  typed: Micros,
  sourceCurrency: CurrencyCode,
  targetCurrency: CurrencyCode,
): { source: Micros; target: Micros } {
  if (fixed === 'target')
    return { source: sourceForTarget(typed, rateMicros, sourceCurrency), target: typed };
  return { source: typed, target: targetForSource(typed, rateMicros, targetCurrency) };
}
