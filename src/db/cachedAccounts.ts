import type { Account } from '../shared/domain/accounts';
import type { BankDatabase } from './database';
import { useCacheQuery } from './useCacheQuery';

/** The bank's account order, then the account number so equal orders stay stable. */
export function byAccountOrder(a: Account, b: Account): number {
  return a.accountOrder - b.accountOrder || a.accountNumber.localeCompare(b.accountNumber);
}

export async function readAccounts(db: BankDatabase): Promise<Account[]> {
  return (await db.accounts.orderBy('accountOrder').toArray())
    .map((r) => r.data)
    .toSorted(byAccountOrder);
}

/**
 * The signed-in user's accounts from the cache, in the bank's order; undefined while the cache
 * opens or is read. Every page that shows accounts reads them here, so they read the same offline.
 */
export function useCachedAccounts(): Account[] | undefined {
  return useCacheQuery(readAccounts, []);
}
