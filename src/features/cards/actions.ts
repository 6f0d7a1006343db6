import { ApiError, isApiError } from '../../api/ApiError';
import {
  getMerchantCategories,
  lockCard,
  saveCardOrder,
  setCardLimit,
  setCardMerchants,
  suspendCard,
  unlockCard,
  unsuspendCard,
  type CardCode,
} from '../../api/cards';
import type { MoneyIntent } from '../../api/client';
import { describeCodeFailure, guardCodeLock } from '../../api/codeFailures';
import { sendPayoutCode, verifyPayoutCode, verifyPayoutTotp } from '../../api/payoutCodes';
import { failureOf, type MoneyFailure } from '../../entities/money/failure';
import type { CodeSession } from '../../entities/money/moneyAction';
import {
  widensMerchants,
  type Card,
  type CardChange,
  type CardType,
  type MerchantCategory,
  type MerchantRestriction,
} from '../../shared/domain/cards';
import {
  codeBindingOf,
  type CardControlAuthorisation,
  type CodeAuthorisation,
} from '../../shared/domain/codeAuthorisation';
import type { Micros } from '../../shared/money';
import type { CodeErrorDisplay, CodeMethod } from '../../shared/ui/VerifyCodeDialog';
import { writeCardThrough } from '../../sync/writeThrough';
import { CARD_PRODUCT_TEXTS, CARD_TEXTS } from './texts';

/**
 * A card's controls (docs/decisions/cards.md 'Cards page'). Every change goes through the
 * money-action protocol (online only, one intent): a change that weakens a control (unlock,
 * unsuspend, a higher limit, wider merchants) first asks for a code bound to it (cardAuthorisation);
 * one that strengthens it is one call. The card the bank answers is written through to the cache.
 */

/** One change of one card, as the protocol carries it; `code` joins once verified. */
export type CardControl =
  | { card: Card; action: 'lock' | 'suspend' }
  | { card: Card; action: 'unlock' | 'unsuspend'; code?: CardCode }
  | { card: Card; action: 'limit'; spendingLimit: Micros; code?: CardCode }
  | { card: Card; action: 'merchants'; merchants: MerchantRestriction; code?: CardCode };

/** Whether a change weakens the card's control, so needs a code. */
export function needsCode(control: CardControl): boolean {
  switch (control.action) {
    case 'unlock':
    case 'unsuspend':
      return true;
    case 'limit':
      return control.spendingLimit > control.card.spendingLimit;
    case 'merchants':
      return widensMerchants(control.card.merchants, control.merchants);
    default:
      return false;
  }
}

/** What the code dialog shows of a weakening change, and what the code is bound to. */
export function cardAuthorisation(control: CardControl): CardControlAuthorisation | undefined {
  if (!needsCode(control)) return undefined;
  const { card } = control;
  const change: CardChange = control.action as CardChange;
  return {
    kind: 'card',
    cardId: card.id,
    change,
    ...(control.action === 'merchants' ? { merchants: control.merchants } : {}),
    amount: control.action === 'limit' ? control.spendingLimit : 0,
    currency: card.linkedAccount.currency,
    card: { panTail: card.panTail, nameOnCard: card.nameOnCard },
  };
}

/** The change with its verified code's reference. */
export function withCardCode(
  control: CardControl,
  method: CodeMethod,
  reference: string,
): CardControl {
  const code: CardCode =
    method === 'TOTP' ? { totpReferenceID: reference } : { otpReferenceID: reference };
  switch (control.action) {
    case 'lock':
    case 'suspend':
      return control;
    case 'unlock':
    case 'unsuspend':
      return { card: control.card, action: control.action, code };
    case 'limit':
      return { ...control, code };
    case 'merchants':
      return { ...control, code };
  }
}

/** Sends the change to the bank; the card it answers goes into the cache at once. */
export async function sendCardControl(control: CardControl, intent: MoneyIntent): Promise<Card> {
  const { card } = control;
  let changed: Card;
  switch (control.action) {
    case 'lock':
      changed = await lockCard(card.id);
      break;
    case 'suspend':
      changed = await suspendCard(card.id);
      break;
    case 'unlock':
      changed = await unlockCard(card.id, control.code ?? {}, intent);
      break;
    case 'unsuspend':
      changed = await unsuspendCard(card.id, control.code ?? {}, intent);
      break;
    case 'limit':
      changed = await setCardLimit(card.id, control.spendingLimit, control.code ?? {}, intent);
      break;
    case 'merchants':
      changed = await setCardMerchants(card.id, control.merchants, control.code ?? {}, intent);
      break;
  }
  await writeCardThrough(changed);
  return changed;
}

const FAILURE_TITLES: Record<CardControl['action'], string> = {
  lock: CARD_TEXTS.somethingWentWrong,
  unlock: CARD_TEXTS.somethingWentWrong,
  suspend: CARD_TEXTS.suspendFailed,
  unsuspend: CARD_TEXTS.unsuspendFailed,
  limit: CARD_TEXTS.limitsFailed,
  merchants: CARD_PRODUCT_TEXTS.merchantsFailed,
};

/**
 * A refused change in the spec's words (spec-3 §8): suspend and unsuspend 'Error suspending
 * Card(s)' / 'Error unsuspending Card(s)' with 'Card belongs to suspended team member.' for
 * USER_ALREADY_SUSPENDED and 'Please try again.' otherwise; limits 'Unable to save Card Limits';
 * lock and unlock 'Something Went Wrong!'. No answer stays the protocol's unknown outcome.
 */
export function cardControlFailure(error: unknown, control: CardControl): MoneyFailure {
  const base = failureOf(error);
  if (base.retryable) return base;
  const title = FAILURE_TITLES[control.action];
  if (isApiError(error) && error.code === 'USER_ALREADY_SUSPENDED')
    return { ...base, title, message: CARD_TEXTS.ownerSuspended };
  if (control.action === 'suspend' || control.action === 'unsuspend')
    return { ...base, title, message: CARD_TEXTS.pleaseTryAgain };
  const message = isApiError(error) ? error.message : CARD_TEXTS.pleaseTryAgain;
  return { ...base, title, message };
}

/**
 * The one-time code of one card change, bound to what the code dialog shows (the card, the
 * change, the new limit or merchants): the payout codes' calls with purpose 'card'.
 */
export function cardCode(authorisation: CodeAuthorisation): CodeSession {
  const binding = codeBindingOf(authorisation);
  let otpRefId: string | null = null;
  let method: CodeMethod = 'SMS';
  return {
    authorisation,
    send: () =>
      guardCodeLock(async () => {
        const issued = await sendPayoutCode(binding, 'SMS');
        otpRefId = issued.otpRefID;
        return {
          destination: issued.maskedPhone || issued.maskedEmail,
          resendInSeconds: issued.resendInSeconds,
        };
      }),
    verify: (used, code) => {
      method = used;
      return guardCodeLock(async () => {
        const verified =
          used === 'TOTP'
            ? await verifyPayoutTotp(code, binding)
            : await verifyPayoutCode(code, otpRefId ?? '');
        if (!verified.isVerified)
          throw new ApiError({
            kind: 'http',
            status: 400,
            code: 'INVALID_OTP',
            remainingAttempts: verified.remainingAttempts,
          });
        return verified.referenceId;
      });
    },
    describe: (error: unknown): CodeErrorDisplay => describeCodeFailure(error, method),
  };
}

/**
 * Saves the new order of one type's cards (POST /v1/boom/user/card-preference, card managers):
 * the list the bank answers, with its cardOrder, goes into the cache at once.
 */
export async function saveCardsOrder(type: CardType, ordered: readonly Card[]): Promise<void> {
  const saved = await saveCardOrder(
    type,
    ordered.map((c) => c.id),
  );
  await Promise.all(saved.map((card) => writeCardThrough(card)));
}

/** The categories a card can be restricted to, as the bank lists them. */
export function loadMerchantCategories(): Promise<{ code: MerchantCategory; label: string }[]> {
  return getMerchantCategories();
}
