import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import {
  MoneyOfflineNotice,
  offlineSubmitProps,
  useMoneyOffline,
} from '../../../entities/money/MoneyOffline';
import { useCachedCards } from '../../../db/cachedCards';
import { PROFILE_KEY } from '../../../db/meta';
import { useMeta } from '../../../db/useMeta';
import { currencyDecimals } from '../../../shared/currencies';
import type { Profile } from '../../../shared/domain/profile';
import { formatMoney, microsToDecimalString, parseAmountInput } from '../../../shared/money';
import { paths } from '../../../shared/routing/paths';
import { Alert } from '../../../shared/ui/Alert';
import { Button, buttonClassName } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { Skeleton } from '../../../shared/ui/Skeleton';
import { TextField } from '../../../shared/ui/TextField';
import { VerifyCodeDialog, type CodeMethod } from '../../../shared/ui/VerifyCodeDialog';
import { CARD_TEXTS } from '../texts';
import { useCardControl } from '../useCardControl';
import './CardsPage.css';

export const LIMIT_TEXTS = {
  title: 'Card limit',
  label: 'Monthly spending limit',
  hint: 'Lowering the limit takes effect at once; raising it needs a one-time code.',
  save: 'Save limit',
  back: 'Back to cards',
  invalid: 'Enter an amount, such as 500.00.',
  notFound: 'Card not found',
  notFoundText: 'This card is not among your cards.',
} as const;

/**
 * /cards/{cardId}/edit-limit (routes.tsv): the card's monthly spending limit, in micro-units of
 * the linked account's currency. A higher limit asks for a code bound to the card and the new
 * limit; a lower one is one call. 'Card Limits saved' / 'Unable to save Card Limits' (spec-3 §8).
 */
export function EditLimitPage() {
  const { cardId } = useParams<{ cardId: string }>();
  const cards = useCachedCards();
  const card = cards?.find((c) => c.id === cardId);
  const profile = useMeta<Profile>(PROFILE_KEY);
  const methods: CodeMethod[] = profile?.authenticatorAppPreference ? ['TOTP', 'SMS'] : ['SMS'];
  const [, navigate] = useLocation();
  const offline = useMoneyOffline();
  const [text, setText] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const control = useCardControl({ methods, onDone: () => navigate(paths.cards.list()) });

  const back = (
    <Link href={paths.cards.list()} className={buttonClassName({ variant: 'secondary' })}>
      {LIMIT_TEXTS.back}
    </Link>
  );
  if (cards === undefined)
    return (
      <div className="card-limit">
        <PageHeader title={LIMIT_TEXTS.title} />
        <Card>
          <Skeleton lines={3} />
        </Card>
      </div>
    );
  if (!card)
    return (
      <div className="card-limit">
        <PageHeader title={LIMIT_TEXTS.title} actions={back} />
        <Card>
          <EmptyState
            icon={CreditCard}
            title={LIMIT_TEXTS.notFound}
            text={LIMIT_TEXTS.notFoundText}
          />
        </Card>
      </div>
    );

  const { currency } = card.linkedAccount;
  const value = text ?? microsToDecimalString(card.spendingLimit, currencyDecimals(currency));
  const save = () => {
    const parsed = parseAmountInput(value, currency);
    if (!parsed.ok) {
      setError(LIMIT_TEXTS.invalid);
      return;
    }
    control.run({ card, action: 'limit', spendingLimit: parsed.micros });
  };

  return (
    <div className="card-limit">
      <PageHeader
        title={LIMIT_TEXTS.title}
        subtitle={`${card.nameOnCard} •••• ${card.panTail} · ${formatMoney(card.spentAmount, currency)} spent this month`}
        actions={back}
      />
      <Card>
        <form
          className="card-limit__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          <TextField
            label={`${LIMIT_TEXTS.label} (${currency})`}
            inputMode="decimal"
            autoComplete="off"
            hint={LIMIT_TEXTS.hint}
            error={error}
            value={value}
            onChange={(event) => {
              setError(undefined);
              setText(event.target.value);
            }}
          />
          <MoneyOfflineNotice state={offline} kind="card" />
          {control.failure && (
            <Alert kind="error" title={control.failure.title ?? CARD_TEXTS.limitsFailed}>
              <p>{control.failure.message}</p>
              {control.failure.retryable && (
                <Button variant="primary" onClick={control.retry} disabled={control.busy}>
                  Try again
                </Button>
              )}
            </Alert>
          )}
          <div className="card-limit__actions">
            <Button
              type="submit"
              variant="primary"
              loading={control.busy}
              disabled={control.busy || offline.offline}
              {...offlineSubmitProps(offline)}
            >
              {LIMIT_TEXTS.save}
            </Button>
          </div>
        </form>
      </Card>
      <VerifyCodeDialog {...control.codeDialog} />
    </div>
  );
}
