import type { Card } from '../shared/domain/cards';
import type { BankDatabase } from './database';
import { useCacheQuery } from './useCacheQuery';

/** The bank's card order within a type, then the id so equal orders stay stable. */
export function byCardOrder(a: Card, b: Card): number {
  return a.cardOrder - b.cardOrder || a.id.localeCompare(b.id);
}

/** Every cached card (physical and virtual), each type in cardOrder. */
export async function readCards(db: BankDatabase): Promise<Card[]> {
  return (await db.cards.toArray()).map((r) => r.data).toSorted(byCardOrder);
}

/**
 * The cards the signed-in user may see, from the cache (so /cards reads the same offline);
 * undefined while the cache opens or is read.
 */
export function useCachedCards(): Card[] | undefined {
  return useCacheQuery(readCards, []);
}
