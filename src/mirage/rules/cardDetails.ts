import { CARD_DETAILS_SECONDS } from '../../shared/contracts/cards';
import type { CardRecord } from '../types';
import { BankError } from '../types';
import { mockHash } from './hash';

/**
 * Card details behind a code (spec-3 §4 Card flows, §7 Cards; docs/decisions/cards.md 'Card
 * details behind a code'). The bank checks the holder and the code, then issues a single-use
 * token of 60 s; the card provider exchanges it once for the number, expiry and security code.
 * The bank's card records hold the last four digits only: the full number is made by the provider
 * when it answers, and kept nowhere.
 */

/** Tokens the provider holds at most: the oldest go first, so its memory never grows with calls. */
export const TOKENS_KEPT = 200;

interface IssuedToken {
  cardId: string;
  panTail: string;
  expiresAt: number;
}

// In memory only (never a store: a token must not outlive the page or the HTTP bank's process).
const tokens = new Map<string, IssuedToken>();

/** Only the card's holder sees its details, and only of a card in use. */
export function assertDetailsCard(card: CardRecord, callerId: string): void {
  if (card.holderUserReferenceID !== callerId)
    throw new BankError(403, 'NO_PERMISSION_API', "Only the cardholder sees a card's details.");
  if (card.status === 'NOT_ACTIVATED')
    throw new BankError(400, 'INVALID_PARAMETER', 'Activate the card before you see its details.');
  if (card.status === 'SUSPENDED')
    throw new BankError(400, 'INVALID_PARAMETER', 'This card is suspended.');
}

function dropExpired(now: number): void {
  for (const [id, token] of tokens) if (token.expiresAt <= now) tokens.delete(id);
}

/** The bank: a token for the card, valid CARD_DETAILS_SECONDS, exchanged once at the provider. */
export function issueDetailsToken(card: CardRecord, now = Date.now()): string {
  dropExpired(now);
  const tokenId = crypto.randomUUID();
  tokens.set(tokenId, {
    cardId: card.id,
    panTail: card.panTail,
    expiresAt: now + CARD_DETAILS_SECONDS * 1000,
  });
  // A Map iterates in insertion order: the first key is the oldest.
  while (tokens.size > TOKENS_KEPT) tokens.delete(tokens.keys().next().value as string);
  return tokenId;
}

/** How many tokens the provider holds now (tests: its memory stays bounded). */
export function tokensHeld(): number {
  return tokens.size;
}

export interface CardSecrets {
  pan: string;
  expiry: string;
  cvv2: string;
}

/** The provider: the card's details for a token, once; a used, expired or unknown one is refused. */
export function validateDetailsToken(tokenId: string, now = Date.now()): CardSecrets {
  const token = tokens.get(tokenId);
  tokens.delete(tokenId);
  if (!token || token.expiresAt <= now)
    throw new BankError(401, 'INVALID_TOKEN', 'This card details token is not valid.');
  return cardSecrets(token.cardId, token.panTail, now);
}

/** The Luhn check digit sum of a number's digits (ISO/IEC 7812-1): 0 mod 10 when valid. */
export function luhnSum(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum;
}

/** Decimal digits derived from a text (the same text, the same digits). */
function digitsOf(text: string, count: number): string {
  let out = '';
  for (let i = 0; out.length < count; i++)
    out += BigInt(`0x${mockHash(`${text}|${i}`)}`).toString();
  return out.slice(0, count);
}

/**
 * The card's details as the provider answers them, the same every time for a card: a Visa-like
 * 16-digit number ending in panTail and Luhn-valid (the digit before the tail is the one adjusted:
 * its place from the right is not doubled, so it moves the sum by itself), an expiry three years
 * out, a 3-digit security code.
 */
export function cardSecrets(cardId: string, panTail: string, now = Date.now()): CardSecrets {
  const digits = digitsOf(`card-pan|${cardId}`, 16);
  const head = `4${digits.slice(0, 10)}`;
  const partial = `${head}0${panTail}`;
  const fix = (10 - (luhnSum(partial) % 10)) % 10;
  const pan = `${head}${fix}${panTail}`;
  const month = (Number(digits.slice(10, 12)) % 12) + 1;
  const year = (new Date(now).getUTCFullYear() + 3) % 100;
  return {
    pan,
    expiry: `${String(month).padStart(2, '0')}/${String(year).padStart(2, '0')}`,
    cvv2: digits.slice(12, 15),
  };
}
