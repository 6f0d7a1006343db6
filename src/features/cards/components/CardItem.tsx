import type { ReactNode } from 'react';
import type { Card } from '../../../shared/domain/cards';
import { formatMoney } from '../../../shared/money';
import { Badge } from '../../../shared/ui/Badge';
import { CardStatusBadge } from './CardStatusBadge';

/** The share of the limit spent, 0-100 (a card with no limit shows a full bar once it spends). */
export function spentPercent(card: Pick<Card, 'spendingLimit' | 'spentAmount'>): number {
  if (card.spendingLimit <= 0) return card.spentAmount > 0 ? 100 : 0;
  return Math.min(100, Math.round((card.spentAmount / card.spendingLimit) * 100));
}

/** 'S$1,234.00 of S$5,000.00 spent this month' (integer micros through the money formatter). */
export function spendText(card: Card): string {
  const { currency } = card.linkedAccount;
  return `${formatMoney(card.spentAmount, currency)} of ${formatMoney(card.spendingLimit, currency)} spent this month`;
}

/**
 * One card of the list: name on card, '•••• 1234', holder, linked account and currency, status,
 * and this month's spend against its limit. The whole row opens the card's details.
 */
export function CardItem({
  card,
  onOpen,
  controls,
}: {
  card: Card;
  onOpen: (card: Card) => void;
  /** Beside the row: a card manager's Move up / Move down. */
  controls?: ReactNode;
}) {
  const percent = spentPercent(card);
  const over = card.spentAmount >= card.spendingLimit && card.spentAmount > 0;
  return (
    <li className="card-item">
      <button
        type="button"
        className="card-item__button"
        onClick={() => onOpen(card)}
        aria-haspopup="dialog"
      >
        <span className="card-item__head">
          <span className="card-item__name">{card.nameOnCard}</span>
          <span className="card-item__pan">•••• {card.panTail}</span>
          <CardStatusBadge status={card.status} />
        </span>
        <span className="card-item__meta">
          <span>Cardholder: {card.holder.name}</span>
          <span>
            {card.linkedAccount.accountName} · <Badge>{card.linkedAccount.currency}</Badge>
          </span>
        </span>
        <span className="card-item__spend">
          <span className="card-item__bar" aria-hidden>
            <span
              className={`card-item__bar-fill${over ? ' card-item__bar-fill--over' : ''}`}
              style={{ width: `${percent}%` }}
            />
          </span>
          <span className="card-item__spend-text">{spendText(card)}</span>
        </span>
      </button>
      {controls}
    </li>
  );
}
