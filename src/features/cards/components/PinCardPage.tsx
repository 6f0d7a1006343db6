import { CreditCard } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'wouter';
import { useCachedCards } from '../../../db/cachedCards';
import { PROFILE_KEY } from '../../../db/meta';
import { useMeta } from '../../../db/useMeta';
import type { Card as BankCard } from '../../../shared/domain/cards';
import type { Profile } from '../../../shared/domain/profile';
import { paths } from '../../../shared/routing/paths';
import { buttonClassName } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { Skeleton } from '../../../shared/ui/Skeleton';
import { hasSettablePin, PIN_PRODUCT_TEXTS } from '../pins';
import '../pages/CardsPage.css';

/**
 * The frame of the two PIN pages: the card of the path, from the cache, if its PIN is the user's
 * to set (hasSettablePin); else 'Card not found', as the bank answers a card one may not see.
 */
export function PinCardPage({
  title,
  children,
}: {
  title: string;
  children: (card: BankCard) => ReactNode;
}) {
  const { cardId } = useParams<{ cardId: string }>();
  const cards = useCachedCards();
  const profile = useMeta<Profile>(PROFILE_KEY);
  const card = cards?.find((c) => c.id === cardId);
  const back = (
    <Link href={paths.cards.list()} className={buttonClassName({ variant: 'secondary' })}>
      {PIN_PRODUCT_TEXTS.back}
    </Link>
  );
  if (cards === undefined || (card && profile === undefined))
    return (
      <div className="card-limit">
        <PageHeader title={title} />
        <Card>
          <Skeleton lines={3} />
        </Card>
      </div>
    );
  if (!card || !hasSettablePin(card, profile?.userReferenceID))
    return (
      <div className="card-limit">
        <PageHeader title={title} actions={back} />
        <Card>
          <EmptyState
            icon={CreditCard}
            title={PIN_PRODUCT_TEXTS.notFound}
            text={PIN_PRODUCT_TEXTS.notFoundText}
          />
        </Card>
      </div>
    );
  return (
    <div className="card-limit">
      <PageHeader
        title={title}
        subtitle={`${card.nameOnCard} •••• ${card.panTail}`}
        actions={back}
      />
      {children(card)}
    </div>
  );
}
