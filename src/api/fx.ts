import type { CurrencyCode } from '../shared/currencies';
import { currencyLimit, listLimits, rateQuote, tradeQuote } from '../shared/contracts/fx';
import type { FxQuote, TransferLimit } from '../shared/domain/fx';
import { call } from './contractCall';

/** spec-2 §7 Quotes and limits (contracts: src/shared/contracts/fx.ts). */

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

/** fx.limits: the generic table (the bank's default without ?type). */
export async function getTransferLimits(): Promise<TransferLimit[]> {
  return (await call(listLimits)).limits;
}

/** fx.limit: one currency's limits from the generic table. */
export function getTransferLimit(currency: CurrencyCode): Promise<TransferLimit> {
  return call(currencyLimit, { params: { currency } });
}
