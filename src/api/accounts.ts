import type { Account, AccountOrderEntry } from '../shared/domain/accounts';
import { apiRequest } from './client';

/** spec-3 §7 Accounts. */
export async function getAccounts(): Promise<Account[]> {
  const answer = await apiRequest<{ accounts: Account[] }>('/v1/boom/accounts');
  return answer.accounts;
}

/** Opens a new account in `currency` (refused past 30 accounts). */
export async function createAccount(input: { currency: string; accountName: string }): Promise<Account> {
  const answer = await apiRequest<{ account: Account }>('/v1/boom/accounts', { method: 'POST', body: input });
  return answer.account;
}

export function renameAccount(accountNumber: string, accountName: string): Promise<void> {
  return apiRequest<void>('/boom/v2/accounts/update-account-name', { method: 'POST', body: { accountNumber, accountName } });
}

/** DECISIONS: reorder is POST /boom/v2/accounts/preference with `order`. */
export function saveAccountOrder(order: AccountOrderEntry[]): Promise<void> {
  return apiRequest<void>('/boom/v2/accounts/preference', { method: 'POST', body: { order } });
}
