import { currencyDecimals, type CurrencyCode } from '../currencies';
import type { Micros } from '../money';
import type { Transaction, TransactionType } from './transactions';

/**
 * spec-3 §3 Rewards, §9 (docs/decisions/rewards.md). Shared by the bank, the route table and the
 * pages: who sees rewards, the reward types and how cashback is worked out.
 */

/** spec-3 §3 Rewards: rewardsType. CASHBACK is the spec's; REFERRAL and PROMOTION list the other credits. */
export const REWARDS_TYPES = ['CASHBACK', 'REFERRAL', 'PROMOTION'] as const;
export type RewardsType = (typeof REWARDS_TYPES)[number];

/** The ledger type each reward is credited as (spec-3 §3 Transaction types). */
export const REWARD_TRANSACTION_TYPE: Record<RewardsType, TransactionType> = {
  CASHBACK: 'Cashback',
  REFERRAL: 'Referral',
  PROMOTION: 'Promotion',
};

export { REWARDS_CODE_ROLES, REWARDS_ROLES } from './rewardsAccess';

/** spec-3 §9: cashback is 1 % (unlimited) of card spend: 10 000 parts per million. */
export const CASHBACK_RATE_PPM = 10_000;

/**
 * The cashback of one card payment of `amount` micro-units in `currency`: 1 %, rounded down to
 * the currency's smallest unit (a cent; a yen), integers only.
 */
export function cashbackOf(amount: Micros, currency: CurrencyCode): Micros {
  const unit = 10 ** (6 - currencyDecimals(currency));
  const raw = Math.floor((amount * CASHBACK_RATE_PPM) / 1_000_000);
  return raw - (raw % unit);
}

/**
 * Card payments whose cashback counts (docs/decisions/rewards.md 'Cashback accrual'): completed
 * (SUCCESSFUL or BOOKED) purchases, plus, and refunds, minus, that carry a cashbackAmt.
 */
export const accruesCashback = (t: Transaction) =>
  t.cashbackAmt !== undefined &&
  (t.status === 'SUCCESSFUL' || t.status === 'BOOKED') &&
  (t.type === 'Sales' || t.type === 'Refund');

/** A payment's cashback with its sign: a refund takes its own back. */
export const signedCashback = (t: Transaction): Micros =>
  t.type === 'Refund' ? -(t.cashbackAmt ?? 0) : (t.cashbackAmt ?? 0);

/** The UTC day a payment's cashback is counted on: when it was booked, else made. */
export const cashbackDay = (t: Transaction) => (t.bookingTimestamp ?? t.createdAt).slice(0, 10);

/** spec-3 §3 Rewards, §9: the referral campaign's defaults. */
export const REFERRAL_VALUE_DEFAULT = 50;
export const REFERRAL_FIRST_PURCHASE_MIN = 5;
export const REFERRAL_FIRST_PURCHASE_DAYS = 90;

/** The dashboard carousel's cards the campaign orders (spec-3 §2 Dashboard). */
export const CAROUSEL_CARDS = ['referral', 'cashback', 'cnyPromo'] as const;
export type CarouselCard = (typeof CAROUSEL_CARDS)[number];

export const REFERRAL_STATUSES = [
  'INVITED',
  'SIGNED_UP',
  'QUALIFIED',
  'REWARDED',
  'EXPIRED',
] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

/** A rewards code's form: letters and digits, 4 to 20. */
export const REWARDS_CODE_PATTERN = /^[A-Za-z0-9]{4,20}$/;

/** 'October 2026' of a 'YYYY-MM' month (UTC, English): the cashback's description names it. */
export function monthName(month: string): string {
  const [year, m] = month.split('-').map(Number);
  const date = new Date(Date.UTC(year ?? 1970, (m ?? 1) - 1, 1));
  return date.toLocaleString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** spec-3 §3 Transaction: 'The cashback description uses the previous month name'. */
export const cashbackDescription = (month: string) => `Cashback for ${monthName(month)}`;
