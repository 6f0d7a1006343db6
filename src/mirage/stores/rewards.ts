import { persisted } from './persisted';

/**
 * The rewards as the bank keeps them (rules/rewards.ts), for the scenario they belong to. The
 * rewards themselves are ledger records (Cashback, Referral, Promotion transactions); kept here is
 * only what the ledger does not say, each part bounded.
 */
export interface StoredRewards {
  scenario: string;
  /**
   * 'YYYY-MM': the month the cashback was last brought up to (the bank's clock). Each month
   * before it has been disbursed; card payments are booked in the current month only.
   */
  settledMonth: string;
  /** Per user (e-mail): when they last read each list (ISO); the sidebar's flags count from there. */
  seen: Record<string, { cashback?: string; referral?: string }>;
  /** The rewards codes the company has used (upper case): each credits once. */
  usedCodes: string[];
  /** Per user: the times (ms) of their last wrong codes, newest last, at most WRONG_CODES_KEPT. */
  wrongCodes: Record<string, number[]>;
}

export const rewardsStore = persisted<StoredRewards | null>('mockbank:rewards', () => null, {
  version: 1,
});
