import { ArrowDown, ArrowUp, CreditCard } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { session } from '../../../api/session';
import { Freshness } from '../../../entities/cache/Freshness';
import { useCachedCards } from '../../../db/cachedCards';
import { PROFILE_KEY } from '../../../db/meta';
import { useMeta } from '../../../db/useMeta';
import { Link } from 'wouter';
import {
  CARD_TYPES,
  mayManageCards,
  type Card as BankCard,
  type CardType,
} from '../../../shared/domain/cards';
import { useMoneyOffline } from '../../../entities/money/MoneyOffline';
import { Button } from '../../../shared/ui/Button';
import { showToast } from '../../../shared/ui/toastStore';
import { saveCardsOrder } from '../actions';
import { paths } from '../../../shared/routing/paths';
import { buttonClassName } from '../../../shared/ui/Button';
import type { Profile } from '../../../shared/domain/profile';
import { Card } from '../../../shared/ui/Card';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { Skeleton } from '../../../shared/ui/Skeleton';
import type { CodeMethod } from '../../../shared/ui/VerifyCodeDialog';
import { CardDetailsDialog } from '../components/CardDetailsDialog';
import { CardItem } from '../components/CardItem';
import {
  ADD_CARD_TEXTS,
  APPLE_PAY_TEXTS,
  CARD_PRODUCT_TEXTS,
  CARD_TUTORIAL_TEXTS,
  CARD_TYPE_LABELS,
} from '../texts';
import './CardsPage.css';

/**
 * /cards (spec-3 §2): the physical and the virtual cards in cardOrder, from the cache (so the page
 * reads the same offline, with its freshness). A card manager sees every card of the company,
 * anyone else their own (the bank answers so). A card opens its details and controls.
 */
export function CardsPage() {
  const cards = useCachedCards();
  const role = useSnapshot(session).claims?.role;
  const profile = useMeta<Profile>(PROFILE_KEY);
  // spec-2 §4 Second factor: the authenticator app when the user has it, else SMS; both offered.
  const methods: CodeMethod[] = profile?.authenticatorAppPreference ? ['TOTP', 'SMS'] : ['SMS'];
  const [openId, setOpenId] = useState<string | null>(null);
  // The open card as the cache has it now: a change written through shows at once.
  const open = cards?.find((c) => c.id === openId);

  return (
    <div className="cards-page">
      <PageHeader
        title={CARD_PRODUCT_TEXTS.title}
        subtitle={
          cards?.length ? `${cards.length} ${cards.length === 1 ? 'card' : 'cards'}` : undefined
        }
        actions={
          <>
            <Freshness store="cards" refresh />
            <Link
              href={paths.settings.tutorialCards()}
              className={buttonClassName({ variant: 'ghost' })}
            >
              {CARD_TUTORIAL_TEXTS.link}
            </Link>
            <Link
              href={paths.cards.applePay()}
              className={buttonClassName({ variant: 'secondary' })}
            >
              {APPLE_PAY_TEXTS.link}
            </Link>
            {role !== undefined && mayManageCards(role) && (
              <Link
                href={paths.cards.addCard()}
                className={buttonClassName({ variant: 'primary' })}
              >
                {ADD_CARD_TEXTS.title}
              </Link>
            )}
          </>
        }
      />
      {cards === undefined ? (
        <Card>
          <Skeleton lines={5} />
        </Card>
      ) : cards.length === 0 ? (
        <Card>
          <EmptyState
            icon={CreditCard}
            title={CARD_PRODUCT_TEXTS.emptyTitle}
            text={CARD_PRODUCT_TEXTS.emptyText}
          />
        </Card>
      ) : (
        CARD_TYPES.map((type) => (
          <CardSection
            key={type}
            title={CARD_TYPE_LABELS[type]}
            type={type}
            cards={cards.filter((c) => c.type === type)}
            onOpen={(card) => setOpenId(card.id)}
            canReorder={role !== undefined && mayManageCards(role)}
          />
        ))
      )}
      {open && (
        <CardDetailsDialog
          card={open}
          role={role}
          userReferenceID={profile?.userReferenceID}
          methods={methods}
          onClose={() => setOpenId(null)}
        />
      )}
    </div>
  );
}

function CardSection({
  title,
  type,
  cards,
  onOpen,
  canReorder,
}: {
  title: string;
  type: CardType;
  cards: BankCard[];
  onOpen: (card: BankCard) => void;
  canReorder: boolean;
}) {
  const { offline } = useMoneyOffline();
  const [saving, setSaving] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  // The moved card's button keeps the focus when the list comes back in its new order: once the
  // cache draws the card at its new place, which may be a render after the save settles.
  const focusAfter = useRef<{ id: string; dir: 'up' | 'down'; to: number } | null>(null);
  useEffect(() => {
    const after = focusAfter.current;
    if (!after || saving || cards.findIndex((c) => c.id === after.id) !== after.to) return;
    focusAfter.current = null;
    const button = (dir: string) =>
      document.getElementById(`card-move-${dir}-${after.id}`) as HTMLButtonElement | null;
    const same = button(after.dir);
    (same && !same.disabled ? same : button(after.dir === 'up' ? 'down' : 'up'))?.focus();
  });

  const move = async (card: BankCard, delta: -1 | 1) => {
    const from = cards.indexOf(card);
    const to = from + delta;
    if (saving || offline || to < 0 || to >= cards.length) return;
    const next = cards.filter((c) => c !== card);
    next.splice(to, 0, card);
    focusAfter.current = { id: card.id, dir: delta < 0 ? 'up' : 'down', to };
    setSaving(true);
    try {
      await saveCardsOrder(type, next);
      setAnnouncement(
        `${card.nameOnCard} •••• ${card.panTail} moved to position ${to + 1} of ${cards.length}.`,
      );
    } catch {
      focusAfter.current = null; // the order stays, and so does the focus on the clicked button
      showToast({
        kind: 'error',
        title: CARD_PRODUCT_TEXTS.orderFailed,
        message: CARD_PRODUCT_TEXTS.orderFailedText,
      });
    } finally {
      setSaving(false);
    }
  };

  const reorder = canReorder && cards.length > 1;
  return (
    <Card title={title} flush>
      {cards.length === 0 ? (
        <p className="cards-page__none">{CARD_PRODUCT_TEXTS.noCardsOfType}</p>
      ) : (
        <ul className="card-list" aria-label={title} aria-busy={saving || undefined}>
          {cards.map((card, position) => (
            <CardItem
              key={card.id}
              card={card}
              onOpen={onOpen}
              controls={
                reorder && (
                  <div className="card-item__order">
                    <Button
                      id={`card-move-up-${card.id}`}
                      variant="ghost"
                      size="sm"
                      icon={<ArrowUp aria-hidden />}
                      aria-label={`Move ${card.nameOnCard} •••• ${card.panTail} up`}
                      disabled={position === 0 || offline}
                      aria-disabled={saving || undefined}
                      onClick={() => void move(card, -1)}
                    />
                    <Button
                      id={`card-move-down-${card.id}`}
                      variant="ghost"
                      size="sm"
                      icon={<ArrowDown aria-hidden />}
                      aria-label={`Move ${card.nameOnCard} •••• ${card.panTail} down`}
                      disabled={position === cards.length - 1 || offline}
                      aria-disabled={saving || undefined}
                      onClick={() => void move(card, 1)}
                    />
                  </div>
                )
              }
            />
          ))}
        </ul>
      )}
      {reorder && (
        <p className="visually-hidden" role="status">
          {announcement}
        </p>
      )}
    </Card>
  );
}
