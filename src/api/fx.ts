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

/** docs/decisions/payouts.md 'Limit tables by type': local and overseas payouts, generic for the rest. */
export type LimitTable = 'generic' | 'local' | 'overseas';

/** fx.limits: the table `type` names; the generic one (the bank's default without ?type) by default. */
export async function getTransferLimits(type?: LimitTable): Promise<TransferLimit[]> {
  return (await call(listLimits, type ? { query: { type } } : {})).limits;
}

/** fx.limit: one currency's limits from the table `type` names; the generic one by default. */
export function getTransferLimit(
  currency: CurrencyCode,
  type?: LimitTable,
): Promise<TransferLimit> {
  return call(currencyLimit, { params: { currency }, ...(type ? { query: { type } } : {}) });
}
