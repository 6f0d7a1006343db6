import type { Account } from '../../shared/domain/accounts';
import type { Recipient } from '../../shared/domain/recipient';
import type { ToggleValue } from '../../shared/domain/toggles';
import type { Transaction } from '../../shared/domain/transactions';
import type { MockApproval } from '../types';

/** A payout on its way: whether the recipient's bank returns it (the demo panel's failure). */
export interface OpenPayout {
  returns: boolean;
}

/**
 * What the ledger changed since the scenario was generated, kept in localStorage so balances,
 * new transactions, account names and order, recipients, approval decisions and idempotent answers survive
 * a page reload (the in-page mock restarts on every load). Only changes are stored, never the
 * generated history. A separate key from the security state (persistedState.ts) because every
 * request reads that one; clearState() wipes both.
 */
export const LEDGER_KEY = 'mockbank:ledger:v1';

export interface StoredAnswer {
  /** Method, path and body of the first call: a key reused for another request is refused. */
  fingerprint: string;
  body: unknown;
  at: number;
}

export interface LedgerChanges {
  /** The scenario these changes belong to: another scenario starts from its own data. */
  scenario: string;
  /** Every account as it now is, once any of them changed (30 at most: small). */
  accounts: Account[] | null;
  /** Every recipient as it now is, once one was added or deleted (tens: small). */
  recipients: Recipient[] | null;
  /** Transactions the mock booked, oldest first. */
  transactions: Transaction[];
  /** Payouts booked and not yet final, by transaction id (payoutLedger.ts settles them). */
  openPayouts: Record<string, OpenPayout>;
  /** Approval requests created or changed, by referenceId. */
  approvals: Record<string, MockApproval>;
  /** `userReferenceID|idempotency key` -> the first answer. */
  answers: Record<string, StoredAnswer>;
  /** Feature toggles set from tests or the console. */
  toggles: Record<string, ToggleValue>;
  /** email -> the dashboard guide was closed (true) or asked for again (false). */
  guideClosed: Record<string, boolean>;
}

export function emptyChanges(scenario: string): LedgerChanges {
  return {
    scenario,
    accounts: null,
    recipients: null,
    transactions: [],
    openPayouts: {},
    approvals: {},
    answers: {},
    toggles: {},
    guideClosed: {},
  };
}

export function loadChanges(scenario: string): LedgerChanges {
  try {
    const raw = localStorage.getItem(LEDGER_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (typeof parsed !== 'object' || parsed === null) return emptyChanges(scenario);
    const changes = { ...emptyChanges(scenario), ...(parsed as Partial<LedgerChanges>) };
    // Changes made on another scenario do not apply to this one.
    return changes.scenario === scenario ? changes : emptyChanges(scenario);
  } catch {
    return emptyChanges(scenario);
  }
}

export function saveChanges(changes: LedgerChanges): void {
  try {
    localStorage.setItem(LEDGER_KEY, JSON.stringify(changes));
  } catch {
    // Storage full or blocked: the mock keeps working and only forgets on reload.
  }
}

export function clearChanges(): void {
  localStorage.removeItem(LEDGER_KEY);
}

/**
 * How long the first answer to an idempotency key is kept: a day, far longer than any retry of
 * the app (it retries an intent while its page is open) or a replayed request would come.
 */
export const ANSWER_TTL_MS = 24 * 60 * 60_000;
/**
 * A guard for localStorage (about 5 MB an origin, shared with the rest of the demo's state), not
 * a rule: an answer carries the records it changed, about 2.5 kB of JSON, so 500 answers take
 * about 1.3 MB; a full storage would stop the ledger saving its changes (saveChanges).
 * A demo makes far fewer money calls a day; if one makes more, the oldest keys are forgotten
 * before their day is over. A real bank keeps the day's keys in its database.
 */
export const MAX_ANSWERS = 500;

export const isAnswerFresh = (answer: StoredAnswer, now = Date.now()): boolean =>
  now - answer.at < ANSWER_TTL_MS;

/** Drops the answers older than ANSWER_TTL_MS, then keeps the newest `max`. */
export function pruneAnswers(
  answers: Record<string, StoredAnswer>,
  now = Date.now(),
  max = MAX_ANSWERS,
): Record<string, StoredAnswer> {
  const fresh = Object.entries(answers).filter(([, answer]) => isAnswerFresh(answer, now));
  return Object.fromEntries(fresh.toSorted(([, a], [, b]) => b.at - a.at).slice(0, max));
}
