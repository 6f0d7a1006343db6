import { CreditCard } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { Link, Redirect, useLocation, useParams } from 'wouter';
import { session } from '../../../api/session';
import { useCachedCards } from '../../../db/cachedCards';
import { PROFILE_KEY } from '../../../db/meta';
import { useMeta } from '../../../db/useMeta';
import { MoneyOfflineNotice, useMoneyOffline } from '../../../entities/money/MoneyOffline';
import {
  MERCHANT_CATEGORIES,
  mayManageCards,
  type Card as BankCard,
  type MerchantCategory,
} from '../../../shared/domain/cards';
import type { Profile } from '../../../shared/domain/profile';
import { paths } from '../../../shared/routing/paths';
import { Alert } from '../../../shared/ui/Alert';
import { Button, buttonClassName } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { Skeleton } from '../../../shared/ui/Skeleton';
import { VerifyCodeDialog, type CodeMethod } from '../../../shared/ui/VerifyCodeDialog';
import { loadMerchantCategories } from '../actions';
import { MerchantsForm, MERCHANTS_TEXTS } from '../components/MerchantsForm';
import { CARD_PRODUCT_TEXTS } from '../texts';
import { useCardControl } from '../useCardControl';
import './CardsPage.css';

/** The merchant-rule pages (written for this product; the spec names the routes, not the words). */
export const RESTRICTION_TEXTS = {
  viewTitle: 'Merchant restrictions',
  editTitle: 'Edit merchant restrictions',
  back: 'Back to cards',
  edit: 'Edit restrictions',
  noneText: 'This card can be used at any merchant.',
  listedText: 'This card can be used only at merchants in these categories:',
  declinedText: 'Payments at merchants in any other category are declined.',
  hint: 'Narrowing the categories takes effect at once; widening them needs a one-time code.',
  managersOnly: 'Only an admin, sub-admin or finance user can change where a card can be used.',
  notFound: 'Card not found',
  notFoundText: 'This card is not among your cards.',
} as const;

type Categories = readonly { code: MerchantCategory; label: string }[];

/** The bank's categories (GET /boom/v2/cards/merchants); the built-in list until they come. */
function useMerchantCategories(): Categories {
  const [categories, setCategories] = useState<Categories>(MERCHANT_CATEGORIES);
  useEffect(() => {
    let live = true;
    loadMerchantCategories().then(
      (list) => {
        if (live && list.length) setCategories(list);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return categories;
}

/** The card of the address from the cache, with the page's frame while it loads or is unknown. */
function RestrictionsFrame({
  title,
  children,
}: {
  title: string;
  children: (card: BankCard) => ReactNode;
}) {
  const { cardId } = useParams<{ cardId: string }>();
  const cards = useCachedCards();
  const card = cards?.find((c) => c.id === cardId);
  const back = (
    <Link href={paths.cards.list()} className={buttonClassName({ variant: 'secondary' })}>
      {RESTRICTION_TEXTS.back}
    </Link>
  );
  return (
    <div className="card-restrictions">
      <PageHeader
        title={title}
        subtitle={card ? `${card.nameOnCard} •••• ${card.panTail}` : undefined}
        actions={back}
      />
      {cards === undefined ? (
        <Card>
          <Skeleton lines={3} />
        </Card>
      ) : card ? (
        children(card)
      ) : (
        <Card>
          <EmptyState
            icon={CreditCard}
            title={RESTRICTION_TEXTS.notFound}
            text={RESTRICTION_TEXTS.notFoundText}
          />
        </Card>
      )}
    </div>
  );
}

const useIsManager = (): boolean => {
  const role = useSnapshot(session).claims?.role;
  return role !== undefined && mayManageCards(role);
};

/**
 * /cards/{cardId}/view-restrictions (spec-3 §2 Route list): where the card can be used, no
 * restriction or the allowed categories by name; an Edit link for a card manager.
 */
export function ViewRestrictionsPage() {
  const manager = useIsManager();
  const categories = useMerchantCategories();
  return (
    <RestrictionsFrame title={RESTRICTION_TEXTS.viewTitle}>
      {(card) => (
        <Card title={MERCHANTS_TEXTS.legend}>
          <div className="card-restrictions__body">
            {card.merchants.type === 'NO_RESTRICTION' ? (
              <>
                <p className="card-restrictions__rule">{MERCHANTS_TEXTS.none}</p>
                <p>{RESTRICTION_TEXTS.noneText}</p>
              </>
            ) : (
              <>
                <p className="card-restrictions__rule">{MERCHANTS_TEXTS.allowListed}</p>
                <p>{RESTRICTION_TEXTS.listedText}</p>
                <ul className="card-restrictions__list" aria-label={MERCHANTS_TEXTS.categories}>
                  {categories
                    .filter((c) =>
                      card.merchants.type === 'ALLOW_LISTED'
                        ? card.merchants.categories.includes(c.code)
                        : false,
                    )
                    .map((c) => (
                      <li key={c.code}>{c.label}</li>
                    ))}
                </ul>
                <p>{RESTRICTION_TEXTS.declinedText}</p>
              </>
            )}
            {manager ? (
              <div className="card-restrictions__actions">
                <Link
                  href={paths.cards.editRestrictions(card.id)}
                  className={buttonClassName({ variant: 'primary' })}
                >
                  {RESTRICTION_TEXTS.edit}
                </Link>
              </div>
            ) : (
              <p className="card-restrictions__note">{RESTRICTION_TEXTS.managersOnly}</p>
            )}
          </div>
        </Card>
      )}
    </RestrictionsFrame>
  );
}

/**
 * /cards/{cardId}/edit-restrictions: the one place a card's merchants are edited (card managers;
 * anyone else lands on the view page). Widening asks for a code bound to the new set through the
 * money-action protocol; narrowing is one call.
 */
export function EditRestrictionsPage() {
  const manager = useIsManager();
  const { cardId } = useParams<{ cardId: string }>();
  if (!manager) return <Redirect to={paths.cards.viewRestrictions(cardId)} replace />;
  return <EditRestrictions />;
}

function EditRestrictions() {
  const categories = useMerchantCategories();
  const [, navigate] = useLocation();
  const offline = useMoneyOffline();
  const profile = useMeta<Profile>(PROFILE_KEY);
  const methods: CodeMethod[] = profile?.authenticatorAppPreference ? ['TOTP', 'SMS'] : ['SMS'];
  const control = useCardControl({
    methods,
    onDone: (card) => navigate(paths.cards.viewRestrictions(card.id)),
  });
  return (
    <RestrictionsFrame title={RESTRICTION_TEXTS.editTitle}>
      {(card) => (
        <Card>
          <div className="card-restrictions__body">
            <p className="card-restrictions__note">{RESTRICTION_TEXTS.hint}</p>
            <MoneyOfflineNotice state={offline} kind="card" />
            {control.failure && (
              <Alert
                kind="error"
                title={control.failure.title ?? CARD_PRODUCT_TEXTS.merchantsFailed}
              >
                <p>{control.failure.message}</p>
                {control.failure.retryable && (
                  <Button variant="primary" onClick={control.retry} disabled={control.busy}>
                    Try again
                  </Button>
                )}
              </Alert>
            )}
            <MerchantsForm
              current={card.merchants}
              categories={categories}
              disabled={control.busy || offline.offline}
              busy={control.busy}
              onCancel={() => navigate(paths.cards.viewRestrictions(card.id))}
              onSave={(merchants) => control.run({ card, action: 'merchants', merchants })}
            />
          </div>
          <VerifyCodeDialog {...control.codeDialog} />
        </Card>
      )}
    </RestrictionsFrame>
  );
}
