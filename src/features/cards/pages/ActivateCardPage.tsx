import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { isApiError } from '../../../api/ApiError';
import { useCachedCards } from '../../../db/cachedCards';
import {
  MoneyOfflineNotice,
  offlineSubmitProps,
  useMoneyOffline,
} from '../../../entities/money/MoneyOffline';
import { paths } from '../../../shared/routing/paths';
import { Alert } from '../../../shared/ui/Alert';
import { Button, buttonClassName } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { Skeleton } from '../../../shared/ui/Skeleton';
import { TextField } from '../../../shared/ui/TextField';
import { showToast } from '../../../shared/ui/toastStore';
import { sendActivation } from '../create';
import { ACTIVATE_TEXTS, CARD_TEXTS, CREATE_TEXTS } from '../texts';
import './AddCardPage.css';

/**
 * /cards/activate/{cardId} (spec-3 §2): a physical card that arrived (NOT_ACTIVATED) becomes
 * active once its holder types the last 4 digits printed on it, as a card in hand shows them
 * (the bank allows the holder or a card manager). 'Card activated' (spec-3 §8).
 */
export function ActivateCardPage() {
  const { cardId } = useParams<{ cardId: string }>();
  const cards = useCachedCards();
  const card = cards?.find((c) => c.id === cardId);
  const [, navigate] = useLocation();
  const offline = useMoneyOffline();
  const [digits, setDigits] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const back = (
    <Link href={paths.cards.list()} className={buttonClassName({ variant: 'secondary' })}>
      {ACTIVATE_TEXTS.back}
    </Link>
  );
  const header = <PageHeader title={ACTIVATE_TEXTS.title} actions={back} />;
  if (cards === undefined)
    return (
      <div className="add-card">
        {header}
        <Card>
          <Skeleton lines={3} />
        </Card>
      </div>
    );
  if (!card)
    return (
      <div className="add-card">
        {header}
        <Card>
          <EmptyState
            icon={CreditCard}
            title={ACTIVATE_TEXTS.notFound}
            text={ACTIVATE_TEXTS.notFoundText}
          />
        </Card>
      </div>
    );
  if (card.status !== 'NOT_ACTIVATED')
    return (
      <div className="add-card">
        {header}
        <Card>
          <EmptyState
            icon={CreditCard}
            title={`${card.nameOnCard} •••• ${card.panTail}`}
            text={ACTIVATE_TEXTS.notWaiting}
          />
        </Card>
      </div>
    );

  const activate = async () => {
    if (!/^\d{4}$/.test(digits)) return setError(ACTIVATE_TEXTS.enterDigits);
    if (digits !== card.panTail) return setError(ACTIVATE_TEXTS.wrongDigits);
    setBusy(true);
    setFailure(null);
    try {
      await sendActivation(card.id);
      showToast({ kind: 'success', title: CREATE_TEXTS.activated });
      navigate(paths.cards.list());
    } catch (caught) {
      setFailure(
        isApiError(caught) && caught.code === 'USER_ALREADY_SUSPENDED'
          ? CARD_TEXTS.ownerSuspended
          : isApiError(caught)
            ? caught.message
            : CARD_TEXTS.pleaseTryAgain,
      );
      setBusy(false);
    }
  };

  return (
    <div className="add-card">
      <PageHeader
        title={ACTIVATE_TEXTS.title}
        subtitle={`${card.nameOnCard} · ${card.linkedAccount.currency}`}
        actions={back}
      />
      <Card>
        <form
          className="add-card__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void activate();
          }}
        >
          <p className="add-card__limits">{ACTIVATE_TEXTS.intro}</p>
          <TextField
            className="activate-card__digits"
            label={ACTIVATE_TEXTS.digits}
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            value={digits}
            error={error}
            onChange={(event) => {
              setError(undefined);
              setDigits(event.target.value.replace(/\D/g, ''));
            }}
          />
          <MoneyOfflineNotice state={offline} kind="card" />
          {failure && (
            <Alert kind="error" title={CARD_TEXTS.somethingWentWrong}>
              <p>{failure}</p>
            </Alert>
          )}
          <div className="add-card__actions">
            <Button
              type="submit"
              variant="primary"
              loading={busy}
              disabled={busy || offline.offline}
              {...offlineSubmitProps(offline)}
            >
              {ACTIVATE_TEXTS.submit}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
