import {
  QUOTE_EXPIRED_WITHIN_MS,
  QUOTE_MIN_USABLE_SECONDS,
  QUOTE_REFRESH_AT_SECONDS,
  type FxQuote,
} from '../../shared/domain/fx';

/** A quote as the form holds it: what the bank sent and how much life it had when it arrived. */
export interface HeldQuote {
  quote: FxQuote;
  validToMs: number;
  /** Milliseconds left when it was received. */
  receivedWithMs: number;
}

export function holdQuote(quote: FxQuote, now: number): HeldQuote {
  const validToMs = Date.parse(quote.validTo);
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
