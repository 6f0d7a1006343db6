import type { CurrencyCode } from '../shared/currencies';
import type { FxQuote, TransferLimit } from '../shared/domain/fx';
import { apiRequest } from './client';

/** A rate to show (dashboard totals, calculators): GET /boom/v2/fx/quotes. */
export function getRate(sellCurrency: CurrencyCode, buyCurrency: CurrencyCode): Promise<FxQuote> {
  return apiRequest<FxQuote>('/boom/v2/fx/quotes', { query: { sellCurrency, buyCurrency } });
}

/** A fresh quote to trade on: POST /boom/v2/fx/quotes (validTo at most 3 minutes ahead). */
export function requestQuote(sellCurrency: CurrencyCode, buyCurrency: CurrencyCode): Promise<FxQuote> {
  return apiRequest<FxQuote>('/boom/v2/fx/quotes', { method: 'POST', body: { sellCurrency, buyCurrency, fxProvider: 'DEFAULT' } });
}

export async function getTransferLimits(): Promise<TransferLimit[]> {
  const answer = await apiRequest<{ limits: TransferLimit[] }>('/boom/v2/transfers/limits');
  return answer.limits;
}

export function getTransferLimit(currency: CurrencyCode): Promise<TransferLimit> {
  return apiRequest<TransferLimit>(`/boom/v2/transfers/limit/${encodeURIComponent(currency)}`);
}
