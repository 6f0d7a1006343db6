import type { Account } from '../shared/domain/accounts';
import type { Recipient } from '../shared/domain/recipient';
import { buildRecipient } from './recipientRecords';

/*
 * The payout tests' fixtures (src/features/transfer/payout): the demo company's accounts as the
 * mock bank's default scenario holds them, and a local and an overseas recipient.
 */

/** One currency unit in micro-units. */
export const M = 1_000_000;

/** An account of the demo company: its Main SGD account, but for `overrides`. */
export function anAccount(overrides: Partial<Account> = {}): Account {
  return {
    accountNumber: '885164302117',
    accountName: 'Main account',
    currency: 'SGD',
    currentBalance: 486_250_750_000,
    accountHolderName: 'Demo Trading Pte. Ltd.',
    bankName: 'DBS Bank Ltd',
    bankSwift: 'DBSSSGSG',
    isDefaultAccount: true,
    isLowAccountBalance: false,
    accountOrder: 0,
    ...overrides,
  };
}

export const MAIN_ACCOUNT = anAccount();
export const USD_ACCOUNT = anAccount({
  accountNumber: '885165410552',
  accountName: 'USD operations',
  currency: 'USD',
  currentBalance: 120_450_300_000,
  accountOrder: 1,
});
export const EUR_ACCOUNT = anAccount({
  accountNumber: '885167511908',
  accountName: 'EUR suppliers',
  currency: 'EUR',
  accountOrder: 2,
});

/** A local recipient at OCBC: not DBS, not a business account of the product; paid in SGD. */
export const OCBC_RECIPIENT = buildRecipient({
  recipientNickName: 'Marina Supplies',
  swiftCodeValue: 'OCBCSGSG',
  recipientBankCode: 'OCBCSGSG',
  recipientBankName: 'Oversea-Chinese Banking Corporation',
});

/** An overseas recipient: Acme Inc at JPMorgan Chase in the US, paid in USD, but for `overrides`. */
export const anOverseasRecipient = (overrides: Partial<Recipient> = {}): Recipient =>
  buildRecipient({
    recipientType: 'OVERSEAS',
    recipientNickName: 'Acme Inc',
    recipientBankName: 'JPMorgan Chase Bank',
    recipientAccountNo: '000123456789',
    swiftCodeValue: 'CHASUS33',
    currency: 'USD',
    recipientCountry: 'US',
    bankCtry: 'US',
    ...overrides,
  });
