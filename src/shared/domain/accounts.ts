import type { CurrencyCode } from '../currencies';
import type { Micros } from '../money';
import { APPROVER_ROLE, PAYMENT_ROLES, type Role } from './roles';

/** spec-3 §3 Account. Balances are integer micro-units; null means the bank could not give one ('--.--'). */
export interface Account {
  /** The bank's id of the account; THB accounts have no number customers can pay into (see hasPayableNumber). */
  accountNumber: string;
  accountName: string;
  currency: CurrencyCode;
  currentBalance: Micros | null;
  accountHolderName: string;
  bankName: string;
  bankSwift: string;
  isDefaultAccount: boolean;
  isLowAccountBalance: boolean;
  accountOrder: number;
  oldAccountNumber?: string;
}

/** spec-3 §5 / §9. */
export const ACCOUNT_NAME_MAX = 30;
export const MAX_ACCOUNTS = 30;
export const DASHBOARD_ACCOUNTS_SHOWN = 2;

/** spec-3 §2 Accounts page: THB accounts have no account number (no funds can be received into them). */
export function hasPayableNumber(account: Pick<Account, 'currency'>): boolean {
  return account.currency !== 'THB';
}

/** POST /boom/v2/accounts/preference { order }: every account number with its new index. */
export interface AccountOrderEntry {
  accountNumber: string;
  accountOrder: number;
}

/** spec-3 §2 Dashboard / docs/decisions/roles.md Roles: who may add, rename and reorder accounts. */
export const ACCOUNT_MANAGER_ROLES: readonly Role[] = [...PAYMENT_ROLES, APPROVER_ROLE];

/**
 * docs/decisions/accounts.md 'Low-balance alert': a threshold per account in micro-units of its
 * currency, or none. At most a billion units (no balance of the bank comes near it); 0 alerts
 * only on a negative balance.
 */
export const LOW_BALANCE_MAX_UNITS = 1_000_000_000;

/** Whether a balance is below its threshold (no threshold, or no balance, is never low). */
export function isBelowThreshold(
  balance: Micros | null,
  threshold: Micros | null | undefined,
): boolean {
  return threshold !== null && threshold !== undefined && balance !== null && balance < threshold;
}

/**
 * docs/decisions/accounts.md 'Account documents': who may download an account's CSV statement and
 * proof-of-account letter: the roles that keep the books (the general role sees card payments only).
 */
export const ACCOUNT_DOCUMENT_ROLES: readonly Role[] = ACCOUNT_MANAGER_ROLES;
