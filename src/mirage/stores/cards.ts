import type { CardRecord } from '../types';
import { persisted } from './persisted';

/** The cards, starting from the scenario's and kept for that scenario. */
export interface StoredCards {
  scenario: string;
  cards: CardRecord[];
  /** The number of the next card's id (CARD-0008 ...). */
  next: number;
}

export const cardsStore = persisted<StoredCards | null>('mockbank:cards', () => null, {
  version: 1,
});

export type { CardRecord };
