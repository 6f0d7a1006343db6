import type { SgdRates } from '../../db/meta';
import type { Account } from '../../shared/domain/accounts';
import { sumMicros, targetForSource, type Micros } from '../../shared/money';

export type BalanceTotal = { ok: true; total: Micros } | { ok: false; reason: string };

/**
 * spec-3 §2 "Accounts balance overview": every account in SGD by its cached bid rate, summed in
 * micro-units. One missing balance or rate makes the total unknown ('--.--'), never a wrong
 * number; the reason says which.
 */
export function totalInSgd(
  accounts: readonly Account[],
  rates: SgdRates | undefined,
): BalanceTotal {
  const parts: Micros[] = [];
  for (const account of accounts) {
    if (account.currentBalance === null) {
      return { ok: false, reason: `The balance of ${account.accountName} is not available.` };
    }
    if (account.currency === 'SGD') {
      parts.push(account.currentBalance);
      continue;
    }
    const rate = rates?.[account.currency];
    if (rate === undefined || rate <= 0) {
      return { ok: false, reason: `No ${account.currency} to SGD rate is available yet.` };
    }
    parts.push(targetForSource(account.currentBalance, rate, 'SGD'));
  }
  return { ok: true, total: sumMicros(parts) };
}
