import { useState } from 'react';
import { Link } from 'wouter';
import {
  MoneyOfflineNotice,
  offlineSubmitProps,
  useMoneyOffline,
} from '../../../entities/money/MoneyOffline';
import { mayManageCards, type Card } from '../../../shared/domain/cards';
import type { Role } from '../../../shared/domain/roles';
import { formatMoney } from '../../../shared/money';
import { paths } from '../../../shared/routing/paths';
import { Alert } from '../../../shared/ui/Alert';
import { Button, buttonClassName } from '../../../shared/ui/Button';
import { merchantsText } from '../../../shared/ui/CodeAuthorisationSummary';
import { Modal } from '../../../shared/ui/Modal';
import { VerifyCodeDialog, type CodeMethod } from '../../../shared/ui/VerifyCodeDialog';
import { hasSettablePin, PIN_PRODUCT_TEXTS } from '../pins';
import { CARD_PRODUCT_TEXTS } from '../texts';
import { useCardControl } from '../useCardControl';
import { CardSecretsReveal } from './CardSecretsReveal';
import { CardStatusBadge } from './CardStatusBadge';

export const CARD_DETAIL_TEXTS = {
  lock: 'Lock card',
  unlock: 'Unlock card',
  suspend: 'Suspend card',
  unsuspend: 'Unsuspend card',
  editLimit: 'Edit limit',
  editMerchants: 'Edit merchants',
  viewMerchants: 'Merchant restrictions',
  suspendQuestion: 'Suspend this card?',
  cancel: 'Cancel',
  close: 'Close',
  tryAgain: 'Try again',
} as const;

const TYPE_LABELS = { PHYSICAL: 'Physical card', VIRTUAL: 'Virtual card' } as const;

/**
 * A card's details and the controls the bank allows the user (docs/decisions/cards.md): a card
 * manager (CARD_MANAGER_ROLES) locks and unlocks, suspends and unsuspends, edits the limit and the
 * merchants; the holder may lock their own card. Weakening changes ask for a code bound to them.
 */
export function CardDetailsDialog({
  card,
  role,
  userReferenceID,
  methods,
  onClose,
}: {
  card: Card;
  role: Role | undefined;
  userReferenceID: string | undefined;
  methods: CodeMethod[];
  onClose: () => void;
}) {
  const manager = role !== undefined && mayManageCards(role);
  const holder = userReferenceID !== undefined && card.holder.userReferenceID === userReferenceID;
  const offline = useMoneyOffline();
  const [confirmSuspend, setConfirmSuspend] = useState(false);
  const control = useCardControl({ methods, onDone: () => setConfirmSuspend(false) });

  const { currency } = card.linkedAccount;
  const locked = control.busy || offline.offline;
  const disabledProps = { disabled: locked, ...offlineSubmitProps(offline) };
  const canLock = card.status === 'ACTIVE' && (manager || holder);
  const canUnlock = card.status === 'LOCKED' && manager;
  const canSuspend = card.status !== 'SUSPENDED' && manager;
  const canUnsuspend = card.status === 'SUSPENDED' && manager;

  return (
    <Modal
      open
      title={`${card.nameOnCard} •••• ${card.panTail}`}
      onClose={() => {
        if (!control.busy) onClose();
      }}
      footer={
        <Button variant="secondary" onClick={onClose} disabled={control.busy}>
          {CARD_DETAIL_TEXTS.close}
        </Button>
      }
    >
      <div className="card-details">
        <dl className="card-details__list">
          <div>
            <dt>Status</dt>
            <dd>
              <CardStatusBadge status={card.status} />
            </dd>
          </div>
          <div>
            <dt>Type</dt>
            <dd>{TYPE_LABELS[card.type]}</dd>
          </div>
          <div>
            <dt>Cardholder</dt>
            <dd>{card.holder.name}</dd>
          </div>
          <div>
            <dt>Linked account</dt>
            <dd>{`${card.linkedAccount.accountName} · ${card.linkedAccount.accountNumber} · ${currency}`}</dd>
          </div>
          <div>
            <dt>Monthly limit</dt>
            <dd>{formatMoney(card.spendingLimit, currency)}</dd>
          </div>
          <div>
            <dt>Spent this month</dt>
            <dd>{formatMoney(card.spentAmount, currency)}</dd>
          </div>
          <div>
            <dt>Merchants</dt>
            <dd>{merchantsText(card.merchants)}</dd>
          </div>
        </dl>
        {holder && <CardSecretsReveal card={card} methods={methods} />}
        <MoneyOfflineNotice state={offline} kind="card" />
        {control.offlineNotice && !offline.offline && (
          <Alert kind="warning" title="You're offline">
            <p>{control.offlineNotice}</p>
          </Alert>
        )}
        {control.failure && (
          <Alert kind="error" title={control.failure.title}>
            <p>{control.failure.message}</p>
            {control.failure.retryable && (
              <Button variant="primary" onClick={control.retry} disabled={locked}>
                {CARD_DETAIL_TEXTS.tryAgain}
              </Button>
            )}
          </Alert>
        )}
        {confirmSuspend ? (
          <section className="card-details__confirm" aria-label={CARD_DETAIL_TEXTS.suspendQuestion}>
            <p className="card-details__question">{CARD_DETAIL_TEXTS.suspendQuestion}</p>
            <p>{CARD_PRODUCT_TEXTS.suspendConfirm}</p>
            <div className="card-details__actions">
              <Button
                variant="secondary"
                onClick={() => setConfirmSuspend(false)}
                disabled={control.busy}
              >
                {CARD_DETAIL_TEXTS.cancel}
              </Button>
              <Button
                variant="danger"
                loading={control.busy}
                {...disabledProps}
                onClick={() => control.run({ card, action: 'suspend' })}
              >
                {CARD_DETAIL_TEXTS.suspend}
              </Button>
            </div>
          </section>
        ) : (
          <div className="card-details__actions">
            {canLock && (
              <Button
                variant="secondary"
                {...disabledProps}
                onClick={() => control.run({ card, action: 'lock' })}
              >
                {CARD_DETAIL_TEXTS.lock}
              </Button>
            )}
            {canUnlock && (
              <Button
                variant="primary"
                {...disabledProps}
                onClick={() => control.run({ card, action: 'unlock' })}
              >
                {CARD_DETAIL_TEXTS.unlock}
              </Button>
            )}
            {canUnsuspend && (
              <Button
                variant="primary"
                {...disabledProps}
                onClick={() => control.run({ card, action: 'unsuspend' })}
              >
                {CARD_DETAIL_TEXTS.unsuspend}
              </Button>
            )}
            {card.status === 'NOT_ACTIVATED' && (manager || holder) && (
              <Link
                href={paths.cards.activate(card.id)}
                className={buttonClassName({ variant: 'primary' })}
              >
                Activate card
              </Link>
            )}
            {manager && (
              <Link
                href={paths.cards.editLimit(card.id)}
                className={buttonClassName({ variant: 'secondary' })}
              >
                {CARD_DETAIL_TEXTS.editLimit}
              </Link>
            )}
            {/* The merchants are edited on their own page only (one place edits them). */}
            <Link
              href={
                manager
                  ? paths.cards.editRestrictions(card.id)
                  : paths.cards.viewRestrictions(card.id)
              }
              className={buttonClassName({ variant: 'secondary' })}
            >
              {manager ? CARD_DETAIL_TEXTS.editMerchants : CARD_DETAIL_TEXTS.viewMerchants}
            </Link>
            {hasSettablePin(card, userReferenceID) && (
              <>
                <Link
                  href={paths.cards.changePin(card.id)}
                  className={buttonClassName({ variant: 'secondary' })}
                >
                  {PIN_PRODUCT_TEXTS.changeTitle}
                </Link>
                <Link
                  href={paths.cards.forgotPin(card.id)}
                  className={buttonClassName({ variant: 'secondary' })}
                >
                  {PIN_PRODUCT_TEXTS.forgotTitle}
                </Link>
              </>
            )}
            {canSuspend && (
              <Button
                variant="danger"
                {...disabledProps}
                onClick={() => {
                  control.dismiss();
                  setConfirmSuspend(true);
                }}
              >
                {CARD_DETAIL_TEXTS.suspend}
              </Button>
            )}
          </div>
        )}
      </div>
      <VerifyCodeDialog {...control.codeDialog} />
    </Modal>
  );
}
