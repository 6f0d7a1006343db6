import type { Card } from '../../shared/domain/cards';
import type { Micros } from '../../shared/money';

/**
 * The dashboard's Cards panel (spec-3 §2 Dashboard): the count, and the monthly spend limit of
 * the first card, spendingLimit - spentAmount in micro-units of its linked account's currency.
 * The first card is the first as /cards lists them: physical cards, then virtual, in cardOrder.
 * A limit lowered below this month's spend leaves nothing, never a negative amount.
 */
export interface CardsPanelSummary {
  count: number;
  first: Card | undefined;
  /** What the first card may still spend this month. */
  limitLeft: Micros | undefined;
}

export function cardsPanelSummary(cards: readonly Card[]): CardsPanelSummary {
  const firstOf = (type: Card['type']) =>
    cards
      .filter((c) => c.type === type)
      .reduce<Card | undefined>(
        (a, b) => (a === undefined || b.cardOrder < a.cardOrder ? b : a),
        undefined,
      );
  const first = firstOf('PHYSICAL') ?? firstOf('VIRTUAL');
  return {
    count: cards.length,
    first,
    limitLeft: first ? Math.max(0, first.spendingLimit - first.spentAmount) : undefined,
  };
}
