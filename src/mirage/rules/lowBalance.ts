import { currencyDecimals } from '../../shared/currencies';
import { LOW_BALANCE_MAX_UNITS, type Account } from '../../shared/domain/accounts';
import { formatMoney, MICROS_PER_UNIT, type Micros } from '../../shared/money';
import type { AccountBook } from '../stores/accounts';
import type { ThresholdBook } from '../stores/thresholds';
import { BankError } from '../types';

/** The low-balance alert (docs/decisions/accounts.md 'Low-balance alert'). */

export interface ThresholdView {
  accountNumber: string;
  currency: Account['currency'];
  threshold: Micros | null;
}

export function thresholdsOf(accounts: AccountBook, thresholds: ThresholdBook): ThresholdView[] {
  return accounts.list().map((a) => ({
    accountNumber: a.accountNumber,
    currency: a.currency,
    threshold: thresholds.get(a.accountNumber) ?? null,
  }));
}

/**
 * Sets or removes one account's threshold: an account of the company (any other number is
 * unknown: 400 VA_NOT_AVAILABLE, as for every call naming an account), an amount of at least 0, at most a billion units, within the
 * currency's decimals (400 INVALID_PARAMETER). Answers the threshold and the account as it now is.
 */
export function setLowBalanceThreshold(
  accounts: AccountBook,
  thresholds: ThresholdBook,
  accountNumber: string,
  threshold: Micros | null,
): { threshold: ThresholdView; account: Account } {
  const account = accounts.require(accountNumber);
  if (threshold !== null) {
    const max = LOW_BALANCE_MAX_UNITS * MICROS_PER_UNIT;
    if (threshold < 0 || threshold > max)
      throw new BankError(
        400,
        'INVALID_PARAMETER',
        `The alert amount must be between ${formatMoney(0, account.currency)} and ${formatMoney(max, account.currency)}.`,
      );
    if (threshold % 10 ** (6 - currencyDecimals(account.currency)) !== 0)
      throw new BankError(
        400,
        'INVALID_PARAMETER',
        `The alert amount has more decimals than ${account.currency} has.`,
      );
  }
  thresholds.set(accountNumber, threshold);
  return {
    threshold: { accountNumber, currency: account.currency, threshold },
    // Read again: isLowAccountBalance follows the threshold just set.
    account: accounts.require(accountNumber),
  };
}
