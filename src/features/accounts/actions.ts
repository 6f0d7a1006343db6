import {
  createAccount,
  downloadAccountCsv,
  downloadProofOfAccount,
  renameAccount,
  saveAccountOrder,
  setLowBalanceThreshold,
  type BankFile,
  type LowBalanceThreshold,
} from '../../api/accounts';
import type { Micros } from '../../shared/money';
import { isApiError } from '../../api/ApiError';
import { isOfflineForMoney } from '../../api/client';
import { writeThrough } from '../../sync/writeThrough';
import { MAX_ACCOUNTS, type Account } from '../../shared/domain/accounts';
import type { CurrencyCode } from '../../shared/currencies';
import { downloadFile } from '../../shared/ui/downloadFile';

/**
 * Changes to accounts go to the bank first; only when it says yes are the changed records
 * written through to the cache (the page reads the cache) and the accounts store re-synced.
 * None of them is queued while offline: they are refused before anything is sent.
 */

export const OFFLINE_MESSAGES = {
  rename:
    "You're offline, so the new name was not sent. It is kept here: save it again when you're back online.",
  reorder:
    "You're offline, so the new order was not saved and your accounts are back in their saved order. Please try again when you're back online.",
  create:
    "You're offline, so no account was opened. Your choices are kept here: try again when you're back online.",
  alert:
    "You're offline, so the alert was not changed. What you typed is kept here: save it again when you're back online.",
} as const;

export const ACCOUNT_LIMIT_TITLE = 'Account Creation Failed!';
export const ACCOUNT_LIMIT_BODY = `A maximum of ${MAX_ACCOUNTS} accounts can be created at any point.`;
export const ACCOUNT_RENAMED = 'Your account name has been updated.';
export const ACCOUNT_CREATED = 'Your account has been created.';
export const REORDER_FAILED = 'Error in Rearranging Accounts';

/** Raised before sending: the device is offline (the message says what happened to the input). */
export class OfflineActionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OfflineActionError';
  }
}

/** Raised when the company already has the most accounts it may have (before sending or by the bank). */
export class AccountLimitError extends Error {
  constructor() {
    super(ACCOUNT_LIMIT_BODY);
    this.name = 'AccountLimitError';
  }
}

function refuseOffline(action: keyof typeof OFFLINE_MESSAGES): void {
  if (isOfflineForMoney()) throw new OfflineActionError(OFFLINE_MESSAGES[action]);
}

/** The bank's answer to a name already used by another account of the company. */
export function isNameConflict(error: unknown): boolean {
  return isApiError(error) && (error.code === 'RECORD_ALREADY_EXISTS' || error.status === 409);
}

/** A sentence for the user about a failure that is neither a conflict nor the limit. */
export function describeFailure(error: unknown): string {
  if (error instanceof OfflineActionError || isApiError(error)) return error.message;
  return 'Something went wrong. Please try again.';
}

export async function renameAccountTo(account: Account, accountName: string): Promise<Account> {
  refuseOffline('rename');
  await renameAccount(account.accountNumber, accountName);
  const renamed = { ...account, accountName };
  await writeThrough({ accounts: [renamed] }, ['accounts']);
  return renamed;
}

/** Saves `ordered` as the new order (index = accountOrder) and writes it through. */
export async function saveOrder(ordered: readonly Account[]): Promise<void> {
  refuseOffline('reorder');
  const entries = ordered.map((a, accountOrder) => ({
    accountNumber: a.accountNumber,
    accountOrder,
  }));
  await saveAccountOrder(entries);
  await writeThrough({ accounts: ordered.map((a, accountOrder) => ({ ...a, accountOrder })) }, [
    'accounts',
  ]);
}

/**
 * Opens an account. With 30 accounts already in the cache it is refused without a call; the
 * bank's own refusal of the 31st (400 INVALID_PARAM_ERROR with no `field`) is the same limit. A
 * refusal naming a field is the contract refusing the request, not the limit: it is shown as is.
 */
export async function openAccount(
  input: { currency: CurrencyCode; accountName: string },
  cachedCount: number,
): Promise<Account> {
  if (cachedCount >= MAX_ACCOUNTS) throw new AccountLimitError();
  refuseOffline('create');
  try {
    const account = await createAccount(input);
    await writeThrough({ accounts: [account] }, ['accounts']);
    return account;
  } catch (error) {
    if (isApiError(error) && error.code === 'INVALID_PARAM_ERROR' && error.field === undefined)
      throw new AccountLimitError();
    throw error;
  }
}

/**
 * Sets (micro-units) or removes (null) an account's low-balance alert; the account comes back
 * with isLowAccountBalance and is written through, so the dashboard and the account row follow.
 */
export async function saveLowBalanceAlert(
  accountNumber: string,
  threshold: Micros | null,
): Promise<LowBalanceThreshold> {
  refuseOffline('alert');
  const answer = await setLowBalanceThreshold(accountNumber, threshold);
  await writeThrough({ accounts: [answer.account] }, ['accounts']);
  return answer.threshold;
}

// --- Account documents (issue 27): the CSV statement and the proof-of-account letter ---

/** spec-3 §7 (messages.tsv proof_letter_success_body, proof_letter_failed_body). */
export const PROOF_LETTER_SUCCESS = {
  title: 'Success',
  message: 'Your PDF Account Confirmation Letter has been downloaded successfully.',
} as const;
export const PROOF_LETTER_FAILED = {
  title: 'Unsuccessful',
  message: 'An unexpected error occurred, please try again later.',
} as const;
export const STATEMENT_DOWNLOADED = 'Statement downloaded';
export const STATEMENT_FAILED = 'The statement could not be downloaded';
export const DOCUMENT_OFFLINE =
  "You're offline, so nothing was downloaded. Please try again when you're back online.";

/** The bank's file handed to the browser's downloads under the name the bank gave it. */
function save(file: BankFile, type: string): void {
  const bytes = Uint8Array.from(atob(file.bufferFile), (c) => c.charCodeAt(0));
  downloadFile(new Blob([bytes], { type }), file.fileName);
}

/** Downloads an account's CSV statement for `days` (none: every transaction); its file name. */
export async function downloadStatement(
  account: Pick<Account, 'accountNumber'>,
  days: { from?: string; to?: string },
): Promise<string> {
  if (isOfflineForMoney()) throw new OfflineActionError(DOCUMENT_OFFLINE);
  const file = await downloadAccountCsv(account.accountNumber, days);
  save(file, 'text/csv;charset=utf-8');
  return file.fileName;
}

/** Downloads the proof-of-account letter, saved as proof_of_account_letter_{accountNumber}.pdf. */
export async function downloadProofLetter(
  account: Pick<Account, 'accountNumber'>,
): Promise<string> {
  if (isOfflineForMoney()) throw new OfflineActionError(DOCUMENT_OFFLINE);
  const file = await downloadProofOfAccount(account.accountNumber);
  save(file, 'application/pdf');
  return file.fileName;
}
