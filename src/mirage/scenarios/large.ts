import type { Scenario } from '../types';
import { DEMO_COMPANY, defaultScenario, demoLedgerParts } from './default';
import { fastRng } from '../builders/random';
import { newestFirst } from '../builders/transactions';
import { generateHistory } from './transactions';

export const LARGE_EXTRA_TRANSACTIONS = 100_000;

/**
 * The default company plus 100,000 more transactions over two years, for `npm run bench` and
 * for trying the transaction list at scale. Plain records from a fast seeded generator.
 */
export function largeScenario(): Scenario {
  const base = defaultScenario();
  const extra = generateHistory(
    {
      companyName: DEMO_COMPANY.name,
      accounts: base.accounts,
      cards: demoLedgerParts.demoCards(base.users, base.accounts),
      counterparties: demoLedgerParts.counterparties(),
    },
    fastRng(20261126),
    { count: LARGE_EXTRA_TRANSACTIONS, days: 730, now: Date.now(), idPrefix: 'TXL' },
  );
  return {
    ...base,
    name: 'large',
    transactions: [...base.transactions, ...extra].toSorted(newestFirst),
  };
}
