import { persisted } from './persisted';

/**
 * What each user sent from each account in the current bank day (rules/payoutDays.ts): the daily
 * limits and the approval policy read the day's total, so splitting a payout does not pass them
 * (issue 22). Only the current day is kept; a new day starts empty.
 */
export interface PayoutDayTotals {
  /** Every payout requested (executed or held for approval), in SGD micro-units at the mid rate. */
  total: number;
  /** SGD local payouts, in micro-units: the S$200,000 cap without the local integration. */
  localSgd: number;
  /** Payouts executed without an approval, in SGD micro-units: what the policy reads. */
  unapproved: number;
}

export interface PayoutDays {
  /** The bank day (Singapore's calendar day of the bank's clock), YYYY-MM-DD. */
  day: string;
  /** By `${userReferenceID}|${accountNumber}`. */
  totals: Record<string, PayoutDayTotals>;
}

export const payoutDaysStore = persisted<PayoutDays>(
  'mockbank:payoutDays',
  () => ({ day: '', totals: {} }),
  { version: 1 },
);
