import { getCards } from '../../api/cards';
import type { BankDatabase } from '../../db/database';
import { replaceAll } from '../../db/replaceRows';
import { cardRow } from '../../db/toRows';
import type { Card, CardType } from '../../shared/domain/cards';
import type { SyncTask } from '../syncTask';

export interface CardsTaskDeps {
  fetchCards: (type: CardType) => Promise<Card[]>;
}

/**
 * The cards the user may see (every card for a card manager, else one's own: the bank answers
 * so), physical and virtual, written as the Card type only (cardRow). Both lists are fetched
 * before anything is written, so a failed list leaves the cache as it was.
 */
export function cardsTask({ fetchCards }: CardsTaskDeps = { fetchCards: getCards }): SyncTask {
  return {
    store: 'cards',
    async run(db: BankDatabase) {
      const [physical, virtual] = await Promise.all([
        fetchCards('PHYSICAL'),
        fetchCards('VIRTUAL'),
      ]);
      await replaceAll(db.cards, [...physical, ...virtual].map(cardRow));
    },
  };
}
