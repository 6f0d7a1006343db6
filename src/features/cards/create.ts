import { isApiError } from '../../api/ApiError';
import { activateCard, createCard, getCardLimits, type NewCardRequest } from '../../api/cards';
import type { MoneyIntent } from '../../api/client';
import { getSortedTeam } from '../../api/team';
import { failureOf, type MoneyFailure } from '../../entities/money/failure';
import type { Card, CardLimits } from '../../shared/domain/cards';
import type { TeamMember } from '../../shared/domain/team';
import { VIRTUAL_CARD_NOTICE_KEY, writeMeta, type VirtualCardNotice } from '../../db/meta';
import { currentDatabase } from '../../db/userDatabase';
import { writeCardThrough } from '../../sync/writeThrough';
import { CARD_TEXTS, CREATE_TEXTS } from './texts';

/**
 * Creating and activating a card (docs/decisions/cards.md 'Creating a card'). Creation carries an
 * Idempotency-Key, so it goes through the money-action protocol (useMoneyAction); the card the
 * bank answers is written through to the cache so /cards and the dashboard show it at once.
 */

export interface CreatedCard {
  card: Card;
  deliveryDays?: string;
}

/** Sends the new card under the intent's key; the answered card goes into the cache. */
export async function sendNewCard(
  request: NewCardRequest,
  intent: MoneyIntent,
): Promise<CreatedCard> {
  const created = await createCard(request, intent);
  await writeCardThrough(created.card);
  if (created.card.type === 'VIRTUAL') await noteVirtualCard(created.card);
  return created;
}

/** The dashboard says a virtual card was created, with its Top up, until the banner is closed. */
async function noteVirtualCard(card: Card): Promise<void> {
  const db = currentDatabase();
  if (!db) return;
  const notice: VirtualCardNotice = {
    cardId: card.id,
    panTail: card.panTail,
    nameOnCard: card.nameOnCard,
    accountNumber: card.linkedAccount.accountNumber,
  };
  try {
    await writeMeta(db, VIRTUAL_CARD_NOTICE_KEY, notice);
  } catch {
    // A notice only: the card was created all the same.
  }
}

/**
 * 'Unable to create card' (spec-3 §8) with the bank's reason: a member who is suspended, a type
 * over its limit (the bank's description names it); no answer stays retryable.
 */
export function createFailure(error: unknown): MoneyFailure {
  const base = failureOf(error);
  if (base.retryable) return base;
  const title = CREATE_TEXTS.createFailed;
  if (!isApiError(error)) return { ...base, title };
  if (error.code === 'USER_ALREADY_SUSPENDED')
    return { ...base, title, message: CARD_TEXTS.ownerSuspended };
  const rule = error.code === 'INVALID_PARAMETER' || error.code === 'RESOURCE_NOT_FOUND';
  return { ...base, title, message: (rule && error.description) || error.message };
}

/** The creation limits: how many cards, and of each type, may still be created. */
export function loadCardLimits(): Promise<CardLimits> {
  return getCardLimits();
}

/**
 * Who a card can be issued to: the active members of the team. The team list is for admins
 * and sub-admins; another card manager (finance) issues cards to themselves (`null`).
 */
export async function loadCardholders(): Promise<TeamMember[] | null> {
  try {
    const members = await getSortedTeam();
    return members.filter((m) => m.status === 'active');
  } catch (error) {
    if (isApiError(error) && error.code === 'NO_PERMISSION_API') return null;
    throw error;
  }
}

/** Activates a physical card that arrived; the active card goes into the cache. */
export async function sendActivation(cardId: string): Promise<Card> {
  const card = await activateCard(cardId);
  await writeCardThrough(card);
  return card;
}
