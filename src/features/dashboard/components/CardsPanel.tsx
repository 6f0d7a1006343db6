import { Link } from 'wouter';
import type { Card as BankCard } from '../../../shared/domain/cards';
import { formatMoney } from '../../../shared/money';
import { paths } from '../../../shared/routing/paths';
import { Card } from '../../../shared/ui/Card';
import { Skeleton } from '../../../shared/ui/Skeleton';
import { cardsPanelSummary } from '../cardsPanel';

/**
 * Right panel (spec-3 §2 Dashboard): the number of cards, 'View all' (or 'Add card' when there
 * are none and the user may add one), and the first card's monthly spend limit left.
 */
export function CardsPanel({
  cards,
  mayAddCard,
}: {
  cards: readonly BankCard[] | undefined;
  mayAddCard: boolean;
}) {
  const summary = cards ? cardsPanelSummary(cards) : undefined;
  const { first, limitLeft } = summary ?? {};
  const action =
    summary && summary.count === 0 ? (
      mayAddCard ? (
        <Link href={paths.cards.addCard()} className="dash-link">
          Add card
        </Link>
      ) : null
    ) : (
      <Link href={paths.cards.list()} className="dash-link">
        View all
      </Link>
    );
  return (
    <Card
      title="Cards"
      subtitle={summary ? `${summary.count} ${summary.count === 1 ? 'card' : 'cards'}` : undefined}
      actions={action}
      className="dash-cards"
    >
      {summary === undefined ? (
        <Skeleton lines={2} />
      ) : first && limitLeft !== undefined ? (
        <div className="dash-cards__limit" data-testid="cards-panel-limit">
          <span className="dash-cards__label">Monthly spend limit</span>
          <span className="dash-cards__value">
            {formatMoney(limitLeft, first.linkedAccount.currency)}
          </span>
          <span className="dash-cards__note">
            left of {formatMoney(first.spendingLimit, first.linkedAccount.currency)} on{' '}
            {first.nameOnCard} •••• {first.panTail}
          </span>
        </div>
      ) : (
        <p className="dash-muted dash-cards__none">No cards yet.</p>
      )}
    </Card>
  );
}
