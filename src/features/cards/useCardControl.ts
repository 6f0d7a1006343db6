import { useMoneyAction } from '../../entities/money/useMoneyAction';
import type { MoneyFailure } from '../../entities/money/failure';
import type { Card } from '../../shared/domain/cards';
import type { CodeMethod } from '../../shared/ui/VerifyCodeDialog';
import { showToast } from '../../shared/ui/toastStore';
import {
  cardAuthorisation,
  cardCode,
  cardControlFailure,
  sendCardControl,
  withCardCode,
  type CardControl,
} from './actions';
import { CARD_PRODUCT_TEXTS, CARD_TEXTS } from './texts';

const DONE: Record<CardControl['action'], string> = {
  lock: CARD_PRODUCT_TEXTS.locked,
  unlock: CARD_PRODUCT_TEXTS.unlocked,
  suspend: CARD_PRODUCT_TEXTS.suspended,
  unsuspend: CARD_PRODUCT_TEXTS.unsuspended,
  limit: CARD_TEXTS.limitsSaved,
  merchants: CARD_PRODUCT_TEXTS.merchantsSaved,
};

export interface CardControlState {
  /** Sends a change: with a code first when it weakens the control, else at once. */
  run: (control: CardControl) => void;
  busy: boolean;
  /** The bank's refusal (or no answer: `retryable`), in the spec's words. */
  failure: MoneyFailure | null;
  /** The offline refusal's text (nothing was sent). */
  offlineNotice: string | null;
  retry: () => void;
  dismiss: () => void;
  codeDialog: ReturnType<typeof useMoneyAction<CardControl, Card>>['codeDialog'];
}

/**
 * A card's controls through the one money-action protocol: a weakening change (unlock,
 * unsuspend, a higher limit, wider merchants) through the action with a code step, bound to what
 * its dialog shows; a strengthening one through the action without. Both online only.
 */
export function useCardControl({
  methods,
  onDone,
}: {
  methods: CodeMethod[];
  onDone?: (card: Card, control: CardControl) => void;
}): CardControlState {
  const common = {
    send: sendCardControl,
    describeFailure: cardControlFailure,
    offlineText: CARD_PRODUCT_TEXTS.offline,
    onAnswer: (card: Card, control: CardControl) => {
      showToast({ kind: 'success', title: DONE[control.action] });
      onDone?.(card, control);
    },
  };
  const coded = useMoneyAction<CardControl, Card>({
    ...common,
    code: { open: cardCode, withCode: withCardCode },
    codeRequired: true,
    methods,
  });
  const plain = useMoneyAction<CardControl, Card>(common);
  const failureOf = (action: typeof coded) =>
    action.outcome?.kind === 'failure' ? action.outcome : null;
  const failure = failureOf(coded) ?? failureOf(plain);
  const notice = coded.notice ?? plain.notice;
  return {
    run: (control) => {
      const authorisation = cardAuthorisation(control);
      coded.dismissOutcome();
      plain.dismissOutcome();
      if (authorisation) coded.confirm(control, authorisation);
      else plain.confirm(control);
    },
    busy: coded.busy || plain.busy,
    failure,
    offlineNotice: notice?.kind === 'offline' ? notice.message : null,
    retry: () => (failureOf(coded)?.retryable ? coded.retry() : plain.retry()),
    dismiss: () => {
      coded.dismissOutcome();
      plain.dismissOutcome();
      coded.reset();
      plain.reset();
    },
    codeDialog: coded.codeDialog,
  };
}
