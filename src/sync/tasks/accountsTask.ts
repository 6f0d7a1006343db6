import { getAccounts } from '../../api/accounts';
import { getRate } from '../../api/fx';
import type { BankDatabase } from '../../db/database';
import { SGD_RATES_KEY, writeMeta, type SgdRates } from '../../db/meta';
import { replaceAll } from '../../db/replaceRows';
import { accountRow } from '../../db/toRows';
import type { CurrencyCode } from '../../shared/currencies';
import type { Account } from '../../shared/domain/accounts';
import type { FxQuote } from '../../shared/domain/fx';
import type { SyncTask } from '../syncTask';

export interface AccountsTaskDeps {
  fetchAccounts: () => Promise<Account[]>;
  fetchRate: (sell: CurrencyCode, buy: CurrencyCode) => Promise<FxQuote>;
}

/** Accounts, then the SGD bid rates of their currencies (a rate that fails is left out). */
export function accountsTask(
  { fetchAccounts, fetchRate }: AccountsTaskDeps = {
    fetchAccounts: getAccounts,
    fetchRate: getRate,
  },
): SyncTask {
  return {
    store: 'accounts',
    async run(db: BankDatabase) {
      const accounts = await fetchAccounts();
      await replaceAll(db.accounts, accounts.map(accountRow));
      const currencies = [...new Set(accounts.map((a) => a.currency))].filter((c) => c !== 'SGD');
      const quotes = await Promise.allSettled(currencies.map((c) => fetchRate(c, 'SGD')));
      const rates: SgdRates = { SGD: 1_000_000 };
      quotes.forEach((q, i) => {
        const currency = currencies[i];
        if (q.status === 'fulfilled' && currency) rates[currency] = q.value.bidRate;
      });
      await writeMeta(db, SGD_RATES_KEY, rates);
    },
  };
}
