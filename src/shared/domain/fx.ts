import type { CurrencyCode } from '../currencies';

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
