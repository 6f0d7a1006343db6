import type { CardDeclineReason, CardPaymentKind } from '../../shared/domain/cards';
import type { CurrencyCode } from '../../shared/currencies';
import type { Micros } from '../../shared/money';
import type { CardRecord } from '../types';
import { persisted } from './persisted';

/** A card authorisation the bank declined (rules/cardPayments.ts keeps the last 50 a card). */
export interface CardDecline {
  authorisationId: string;
  /** ISO time, the bank's clock. */
  at: string;
  kind: CardPaymentKind;
  reason: CardDeclineReason;
  merchant: string;
  categoryCode: string;
  amount: Micros;
  currency: CurrencyCode;
}

/** The bank's answer to one authorisation, kept by its id so that a network retry books once. */
export type CardAuthorisationResult =
  | {
      authorisationId: string;
      approved: true;
      kind: CardPaymentKind;
      /** The booked transaction's displayReferenceId. */
      transactionId: string;
      /** What moved on the linked account, in its currency (micro-units). */
      billedAmount: Micros;
      billedCurrency: CurrencyCode;
    }
  | {
      authorisationId: string;
      approved: false;
      kind: CardPaymentKind;
      reason: CardDeclineReason;
      description: string;
    };

export interface StoredAuthorisation {
  /** The request it answered (a retry with the same id must be the same payment). */
  request: string;
  result: CardAuthorisationResult;
}

/** The cards, starting from the scenario's and kept for that scenario. */
export interface StoredCards {
  scenario: string;
  cards: CardRecord[];
  /** The number of the next card's id (CARD-0008 ...). */
  next: number;
  /** Declined authorisations by card id, newest first (bounded). */
  declines?: Record<string, CardDecline[]>;
  /** The answered authorisations by id, oldest first (bounded). */
  authorisations?: Record<string, StoredAuthorisation>;
}

export const cardsStore = persisted<StoredCards | null>('mockbank:cards', () => null, {
  version: 1,
});

export type { CardRecord };
