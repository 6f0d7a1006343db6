import {
  CARD_DELIVERY_DAYS,
  CARD_LIMIT_PERIOD,
  cardChangeText,
  creationLimits,
  mayManageCards,
  widensMerchants,
  type Card,
  type CardChange,
  type CardLimits,
  type CardStatus,
  type CardType,
  type MerchantRestriction,
} from '../../shared/domain/cards';
import type { Account } from '../../shared/domain/accounts';
import type { CurrencyCode } from '../../shared/currencies';
import { ADMIN_ROLES, type Role } from '../../shared/domain/roles';
import type { Micros } from '../../shared/money';
import { cardsStore, type CardRecord, type StoredCards } from '../stores/cards';
import { BankError, type Scenario } from '../types';
import { bankNow } from './bankClock';
import { PAYOUT_PURPOSE } from './moneyCalls';
import { consumeVerifiedCode } from './oneTimeCodes';
import { bindingText } from './transfers';

/**
 * The cards of the mock bank (spec-3 §3 Card, §4 Card flows; docs/decisions/cards.md): kept per
 * scenario in stores/cards.ts, changed only through these rules. A card of another company is
 * answered exactly as a card that does not exist.
 */

/** Who is asking: their id, role and company. */
export interface CardActor {
  userReferenceID: string;
  email: string;
  role: Role;
  corpID: string;
}

/** A member of the company as a card shows them. */
export interface CardPerson {
  userReferenceID: string;
  name: string;
  suspended: boolean;
}

const idNumber = (id: string) => Number(/(\d+)$/.exec(id)?.[1] ?? 0);

function seed(scenario: Scenario): StoredCards {
  const cards = (scenario.cards ?? []).map((c) => ({ ...c }));
  const next = Math.max(0, ...cards.map((c) => idNumber(c.id))) + 1;
  return { scenario: scenario.name, cards, next };
}

export function loadCards(scenario: Scenario): StoredCards {
  const stored = cardsStore.load();
  return stored?.scenario === scenario.name ? stored : seed(scenario);
}

function updateCards<T>(scenario: Scenario, edit: (state: StoredCards) => T): T {
  const state = loadCards(scenario);
  const result = edit(state);
  cardsStore.save(state);
  return result;
}

export const NO_SUCH_CARD = 'There is no such card in your company.';
const notFound = () => new BankError(404, 'RESOURCE_NOT_FOUND', NO_SUCH_CARD);
const refuse = (description: string) => new BankError(403, 'NO_PERMISSION_API', description);
const invalid = (description: string) => new BankError(400, 'INVALID_PARAMETER', description);
/** spec-3 §8: USER_ALREADY_SUSPENDED, 'Card belongs to suspended team member.' */
export const holderSuspended = () =>
  new BankError(400, 'USER_ALREADY_SUSPENDED', 'Card belongs to suspended team member.');

/** The cards `actor` may see: the company's for a card manager, else their own. */
export function visibleCards(state: StoredCards, actor: CardActor): CardRecord[] {
  return state.cards.filter(
    (c) =>
      c.corpID === actor.corpID &&
      (mayManageCards(actor.role) || c.holderUserReferenceID === actor.userReferenceID),
  );
}

/**
 * The card `id` as `actor` may act on it: 404 when it is not theirs to see (another company's
 * card, or a colleague's for someone who manages no cards): its existence is not told.
 */
export function cardFor(state: StoredCards, actor: CardActor, id: string): CardRecord {
  const card = visibleCards(state, actor).find((c) => c.id === id);
  if (!card) throw notFound();
  return card;
}

/** A control only card managers use (admin, sub-admin, finance): 403 for anyone else. */
export function requireManager(actor: CardActor): void {
  if (!mayManageCards(actor.role))
    throw refuse(`Your role (${actor.role}) cannot manage the company's cards.`);
}

/**
 * The dashboard checklist's card items of `actor` (spec-3 §3-4; docs/decisions/cards.md 'The
 * checklist's card items'), from the cards rather than seeded flags: `isCardActivated` once one of
 * their own cards has been activated (any status but NOT_ACTIVATED: a locked or suspended card was
 * activated first), `firstCardTransactionCompleted` once a card of their own has made an approved
 * purchase or cash withdrawal (a SUCCESSFUL Sales or AtmWithdrawal booked with its panTail).
 */
export function cardChecklist(
  state: StoredCards,
  actor: CardActor,
  transactions: readonly { type: string; status: string; cardNumber?: string }[],
): { isCardActivated: boolean; firstCardTransactionCompleted: boolean } {
  const own = state.cards.filter(
    (c) => c.corpID === actor.corpID && c.holderUserReferenceID === actor.userReferenceID,
  );
  const tails = new Set(own.map((c) => c.panTail));
  return {
    isCardActivated: own.some((c) => c.status !== 'NOT_ACTIVATED'),
    firstCardTransactionCompleted:
      tails.size > 0 &&
      transactions.some(
        (t) =>
          t.status === 'SUCCESSFUL' &&
          (t.type === 'Sales' || t.type === 'AtmWithdrawal') &&
          t.cardNumber !== undefined &&
          tails.has(t.cardNumber),
      ),
  };
}

/** The list of one type in cardOrder, as the app shows it. */
export function listCards(
  state: StoredCards,
  actor: CardActor,
  type: CardType,
  people: readonly CardPerson[],
  accounts: readonly Account[],
): Card[] {
  return visibleCards(state, actor)
    .filter((c) => c.type === type)
    .toSorted((a, b) => a.cardOrder - b.cardOrder || a.id.localeCompare(b.id))
    .map((c) => cardView(c, people, accounts));
}

/**
 * Saves the order of one type's cards (POST /v1/boom/user/card-preference; docs/decisions/cards.md
 * 'Card order'): the company's cards of that type, every one once, in the new order, become
 * cardOrder 1..n. Card managers only (the order is the company's, as the list they see); an id
 * the caller may not see is the card's 404; a list that leaves a card out or repeats one is 400.
 */
export function reorderCards(
  scenario: Scenario,
  actor: CardActor,
  type: CardType,
  order: readonly string[],
): CardRecord[] {
  requireManager(actor);
  return updateCards(scenario, (state) => {
    const cards = visibleCards(state, actor).filter((c) => c.type === type);
    const byId = new Map(cards.map((c) => [c.id, c]));
    for (const id of order) {
      if (!byId.has(id)) {
        if (visibleCards(state, actor).some((c) => c.id === id))
          throw invalid(`Card ${id} is not a ${type.toLowerCase()} card.`);
        throw notFound();
      }
    }
    if (new Set(order).size !== order.length || order.length !== cards.length)
      throw invalid(
        `order must list each of the company's ${cards.length} ${type.toLowerCase()} cards once.`,
      );
    const now = bankNow();
    return order.map((id, i) => {
      const card = byId.get(id) as CardRecord;
      if (card.cardOrder !== i + 1) {
        card.cardOrder = i + 1;
        card.updatedAt = now;
      }
      return card;
    });
  });
}

/** 'YYYY-MM' of a time (UTC): the period the monthly limit counts in. */
export const monthOf = (at: number) => new Date(at).toISOString().slice(0, 7);

/**
 * What the card spent in the month of `at`: a card whose last payment was in an earlier month
 * spent nothing yet (the limit is MONTHLY). A card that never paid through the bank's card
 * network (spentMonth unset) keeps its seeded spend.
 */
export function spentInMonth(card: CardRecord, at: number): Micros {
  return card.spentMonth && card.spentMonth !== monthOf(at) ? 0 : card.spentAmount;
}

export function cardView(
  card: CardRecord,
  people: readonly CardPerson[],
  accounts: readonly Account[],
): Card {
  const holder = people.find((p) => p.userReferenceID === card.holderUserReferenceID);
  const account = accounts.find((a) => a.accountNumber === card.accountNumber);
  return {
    id: card.id,
    type: card.type,
    cardOrder: card.cardOrder,
    status: card.status,
    panTail: card.panTail,
    nameOnCard: card.nameOnCard,
    holder: { userReferenceID: card.holderUserReferenceID, name: holder?.name ?? card.nameOnCard },
    linkedAccount: {
      accountNumber: card.accountNumber,
      accountName: account?.accountName ?? '',
      currency: account?.currency ?? 'SGD',
    },
    spendingLimit: card.spendingLimit,
    spentAmount: spentInMonth(card, bankNow()),
    limitPeriod: CARD_LIMIT_PERIOD,
    merchants: card.merchants,
    updatedAt: new Date(card.updatedAt).toISOString(),
  };
}

/** spec-3 §4: what the company may still create. */
export function limitsOf(state: StoredCards, corpID: string): CardLimits {
  const mine = state.cards.filter((c) => c.corpID === corpID);
  return creationLimits({
    physical: mine.filter((c) => c.type === 'PHYSICAL').length,
    virtual: mine.filter((c) => c.type === 'VIRTUAL').length,
  });
}

export interface NewCard {
  type: CardType;
  holder: CardPerson | undefined;
  account: Account | undefined;
  nameOnCard: string;
  spendingLimit: number;
}

/** A new card's last four digits: fixed by its number, distinct from the other cards'. */
function newPanTail(state: StoredCards, n: number): string {
  const taken = new Set(state.cards.map((c) => c.panTail));
  for (let i = 0; ; i++) {
    const tail = String((n * 7919 + i * 131 + 1000) % 10_000).padStart(4, '0');
    if (!taken.has(tail)) return tail;
  }
}

/**
 * Creates a card (spec-3 §4 Card flows) within the limits: the holder a member of the company
 * and not suspended, the account one of the company's. A physical card waits for activation.
 */
export function createCardFor(
  scenario: Scenario,
  actor: CardActor,
  input: NewCard,
  now: number,
): { card: CardRecord; deliveryDays?: string } {
  requireManager(actor);
  // spec-3 §6: the team (People) is the admin-level roles'; finance issues cards to themselves.
  if (!ADMIN_ROLES.includes(actor.role) && input.holder?.userReferenceID !== actor.userReferenceID)
    throw refuse(
      `Your role (${actor.role}) can issue a card to yourself only; an admin issues cards to the rest of the team.`,
    );
  return updateCards(scenario, (state) => {
    if (!input.holder)
      throw new BankError(404, 'RESOURCE_NOT_FOUND', 'There is no such member in your team.');
    if (input.holder.suspended) throw holderSuspended();
    if (!input.account)
      throw new BankError(404, 'RESOURCE_NOT_FOUND', 'There is no such account in your company.');
    const limits = limitsOf(state, actor.corpID);
    const left = input.type === 'PHYSICAL' ? limits.maxNewPhysicalCards : limits.maxNewVirtualCards;
    if (left <= 0)
      throw invalid(
        `Your company has reached its ${input.type === 'PHYSICAL' ? 'physical' : 'virtual'} card limit: no more cards of this type can be created.`,
      );
    const n = state.next;
    const order =
      Math.max(
        0,
        ...state.cards
          .filter((c) => c.corpID === actor.corpID && c.type === input.type)
          .map((c) => c.cardOrder),
      ) + 1;
    const card: CardRecord = {
      id: `CARD-${String(n).padStart(4, '0')}`,
      corpID: actor.corpID,
      type: input.type,
      cardOrder: order,
      status: input.type === 'PHYSICAL' ? 'NOT_ACTIVATED' : 'ACTIVE',
      panTail: newPanTail(state, n),
      nameOnCard: input.nameOnCard,
      holderUserReferenceID: input.holder.userReferenceID,
      accountNumber: input.account.accountNumber,
      spendingLimit: input.spendingLimit,
      spentAmount: 0,
      merchants: { type: 'NO_RESTRICTION' },
      updatedAt: now,
    };
    state.cards.push(card);
    state.next = n + 1;
    return { card, ...(input.type === 'PHYSICAL' ? { deliveryDays: CARD_DELIVERY_DAYS } : {}) };
  });
}

/** What a code for a weakening change carries: its reference (SMS, e-mail or authenticator). */
export interface CodeReferences {
  otpReferenceID?: string;
  totpReferenceID?: string;
}

/**
 * A weakening change is made only with a verified code bound to this card and this change
 * (purpose 'card', subject the card's id, payee the change, amount the new limit or 0, in the
 * card's currency): refused without one, with one bound to something else, or used before.
 */
export function consumeCardCode(
  actor: CardActor,
  card: CardRecord,
  currency: CurrencyCode,
  change: CardChange,
  codes: CodeReferences,
  detail: { amount?: number; merchants?: MerchantRestriction } = {},
): void {
  const binding = bindingText({
    purpose: 'card',
    subject: card.id,
    payee: cardChangeText(change, detail.merchants),
    amount: detail.amount ?? 0,
    currency,
  });
  consumeVerifiedCode(
    actor.email,
    codes.otpReferenceID || codes.totpReferenceID || '',
    PAYOUT_PURPOSE,
    binding,
  );
}

export interface CardControl {
  scenario: Scenario;
  actor: CardActor;
  id: string;
  holderSuspended: (card: CardRecord) => boolean;
  now: number;
}

/** Runs a change on a card the actor may see, and stores it. */
function changeCard(control: CardControl, apply: (card: CardRecord) => void): CardRecord {
  return updateCards(control.scenario, (state) => {
    const card = cardFor(state, control.actor, control.id);
    apply(card);
    card.updatedAt = control.now;
    return { ...card };
  });
}

const statusText: Record<CardStatus, string> = {
  ACTIVE: 'active',
  LOCKED: 'locked',
  SUSPENDED: 'suspended',
  NOT_ACTIVATED: 'not activated',
};

/** A physical card that arrived: not activated -> active. Its holder, or a card manager. */
export function activate(control: CardControl): CardRecord {
  return changeCard(control, (card) => {
    if (card.type !== 'PHYSICAL' || card.status !== 'NOT_ACTIVATED')
      throw invalid(
        `Only a physical card that is not activated can be activated; this card is ${statusText[card.status]}.`,
      );
    if (control.holderSuspended(card)) throw holderSuspended();
    card.status = 'ACTIVE';
  });
}

/** Freezes an active card (a locked one stays locked). Its holder, or a card manager; no code. */
export function lock(control: CardControl): CardRecord {
  return changeCard(control, (card) => {
    if (card.status === 'LOCKED') return;
    if (card.status !== 'ACTIVE')
      throw invalid(`Only an active card can be locked; this card is ${statusText[card.status]}.`);
    card.status = 'LOCKED';
  });
}

/** Unfreezes a locked card: a card manager with a code (checked by the caller's `guard`). */
export function unlock(control: CardControl, guard: (card: CardRecord) => void): CardRecord {
  requireManager(control.actor);
  return changeCard(control, (card) => {
    if (card.status !== 'LOCKED')
      throw invalid(`Only a locked card can be unlocked; this card is ${statusText[card.status]}.`);
    if (control.holderSuspended(card)) throw holderSuspended();
    guard(card);
    card.status = 'ACTIVE';
  });
}

/**
 * Stops a card until it is unsuspended. spec-3 §8: a card whose holder is suspended answers
 * USER_ALREADY_SUSPENDED (the holder's suspension already stops it).
 */
export function suspendCard(control: CardControl): CardRecord {
  requireManager(control.actor);
  return changeCard(control, (card) => {
    if (control.holderSuspended(card)) throw holderSuspended();
    if (card.status === 'SUSPENDED') throw invalid('This card is already suspended.');
    card.statusBeforeSuspend = card.status;
    card.status = 'SUSPENDED';
  });
}

/** Restarts a suspended card in the status it had: a card manager with a code. */
export function unsuspendCard(control: CardControl, guard: (card: CardRecord) => void): CardRecord {
  requireManager(control.actor);
  return changeCard(control, (card) => {
    if (control.holderSuspended(card)) throw holderSuspended();
    if (card.status !== 'SUSPENDED') throw invalid('This card is not suspended.');
    guard(card);
    card.status = card.statusBeforeSuspend ?? 'ACTIVE';
    delete card.statusBeforeSuspend;
  });
}

/** The monthly spending limit: raising it needs a code (`guard`), lowering it does not. */
export function setLimit(
  control: CardControl,
  spendingLimit: number,
  guard: (card: CardRecord) => void,
): CardRecord {
  requireManager(control.actor);
  return changeCard(control, (card) => {
    if (spendingLimit > card.spendingLimit) guard(card);
    card.spendingLimit = spendingLimit;
  });
}

/** The merchant restriction: widening it needs a code (`guard`), narrowing it does not. */
export function setMerchants(
  control: CardControl,
  merchants: MerchantRestriction,
  guard: (card: CardRecord) => void,
): CardRecord {
  requireManager(control.actor);
  const normal: MerchantRestriction =
    merchants.type === 'NO_RESTRICTION'
      ? { type: 'NO_RESTRICTION' }
      : { type: 'ALLOW_LISTED', categories: [...new Set(merchants.categories)].toSorted() };
  return changeCard(control, (card) => {
    if (widensMerchants(card.merchants, normal)) guard(card);
    card.merchants = normal;
  });
}
