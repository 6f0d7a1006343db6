import { BankError } from '../types';
import type { CardRecord } from '../stores/cards';
import { cardPinsStore, type CardPin } from '../stores/cardPins';
import { mockHash } from './hash';

/**
 * Card PINs (spec-3 §4 Card flows, §5, §7 Cards; docs/decisions/cards.md 'PINs'). The bank keeps
 * a salted hash, never the PIN; PINs are never logged (bank.ts CallLog keeps no body with a secret
 * field). Only the holder changes a card's PIN, and only a physical card has one.
 */

/** The PIN every card is issued with in the demo (docs/decisions/cards.md 'PINs'). */
export const DEMO_CARD_PIN = '246810';
/** Wrong existing PINs in a row before Change PIN is refused for the card (as an ATM blocks one). */
export const PIN_TRIES = 3;

export const INCORRECT_PIN_TEXT = 'Incorrect PIN';
export const SAME_PIN_TEXT = 'Ensure the new PIN you entered is different to your existing PIN';
export const PIN_BLOCKED_TEXT =
  'Too many incorrect PINs: this PIN is blocked. Reset it with Forgot PIN.';

const hashOf = (cardId: string, pin: string) => mockHash(`card-pin|${cardId}|${pin}`);

function pinOf(cardId: string): CardPin {
  return (
    cardPinsStore.load()[cardId] ?? {
      hash: hashOf(cardId, DEMO_CARD_PIN),
      wrongTries: 0,
      blocked: false,
    }
  );
}

/** The card must be the caller's own, physical and in use (not suspended, not on its way). */
export function assertPinCard(card: CardRecord, callerId: string): void {
  if (card.holderUserReferenceID !== callerId)
    throw new BankError(403, 'NO_PERMISSION_API', "Only the cardholder sets a card's PIN.");
  if (card.type !== 'PHYSICAL')
    throw new BankError(400, 'INVALID_PARAMETER', 'A virtual card has no PIN.');
  if (card.status === 'NOT_ACTIVATED')
    throw new BankError(400, 'INVALID_PARAMETER', 'Activate the card before you set its PIN.');
  if (card.status === 'SUSPENDED')
    throw new BankError(400, 'INVALID_PARAMETER', 'This card is suspended.');
}

/**
 * Change PIN: the existing PIN must be right; the third wrong one in a row blocks Change PIN for
 * the card until Forgot PIN sets a new one. 400 INVALID_PARAMETER 'Incorrect PIN' (the spec's 400
 * on the existing PIN field), 423 PIN_BLOCKED once blocked, whatever is typed.
 */
export function changePin(cardId: string, existing: string, pin: string): void {
  const refusal = cardPinsStore.update((pins): BankError | null => {
    const current = pinOf(cardId);
    if (current.blocked) return new BankError(423, 'PIN_BLOCKED', PIN_BLOCKED_TEXT);
    if (hashOf(cardId, existing) !== current.hash) {
      const wrongTries = current.wrongTries + 1;
      const blocked = wrongTries >= PIN_TRIES;
      pins[cardId] = { ...current, wrongTries: blocked ? 0 : wrongTries, blocked };
      return blocked
        ? new BankError(423, 'PIN_BLOCKED', PIN_BLOCKED_TEXT)
        : new BankError(400, 'INVALID_PARAMETER', INCORRECT_PIN_TEXT, {
            field: 'existingpin',
            remainingAttempts: PIN_TRIES - wrongTries,
          });
    }
    if (pin === existing) {
      pins[cardId] = { ...current, wrongTries: 0 };
      return new BankError(400, 'INVALID_PARAMETER', SAME_PIN_TEXT, { field: 'pin' });
    }
    pins[cardId] = { hash: hashOf(cardId, pin), wrongTries: 0, blocked: false };
    return null;
  });
  if (refusal) throw refusal;
}

/** Forgot PIN, after its code: the new PIN, and the block (if any) lifted. */
export function resetPin(cardId: string, pin: string): void {
  cardPinsStore.update((pins) => {
    pins[cardId] = { hash: hashOf(cardId, pin), wrongTries: 0, blocked: false };
  });
}

/** Whether `pin` is the card's PIN now (the card network's PIN check, tests). */
export function pinMatches(cardId: string, pin: string): boolean {
  return pinOf(cardId).hash === hashOf(cardId, pin);
}
