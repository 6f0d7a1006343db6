import type { Account } from '../../shared/domain/accounts';
import { LOCAL_SGD_CAP, type PayoutCall } from '../../shared/domain/payouts';
import { formatMoney, MICROS_PER_UNIT, type Micros } from '../../shared/money';
import { payoutDaysStore, type PayoutDayTotals } from '../stores/payoutDays';
import { BankError } from '../types';
import { sgdEquivalent } from './approvalPolicy';

/**
 * Daily limits of payouts per user and sending account (issue 22; docs/decisions/payouts.md
 * 'Limits'): the per-transfer limits of spec-2 §9 alone let a payout be split into several, each
 * within them, past the S$200,000 cap and the approval policy's amount. So the bank keeps, for the
 * bank day, what each user sent from each account (in SGD micro-units at the mid rate, integer
 * arithmetic) and refuses with FX_TXN_STATUS_EXCEEDS_ALLOWED_LIMIT a payout that would take it
 * past a daily limit; the approval policy reads the day's unapproved payouts with the new one.
 */

/**
 * All payouts of one user from one account in a bank day: S$2,000,000 in SGD at the mid rate. At
 * or above the SGD value of the largest single payout the tables allow (the local USD maximum,
 * US$1,000,000, about S$1,342,150), so one payout within the tables always fits a fresh day.
 */
export const DAILY_PAYOUT_LIMIT_SGD: Micros = 2_000_000 * MICROS_PER_UNIT;

/** Singapore's offset from UTC (no daylight saving): the bank day is Singapore's calendar day. */
const SINGAPORE_OFFSET_MS = 8 * 60 * 60 * 1000;

/** The bank day of a moment of the bank's clock, YYYY-MM-DD in Singapore. */
export const bankDay = (now: number): string =>
  new Date(now + SINGAPORE_OFFSET_MS).toISOString().slice(0, 10);

const EMPTY: PayoutDayTotals = { total: 0, localSgd: 0, unapproved: 0 };

/** A payout about to be sent, charged to its user's and account's day once it is booked or held. */
export interface PayoutDayCharge {
  day: string;
  key: string;
  /** Its amount in SGD micro-units at the mid rate. */
  sgd: Micros;
  /** Its amount when it is an SGD local payout, else 0. */
  localSgd: Micros;
  /** What the user sent from the account today without an approval, in SGD: the policy adds it. */
  priorUnapproved: Micros;
}

/** What `userId` sent from `accountNumber` in the bank day of `now`. */
export function payoutDayTotals(
  userId: string,
  accountNumber: string,
  now: number,
): PayoutDayTotals {
  const stored = payoutDaysStore.load();
  if (stored.day !== bankDay(now)) return EMPTY;
  return stored.totals[`${userId}|${accountNumber}`] ?? EMPTY;
}

const overDailyLimit = (description: string) =>
  new BankError(400, 'FX_TXN_STATUS_EXCEEDS_ALLOWED_LIMIT', description);

/**
 * The day's limits for a payout of `source` (in the sender account's currency) by `userId`:
 * without the local integration an SGD local payout keeps the day's SGD local payouts within the
 * S$200,000 cap; every payout keeps the day's payouts within DAILY_PAYOUT_LIMIT_SGD. Answers the
 * charge to record once the payout is booked or held (recordPayoutDay).
 */
export function assertDailyLimits(
  userId: string,
  from: Pick<Account, 'accountNumber' | 'currency'>,
  call: PayoutCall,
  source: Micros,
  localIntegrationOn: boolean,
  now: number,
): PayoutDayCharge {
  const today = payoutDayTotals(userId, from.accountNumber, now);
  const sgd = sgdEquivalent(source, from.currency);
  const localSgd = call !== 'REMITTANCE' && from.currency === 'SGD' ? source : 0;
  if (!localIntegrationOn && localSgd > 0 && today.localSgd + localSgd > LOCAL_SGD_CAP)
    throw overDailyLimit(
      `Your local SGD transfers from this account today would come to ${formatMoney(today.localSgd + localSgd, 'SGD')}, above the daily maximum of ${formatMoney(LOCAL_SGD_CAP, 'SGD')}. You can send up to ${formatMoney(LOCAL_SGD_CAP - today.localSgd, 'SGD')} more today.`,
    );
  if (today.total + sgd > DAILY_PAYOUT_LIMIT_SGD)
    throw overDailyLimit(
      `Your transfers from this account today would come to ${formatMoney(today.total + sgd, 'SGD')}, above the daily limit of ${formatMoney(DAILY_PAYOUT_LIMIT_SGD, 'SGD')}. You can send up to ${formatMoney(DAILY_PAYOUT_LIMIT_SGD - today.total, 'SGD')} more today (in SGD at the mid rate).`,
    );
  return {
    day: bankDay(now),
    key: `${userId}|${from.accountNumber}`,
    sgd,
    localSgd,
    priorUnapproved: today.unapproved,
  };
}

/**
 * Charges a payout to its day: booked (it counts towards what the approval policy reads) or held
 * for approval (it counts towards the limits only: an approver decides it). A new day starts
 * empty; the days before are dropped.
 */
export function recordPayoutDay(charge: PayoutDayCharge, held: boolean): void {
  payoutDaysStore.update((days) => {
    if (days.day !== charge.day) {
      days.day = charge.day;
      days.totals = {};
    }
    const now = days.totals[charge.key] ?? { ...EMPTY };
    days.totals[charge.key] = {
      total: now.total + charge.sgd,
      localSgd: now.localSgd + charge.localSgd,
      unapproved: now.unapproved + (held ? 0 : charge.sgd),
    };
  });
}
