import type * as z from 'zod/mini';
import {
  activateCard as activateContract,
  changeCardPin as changePinContract,
  forgotPinCode,
  resetCardPin as resetPinContract,
  cardLimits,
  createCard as createContract,
  type createCardSchema,
  editCardLimit,
  editCardMerchants,
  lockCard as lockContract,
  merchantCategories,
  physicalCards,
  suspendCard as suspendContract,
  unlockCard as unlockContract,
  unsuspendCard as unsuspendContract,
  virtualCards,
  generatePanOtp,
  verifyPanOtp,
  cardDetailsToken as detailsTokenContract,
  saveCardOrder as orderContract,
} from '../shared/contracts/cards';
import type {
  Card,
  CardLimits,
  CardType,
  MerchantCategory,
  MerchantRestriction,
} from '../shared/domain/cards';
import type { MoneyIntent } from './client';
import { call } from './contractCall';

/**
 * The company's cards (contracts: src/shared/contracts/cards.ts; docs/decisions/cards.md). A
 * change that may weaken a control (unlock, unsuspend, a limit, merchants) and a card's creation
 * are money-protocol calls: an intent's Idempotency-Key, and for a weakening change the
 * reference of a code bound to it (cardCodeBinding, src/shared/domain/codeAuthorisation.ts).
 */

/** The verified code's reference: an SMS or e-mail code's, or an authenticator's. */
export interface CardCode {
  otpReferenceID?: string;
  totpReferenceID?: string;
}

/** The cards of one type in cardOrder: every card for a card manager, else one's own. */
export async function getCards(type: CardType): Promise<Card[]> {
  const answer = type === 'PHYSICAL' ? await call(physicalCards, {}) : await call(virtualCards, {});
  return answer.cards;
}

/** spec-3 §4: the creation limits and how many cards may still be created. */
export function getCardLimits(): Promise<CardLimits> {
  return call(cardLimits, {});
}

export async function getMerchantCategories(): Promise<
  { code: MerchantCategory; label: string }[]
> {
  return (await call(merchantCategories, {})).categories;
}

export type NewCardRequest = z.input<typeof createCardSchema>;

/** A physical card (delivered within deliveryDays) or a virtual card, for a team member. */
export function createCard(
  request: NewCardRequest,
  intent: MoneyIntent,
): Promise<{ card: Card; deliveryDays?: string }> {
  return call(createContract, { body: request, money: intent });
}

export async function activateCard(id: string): Promise<Card> {
  return (await call(activateContract, { params: { id } })).card;
}

/** Saves the order of one type's cards (POST /v1/boom/user/card-preference): that list, reordered. */
export async function saveCardOrder(type: CardType, order: readonly string[]): Promise<Card[]> {
  return (await call(orderContract, { body: { type, order: [...order] } })).cards;
}

export async function lockCard(id: string): Promise<Card> {
  return (await call(lockContract, { params: { id } })).card;
}

export async function unlockCard(id: string, code: CardCode, intent: MoneyIntent): Promise<Card> {
  return (await call(unlockContract, { params: { id }, body: code, money: intent })).card;
}

export async function suspendCard(id: string): Promise<Card> {
  return (await call(suspendContract, { params: { id } })).card;
}

export async function unsuspendCard(
  id: string,
  code: CardCode,
  intent: MoneyIntent,
): Promise<Card> {
  return (await call(unsuspendContract, { params: { id }, body: code, money: intent })).card;
}

/** The monthly limit in micro-units; raising it needs `code`. */
export async function setCardLimit(
  id: string,
  spendingLimit: number,
  code: CardCode,
  intent: MoneyIntent,
): Promise<Card> {
  return (
    await call(editCardLimit, { params: { id }, body: { spendingLimit, ...code }, money: intent })
  ).card;
}

/** No restriction, or the listed categories only; widening needs `code`. */
export async function setCardMerchants(
  id: string,
  merchants: MerchantRestriction,
  code: CardCode,
  intent: MoneyIntent,
): Promise<Card> {
  return (
    await call(editCardMerchants, { params: { id }, body: { merchants, ...code }, money: intent })
  ).card;
}

// --- PINs (spec-3 §7 Cards; docs/decisions/cards.md 'PINs'): the PIN travels only in its call ---

/** Change PIN: the existing PIN and the new one, of the holder's own physical card. */
export async function changeCardPin(id: string, existingpin: string, pin: string): Promise<void> {
  await call(changePinContract, { params: { id }, body: { existingpin, pin, cardId: id } });
}

/** Forgot PIN: a code texted to the holder; its reference goes with the new PIN. */
export function sendPinResetCode(id: string): Promise<{ otpID: string; resendInSeconds: number }> {
  return call(forgotPinCode, { params: { id } });
}

/** Forgot PIN: the texted code and the new PIN. */
export async function resetCardPin(
  id: string,
  otpID: string,
  OTP: string,
  pin: string,
): Promise<void> {
  await call(resetPinContract, { params: { id }, body: { otpID, OTP, pin, cardId: id } });
}

// --- Card details behind a code (spec-3 §4, §7 Cards; docs/decisions/cards.md 'Card details
// behind a code'): the number itself only the card provider answers (api/cardProvider.ts) ---

/** A code texted to the holder, bound to the card, before its details are shown. */
export function sendCardDetailsCode(
  cardId: string,
): Promise<{ otpID: string; resendInSeconds: number; maskedPhone: string }> {
  return call(generatePanOtp, { body: { cardId } });
}

/** The texted code (otpID, OTP) or the authenticator's (totp): the verified reference back. */
export async function verifyCardDetailsCode(
  cardId: string,
  code: { otpID: string; OTP: string } | { totp: string },
): Promise<string> {
  return (await call(verifyPanOtp, { body: { cardId, ...code } })).panReferenceID;
}

/** A single-use token of 60 s for the card provider, for the verified reference. */
export function cardDetailsToken(
  cardId: string,
  panReferenceID: string,
): Promise<{ tokenId: string; expiresInSeconds: number }> {
  return call(detailsTokenContract, { params: { id: cardId }, body: { panReferenceID } });
}
