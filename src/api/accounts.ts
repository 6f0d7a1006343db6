import {
  accountCsv,
  beneficiaryAddress,
  createAccount as createContract,
  listAccounts,
  paynowQr,
  proofOfAccount,
  renameAccount as renameContract,
  saveAccountPreference,
  getThresholds,
  setThreshold as setThresholdContract,
} from '../shared/contracts/accounts';
import type { AnswerOf } from '../shared/contracts/contract';
import type { Account, AccountOrderEntry } from '../shared/domain/accounts';
import type { CurrencyCode } from '../shared/currencies';
import type { Micros } from '../shared/money';
import { call } from './contractCall';

/** spec-3 §7 Accounts (contracts: src/shared/contracts/accounts.ts). */
export async function getAccounts(): Promise<Account[]> {
  return (await call(listAccounts)).accounts;
}

/** Opens a new account in `currency` (refused past 30 accounts). */
export async function createAccount(input: {
  currency: string;
  accountName: string;
}): Promise<Account> {
  return (await call(createContract, { body: input })).account;
}

export async function renameAccount(accountNumber: string, accountName: string): Promise<void> {
  await call(renameContract, { body: { accountNumber, accountName } });
}

/** spec-3 §4 Dashboard guide: closing it sets first-login false (docs/decisions/accounts.md 'One preference call'). */
export async function closeDashboardGuide(): Promise<void> {
  await call(saveAccountPreference, { body: { displayGuide: false } });
}

/** docs/decisions/accounts.md: reorder is POST /boom/v2/accounts/preference with `order`. */
export async function saveAccountOrder(order: AccountOrderEntry[]): Promise<void> {
  await call(saveAccountPreference, { body: { order } });
}

/** One account's low-balance threshold (docs/decisions/accounts.md 'Low-balance alert'). */
export interface LowBalanceThreshold {
  accountNumber: string;
  currency: CurrencyCode;
  threshold: Micros | null;
}

export async function getLowBalanceThresholds(): Promise<LowBalanceThreshold[]> {
  return (await call(getThresholds)).thresholds;
}

/** Sets (micro-units) or removes (null) a threshold; the account comes back with isLowAccountBalance. */
export async function setLowBalanceThreshold(
  accountNumber: string,
  threshold: Micros | null,
): Promise<{ threshold: LowBalanceThreshold; account: Account }> {
  return call(setThresholdContract, { body: { accountNumber, threshold } });
}

// --- Receiving money and account documents (issue 27, accounts27) ---

export type PaynowQrAnswer = AnswerOf<typeof paynowQr>;
export type BeneficiaryAddress = AnswerOf<typeof beneficiaryAddress>;
/** A file the bank made: its name and its bytes in base64. */
export type BankFile = AnswerOf<typeof proofOfAccount>['data'];

/** An SGD account's PayNow QR payload (EMVCo/SGQR) with the UEN and reference to type. */
export async function getPaynowQr(va: string): Promise<PaynowQrAnswer> {
  return call(paynowQr, { params: { va } });
}

export async function getBeneficiaryAddress(): Promise<BeneficiaryAddress> {
  return call(beneficiaryAddress);
}

/** An account's CSV statement (the whole history, or the days from..to in the company's zone). */
export async function downloadAccountCsv(
  accountNumber: string,
  period: { from?: string; to?: string } = {},
): Promise<BankFile> {
  return (await call(accountCsv, { params: { accountNumber }, query: period })).data;
}

/** The proof-of-account letter of a non-THB account (a PDF). */
export async function downloadProofOfAccount(accountNumber: string): Promise<BankFile> {
  return (await call(proofOfAccount, { params: { accountNumber } })).data;
}
