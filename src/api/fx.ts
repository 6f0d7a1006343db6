import type { CurrencyCode } from '../shared/currencies';
import { rateQuote, tradeQuote } from '../shared/contracts/fx';
import type { FxQuote } from '../shared/domain/fx';
import { call } from './contractCall';

/** spec-2 §7 Quotes (contracts: src/shared/contracts/fx.ts; the limits: api/limits.ts). */

/** A rate to show (dashboard totals, calculators): fx.rate. */
export function getRate(sellCurrency: CurrencyCode, buyCurrency: CurrencyCode): Promise<FxQuote> {
  return call(rateQuote, { query: { sellCurrency, buyCurrency } });
}

/** A fresh quote to trade on: fx.quote (validTo at most 3 minutes ahead). */
export function requestQuote(
  sellCurrency: CurrencyCode,
  buyCurrency: CurrencyCode,
): Promise<FxQuote> {
  return call(tradeQuote, { body: { sellCurrency, buyCurrency, fxProvider: 'DEFAULT' } });
}
