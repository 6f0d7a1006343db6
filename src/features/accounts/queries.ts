import { useCacheQuery } from '../../db/useCacheQuery';
import type { Account } from '../../shared/domain/accounts';


/** The bank's account order, then the account number so equal orders stay stable. */
export function byAccountOrder(a: Account, b: Account): number {
  return a.accountOrder - b.accountOrder || a.accountNumber.localeCompare(b.accountNumber);
}

/**
 * The signed-in user's accounts from the cache, in accountOrder; undefined while the cache
 * opens or is read. The page never asks the bank itself, so it reads the same offline.
 */
export function useAccounts(): Account[] | undefined {
  return useCacheQuery(async (db) => (await db.accounts.orderBy('accountOrder').toArray()).map((r) => r.data).toSorted(byAccountOrder), []);
}
