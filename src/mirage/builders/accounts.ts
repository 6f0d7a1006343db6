import type { CurrencyCode } from '../../shared/currencies';
import type { Account } from '../../shared/domain/accounts';
import { toMicros } from '../../shared/money';

/**
 * Business account number prefixes of production (spec-2 §3, constants.tsv account_prefix_*;
 * docs/decisions/accounts.md: the mock issues production prefixes). THB has no prefix: its accounts have no
 * number customers can pay into, so the bank's id gets a prefix no payer recognises.
 */
export const ACCOUNT_PREFIX: Partial<Record<CurrencyCode, string>> = {
  SGD: '885164',
  USD: '885165',
  GBP: '885166',
  EUR: '885167',
  CHF: '885168',
  HKD: '885169',
  AUD: '885170',
  JPY: '885171',
  THB: '880000',
};

export const BANK = { bankName: 'DBS Bank Ltd', bankSwift: 'DBSSSGSG' };

/** A 12-digit account number: the currency's prefix and a 6-digit serial. */
export function accountNumberFor(currency: CurrencyCode, serial: number): string {
  return `${ACCOUNT_PREFIX[currency] ?? '880000'}${String(serial % 1_000_000).padStart(6, '0')}`;
}

interface AccountSpec {
  currency: CurrencyCode;
  name: string;
  balance: string;
  serial: number;
}

const DEMO_ACCOUNTS: AccountSpec[] = [
  { currency: 'SGD', name: 'Main account', balance: '486,250.75', serial: 302_117 },
  { currency: 'SGD', name: 'Payroll', balance: '86,200.00', serial: 302_118 },
  { currency: 'USD', name: 'USD operations', balance: '120,450.30', serial: 410_552 },
  { currency: 'EUR', name: 'EUR suppliers', balance: '45,210.00', serial: 511_908 },
  { currency: 'GBP', name: 'GBP account', balance: '18,900.55', serial: 620_431 },
  { currency: 'JPY', name: 'JPY account', balance: '3,450,000', serial: 733_064 },
  { currency: 'HKD', name: 'HKD account', balance: '210,000.00', serial: 845_270 },
  { currency: 'AUD', name: 'AUD account', balance: '32,100.40', serial: 951_386 },
  { currency: 'THB', name: 'THB card funding', balance: '1,250.00', serial: 104_733 },
];

export function newAccount(
  currency: CurrencyCode,
  accountName: string,
  accountNumber: string,
  accountOrder: number,
  holder: string,
): Account {
  return {
    accountNumber,
    accountName,
    currency,
    currentBalance: 0,
    accountHolderName: holder,
    ...BANK,
    isDefaultAccount: false,
    isLowAccountBalance: false,
    accountOrder,
  };
}

/** The demo company's accounts: SGD main and payroll, and one account in each other currency. */
export function demoAccounts(holder: string): Account[] {
  return DEMO_ACCOUNTS.map((spec, i) => ({
    ...newAccount(
      spec.currency,
      spec.name,
      accountNumberFor(spec.currency, spec.serial),
      i,
      holder,
    ),
    currentBalance: toMicros(spec.balance),
    isDefaultAccount: i === 0,
  }));
}
