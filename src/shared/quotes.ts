import {
  QUOTE_EXPIRED_WITHIN_MS,
  QUOTE_MAX_SECONDS,
  QUOTE_MIN_USABLE_SECONDS,
  QUOTE_REFRESH_AT_SECONDS,
  type FxQuote,
} from './domain/fx';

/*
 * The life of a quote as the app holds it (spec-2 §4 Quotes and countdown), shared by the
 * transfer form and the approver's view.
 */

/** spec-2 §8 Rate unavailable (messages.tsv). */
export const RATE_UNAVAILABLE = 'Exchange function not available now. Please try again later.';
/** Written for this product: why the main button now reads 'Refresh'. */
export const REFRESH_NEEDED = 'This rate can no longer be used. Refresh to get a new rate.';

/** A quote as the app holds it: what the bank sent and how much life it had when it arrived. */
export interface HeldQuote {
  quote: FxQuote;
  validToMs: number;
  /** Milliseconds left when it was received. */
  receivedWithMs: number;
}

/**
 * spec-2 §4: validTo is capped at 3 minutes ahead. A bank (or a clock) that says later is held
 * to QUOTE_MAX_SECONDS from receipt, so the countdown never promises more than the rate's life.
 */
export function holdQuote(quote: FxQuote, now: number): HeldQuote {
  const said = Date.parse(quote.validTo);
  const validToMs = Number.isFinite(said)
    ? Math.min(said, now + QUOTE_MAX_SECONDS * 1000)
    : Number.NaN;
  return { quote, validToMs, receivedWithMs: Number.isFinite(validToMs) ? validToMs - now : 0 };
}

export function msLeft(held: HeldQuote, now: number): number {
  return Math.max(0, held.validToMs - now);
}

/** Within 1 s of validTo, or past it (spec-2 §4 Quotes and countdown). */
export function isExpired(held: HeldQuote, now: number): boolean {
  return held.validToMs - now <= QUOTE_EXPIRED_WITHIN_MS;
}

/**
 * README decision: a quote that arrives with under 2 minutes left cannot be used at all; one
 * that arrived fresh is usable until 10 s or less remain. Past either point the main button
 * becomes 'Refresh'.
 */
export function needsRefresh(held: HeldQuote, now: number): boolean {
  if (held.receivedWithMs < QUOTE_MIN_USABLE_SECONDS * 1000) return true;
  return isExpired(held, now) || held.validToMs - now <= QUOTE_REFRESH_AT_SECONDS * 1000;
}

/** When needsRefresh turns true (epoch ms), so one timer can wake the form exactly then. */
export function refreshDueAt(held: HeldQuote): number {
  return held.validToMs - QUOTE_REFRESH_AT_SECONDS * 1000;
}
