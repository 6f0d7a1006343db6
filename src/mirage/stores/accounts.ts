import type { CurrencyCode } from '../../shared/currencies';
import {
  ACCOUNT_NAME_MAX,
  isBelowThreshold,
  MAX_ACCOUNTS,
  type Account,
  type AccountOrderEntry,
} from '../../shared/domain/accounts';
import type { Micros } from '../../shared/money';
import { accountNumberFor, newAccount } from '../builders/accounts';
import { BankError, type Scenario } from '../types';
import { ledgerPart } from './legacyLedger';
import { persisted } from './persisted';

/** Every account as it now is, once any of them changed (30 at most: small). */
export interface StoredAccounts {
  /** The scenario these accounts belong to: another scenario starts from its own. */
  scenario: string;
  accounts: Account[];
}

export const accountsStore = persisted<StoredAccounts | null>('mockbank:accounts', () => null, {
  version: 1,
  legacy: ledgerPart((old) =>
    Array.isArray(old.accounts)
      ? { scenario: old.scenario, accounts: old.accounts as Account[] }
      : undefined,
  ),
});

const BLANK = /^\s*$/;

/**
 * The company's accounts and their balances: the scenario's, with the changes since
 * (accountsStore), in memory for speed and written to storage after every change. Balances only
 * move through move(), which rules/bookings.ts calls with exactly the booked amounts.
 */
export class AccountBook {
  private items: Account[] = [];

  /**
   * `beforeRead`: brings open payouts up to the bank's clock first (the Bank's settle).
   * `thresholdOf`: the account's low-balance threshold (stores/thresholds.ts), from which every
   * copy handed out computes isLowAccountBalance.
   */
  constructor(
    private readonly scenario: Scenario,
    private readonly beforeRead: () => void = () => {},
    private readonly thresholdOf: (accountNumber: string) => Micros | undefined = () => undefined,
  ) {
    this.reload();
  }

  /** A copy of `account` as the bank answers it: low when its balance is below its threshold. */
  private view(account: Account): Account {
    return {
      ...account,
      isLowAccountBalance: isBelowThreshold(
        account.currentBalance,
        this.thresholdOf(account.accountNumber),
      ),
    };
  }

  /** Reads the store again (after the demo's reset cleared it). */
  reload(): void {
    const stored = accountsStore.load();
    const accounts =
      stored?.scenario === this.scenario.name ? stored.accounts : this.scenario.accounts;
    this.items = accounts.map((a) => ({ ...a }));
  }

  private changed(): void {
    accountsStore.save({
      scenario: this.scenario.name,
      accounts: this.items.map((a) => ({ ...a })),
    });
  }

  /** Every account, by accountOrder (copies: callers cannot move money by editing them). */
  list(): Account[] {
    this.beforeRead();
    return this.items.toSorted((a, b) => a.accountOrder - b.accountOrder).map((a) => this.view(a));
  }

  get(accountNumber: unknown): Account | undefined {
    this.beforeRead();
    const found =
      typeof accountNumber === 'string'
        ? this.items.find((a) => a.accountNumber === accountNumber)
        : undefined;
    return found ? this.view(found) : undefined;
  }

  private mutable(accountNumber: string): Account {
    const found = this.items.find((a) => a.accountNumber === accountNumber);
    if (!found)
      throw new BankError(400, 'VA_NOT_AVAILABLE', `There is no account ${accountNumber}.`);
    return found;
  }

  /** A copy of the account, or 400 VA_NOT_AVAILABLE (without bringing payouts up to date). */
  require(accountNumber: string): Account {
    return this.view(this.mutable(accountNumber));
  }

  /** Adds each signed amount to its account's balance; the accounts moved, as they now are. */
  move(moves: readonly (readonly [accountNumber: string, amount: Micros])[]): Account[] {
    const moved = new Map<string, Account>();
    for (const [accountNumber, amount] of moves) {
      const account = this.mutable(accountNumber);
      account.currentBalance = (account.currentBalance ?? 0) + amount;
      moved.set(accountNumber, account);
    }
    this.changed();
    return [...moved.values()].map((a) => this.view(a));
  }

  assertFunds(accountNumber: string, amount: Micros): void {
    const balance = this.mutable(accountNumber).currentBalance;
    if (balance === null || balance < amount) {
      throw new BankError(
        400,
        'INSUFFICIENT_FUNDS_IN_VA',
        'The sending account does not have enough funds for this transfer.',
      );
    }
  }

  /** A valid, unused account name (trimmed), or 400 INVALID_PARAMETER / 409 RECORD_ALREADY_EXISTS. */
  private checkName(name: unknown, except?: string): string {
    const trimmed = typeof name === 'string' ? name.trim() : '';
    if (BLANK.test(trimmed))
      throw new BankError(400, 'INVALID_PARAMETER', 'The account name is required.');
    if (trimmed.length > ACCOUNT_NAME_MAX)
      throw new BankError(
        400,
        'INVALID_PARAMETER',
        `The account name is limited to ${ACCOUNT_NAME_MAX} characters.`,
      );
    const taken = this.items.some(
      (a) =>
        a.accountNumber !== except && a.accountName.trim().toLowerCase() === trimmed.toLowerCase(),
    );
    if (taken) throw new BankError(409, 'RECORD_ALREADY_EXISTS', 'Account name already exists');
    return trimmed;
  }

  create(currency: CurrencyCode, name: unknown): Account {
    if (this.items.length >= MAX_ACCOUNTS) {
      throw new BankError(
        400,
        'INVALID_PARAM_ERROR',
        `A maximum of ${MAX_ACCOUNTS} accounts can be created at any point.`,
      );
    }
    const accountName = this.checkName(name);
    const used = new Set(this.items.map((a) => a.accountNumber));
    let serial = 500_000 + this.items.length * 7_919;
    while (used.has(accountNumberFor(currency, serial))) serial += 1;
    const order = Math.max(-1, ...this.items.map((a) => a.accountOrder)) + 1;
    const account = newAccount(
      currency,
      accountName,
      accountNumberFor(currency, serial),
      order,
      this.scenario.company.name,
    );
    this.items.push(account);
    this.changed();
    return this.view(account);
  }

  rename(accountNumber: string, name: unknown): Account {
    const account = this.items.find((a) => a.accountNumber === accountNumber);
    // Unknown, as on every call that names an account (docs/decisions/accounts.md).
    if (!account)
      throw new BankError(
        400,
        'VA_NOT_AVAILABLE',
        `The account ${accountNumber} is not available.`,
      );
    account.accountName = this.checkName(name, accountNumber);
    this.changed();
    return this.view(account);
  }

  /** A new order naming every account exactly once; the indexes become 0..n-1 in the given order. */
  reorder(order: readonly AccountOrderEntry[]): Account[] {
    const numbers = order.map((e) => e.accountNumber);
    const known = new Set(this.items.map((a) => a.accountNumber));
    const complete =
      numbers.length === known.size &&
      new Set(numbers).size === numbers.length &&
      numbers.every((n) => known.has(n));
    if (!complete || !order.every((e) => Number.isInteger(e.accountOrder))) {
      throw new BankError(
        400,
        'INVALID_PARAMETER',
        'The order must name every account exactly once, each with a whole-number index.',
      );
    }
    const ranked = order.toSorted((a, b) => a.accountOrder - b.accountOrder);
    ranked.forEach((entry, index) => {
      this.mutable(entry.accountNumber).accountOrder = index;
    });
    this.changed();
    return this.list();
  }
}
