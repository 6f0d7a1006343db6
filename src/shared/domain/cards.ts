import type { CurrencyCode } from '../currencies';
import type { Micros } from '../money';
import { PAYMENT_ROLES, type Role } from './roles';

/**
 * spec-3 §3 Card, §4 Card flows, §6 (docs/decisions/cards.md). What the app may keep of a card:
 * the last four digits (panTail) only. The full number, expiry and security code are never in a
 * type of this module: they exist only in the card provider's answer, shown for a moment.
 */

/** spec-3 §3 Card: the two types, also the list paths GET /boom/v2/cards/PHYSICAL and /VIRTUAL. */
export const CARD_TYPES = ['PHYSICAL', 'VIRTUAL'] as const;
export type CardType = (typeof CARD_TYPES)[number];

/**
 * The statuses the issue names (active, locked, suspended, not activated). Locked: the holder or
 * an admin froze it for a while; suspended: an admin stopped it; not activated: a physical card
 * on its way to the holder.
 */
export const CARD_STATUSES = ['ACTIVE', 'LOCKED', 'SUSPENDED', 'NOT_ACTIVATED'] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];

/** spec-3 §3 Card: where a physical card is delivered (the company's or the cardholder's address). */
export const CARD_ADDRESS_TYPES = ['MAILING_ADDRESS', 'RESIDENTIAL_ADDRESS'] as const;
export type CardAddressType = (typeof CARD_ADDRESS_TYPES)[number];

/** spec-3 §9: physical cards are delivered within 5-7 days. */
export const CARD_DELIVERY_DAYS = '5-7';

/** The spending limit resets each calendar month (the spec shows spend "this month"). */
export const CARD_LIMIT_PERIOD = 'MONTHLY';

/**
 * Merchant categories a card can be restricted to (spec-3 §3 "allow listed categories only"; the
 * spec names no list: these are the parent categories of the bank's merchants). The codes are
 * short so that a code binding names any set of them (codeBindingOf).
 */
export const MERCHANT_CATEGORIES = [
  { code: 'TRAVEL', label: 'Travel' },
  { code: 'TRANSPORT', label: 'Transportation' },
  { code: 'TECH', label: 'Technology' },
  { code: 'FOOD', label: 'Food & beverage' },
  { code: 'GROCERY', label: 'Groceries' },
  { code: 'MARKETING', label: 'Marketing' },
  { code: 'OFFICE', label: 'Office' },
  { code: 'UTILITY', label: 'Utilities' },
] as const;
export type MerchantCategory = (typeof MERCHANT_CATEGORIES)[number]['code'];
export const MERCHANT_CATEGORY_CODES = MERCHANT_CATEGORIES.map((c) => c.code) as [
  MerchantCategory,
  ...MerchantCategory[],
];

/** spec-3 §3 merchant control types: no restriction, or the listed categories only. */
export type MerchantRestriction =
  { type: 'NO_RESTRICTION' } | { type: 'ALLOW_LISTED'; categories: MerchantCategory[] };
export const MERCHANT_CONTROL_TYPES = ['NO_RESTRICTION', 'ALLOW_LISTED'] as const;

export interface CardHolder {
  userReferenceID: string;
  name: string;
}

export interface LinkedAccount {
  accountNumber: string;
  accountName: string;
  currency: CurrencyCode;
}

/** spec-3 §3 Card, as the bank lists it and the app may cache it. */
export interface Card {
  id: string;
  type: CardType;
  /** Ordering within its type's list. */
  cardOrder: number;
  status: CardStatus;
  /** The last 4 digits only (spec-3 §3 panTail / cardNumber "last digits"). */
  panTail: string;
  nameOnCard: string;
  holder: CardHolder;
  linkedAccount: LinkedAccount;
  /** Micro-units of the linked account's currency, per CARD_LIMIT_PERIOD. */
  spendingLimit: Micros;
  /** Spent this period, micro-units. */
  spentAmount: Micros;
  limitPeriod: typeof CARD_LIMIT_PERIOD;
  merchants: MerchantRestriction;
  /** ISO time of the last change. */
  updatedAt: string;
}

/** spec-3 §3 Card creation limits, and what may still be created (spec-3 §4 Card flows). */
export interface CardLimits {
  overall_card_limit: number;
  physical_card_limit: number;
  virtual_card_limit: number;
  total_physical_cards: number;
  total_virtual_cards: number;
  /** overall_card_limit - (total_physical_cards + total_virtual_cards), never below 0. */
  maxNewCards: number;
  maxNewPhysicalCards: number;
  maxNewVirtualCards: number;
}

/** The company's creation limits before its totals (docs/decisions/cards.md 'Creation limits'). */
export const CARD_CREATION_LIMITS = {
  overall_card_limit: 20,
  physical_card_limit: 10,
  virtual_card_limit: 15,
} as const;

/** spec-3 §4: the cards that may still be created, overall and per type. */
export function creationLimits(totals: { physical: number; virtual: number }): CardLimits {
  const { overall_card_limit, physical_card_limit, virtual_card_limit } = CARD_CREATION_LIMITS;
  const overall = Math.max(0, overall_card_limit - (totals.physical + totals.virtual));
  return {
    ...CARD_CREATION_LIMITS,
    total_physical_cards: totals.physical,
    total_virtual_cards: totals.virtual,
    maxNewCards: overall,
    maxNewPhysicalCards: Math.min(overall, Math.max(0, physical_card_limit - totals.physical)),
    maxNewVirtualCards: Math.min(overall, Math.max(0, virtual_card_limit - totals.virtual)),
  };
}

/**
 * spec-3 §6 "Add Card: admin-level roles ... a third staff role as well" (docs/decisions/roles.md:
 * admin, sub-admin, finance). They manage every card of the company: create, limits, merchants,
 * lock and unlock, suspend and unsuspend. Everyone else sees and may lock or activate their own.
 */
export const CARD_MANAGER_ROLES: readonly Role[] = PAYMENT_ROLES;

export const mayManageCards = (role: Role): boolean => CARD_MANAGER_ROLES.includes(role);

/** A card control whose change may weaken it, and so needs a code (docs/decisions/cards.md). */
export type CardChange = 'limit' | 'unlock' | 'unsuspend' | 'merchants';

/** Whether a merchant restriction lets through something `before` did not: a widening. */
export function widensMerchants(before: MerchantRestriction, after: MerchantRestriction): boolean {
  if (after.type === 'NO_RESTRICTION') return before.type !== 'NO_RESTRICTION';
  if (before.type === 'NO_RESTRICTION') return false;
  return after.categories.some((c) => !before.categories.includes(c));
}

/**
 * What a card code's binding names as its payee: the change, and for merchants the allowed set
 * (sorted, so the same set is the same binding). At most 4 + 59 characters with every category.
 */
export function cardChangeText(change: CardChange, merchants?: MerchantRestriction): string {
  if (change !== 'merchants') return change;
  if (!merchants || merchants.type === 'NO_RESTRICTION') return 'mcc:ANY';
  return `mcc:${[...new Set(merchants.categories)].toSorted().join('+')}`;
}

/**
 * The mock bank's card network (docs/decisions/cards.md 'Card payments the bank authorises'): what
 * a card authorisation is (a purchase, a merchant's refund, a cash withdrawal at an ATM) and why
 * the bank declines one.
 */
export const CARD_PAYMENT_KINDS = ['purchase', 'refund', 'atm'] as const;
export type CardPaymentKind = (typeof CARD_PAYMENT_KINDS)[number];

export const CARD_DECLINE_REASONS = [
  'not_activated',
  'locked',
  'suspended',
  'holder_suspended',
  'currency',
  'category',
  'limit',
  'funds',
] as const;
export type CardDeclineReason = (typeof CARD_DECLINE_REASONS)[number];

/** What a decline says, for the demo panel and any screen that lists declines. */
export const CARD_DECLINE_TEXT: Record<CardDeclineReason, string> = {
  not_activated: 'the card is not activated',
  locked: 'the card is locked',
  suspended: 'the card is suspended',
  holder_suspended: 'the cardholder is suspended',
  currency: 'the bank has no rate for this currency',
  category: "the merchant's category is not allowed on this card",
  limit: 'the monthly spending limit would be exceeded',
  funds: 'the linked account does not have enough funds',
};
