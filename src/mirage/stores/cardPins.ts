import { persisted } from './persisted';

/**
 * The cards' PINs as the bank keeps them (rules/cardPins.ts): never the PIN, a salted hash of it,
 * and the wrong tries of the existing PIN since the last right one. A card absent here has the
 * demo's PIN (DEMO_CARD_PIN): a card is issued with it, as a bank's PIN mailer would carry one.
 */
export interface CardPin {
  hash: string;
  wrongTries: number;
  /** Set at the third wrong existing PIN: Change PIN is refused until Forgot PIN sets a new one. */
  blocked: boolean;
}

export type StoredCardPins = Record<string, CardPin>;

export const cardPinsStore = persisted<StoredCardPins>('mockbank:cardPins', () => ({}), {
  version: 1,
});
