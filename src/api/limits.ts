import type { CurrencyCode } from '../shared/currencies';
import { currencyLimit, listLimits } from '../shared/contracts/limits';
import type { TransferLimit } from '../shared/domain/fx';
import { call } from './contractCall';

/** spec-2 §7 Quotes, limits, configuration: the limits of one transfer (contracts: src/shared/contracts/limits.ts). */

/** docs/decisions/payouts.md 'Limit tables by type': local and overseas payouts, generic for the rest. */
export type LimitTable = 'generic' | 'local' | 'overseas';

/** limits.list: the table `type` names; the generic one (the bank's default without ?type) by default. */
export async function getTransferLimits(type?: LimitTable): Promise<TransferLimit[]> {
  return (await call(listLimits, type ? { query: { type } } : {})).limits;
}

/** limits.currency: one currency's limits from the table `type` names; the generic one by default. */
export function getTransferLimit(
  currency: CurrencyCode,
  type?: LimitTable,
): Promise<TransferLimit> {
  return call(currencyLimit, { params: { currency }, ...(type ? { query: { type } } : {}) });
}
