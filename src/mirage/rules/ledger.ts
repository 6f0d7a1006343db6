import type { CurrencyCode } from '../../shared/currencies';
import {
  ACCOUNT_NAME_MAX,
  MAX_ACCOUNTS,
  type Account,
  type AccountOrderEntry,
} from '../../shared/domain/accounts';
import { isSameRecipient, type Recipient } from '../../shared/domain/recipient';
import { signedAmount, type Transaction } from '../../shared/domain/transactions';
import type { Micros } from '../../shared/money';
import { accountNumberFor, newAccount } from '../builders/accounts';
import { newestFirst } from '../builders/transactions';
import { BankError, type MockApproval, type Scenario } from '../types';
import {
  emptyChanges,
  loadChanges,
  isAnswerFresh,
  pruneAnswers,
  saveChanges,
  type LedgerChanges,
  type OpenPayout,
  type StoredAnswer,
} from './ledgerStore';

/** What one executed exchange or internal transfer moves. Amounts are micro-units. */
export interface Booking {
  type: 'Exchange' | 'Transfer';
  from: string;
  to: string;
  source: Micros;
  target: Micros;
  /** 1 source = rate / 1e6 target. */
  rate: number;
  customerMessage?: string;
  purposeOfPayment?: string;
}

export interface Touched {
  accounts: Account[];
  transactions: Transaction[];
}

const BLANK = /^\s*$/;
/** Ids of records the mock books (the generated ones start TXN / TXL). */
export const newTransactionId = () =>
  `TXM${Date.now().toString(36).toUpperCase()}${crypto.randomUUID().slice(0, 6).toUpperCase()}`;

const newRecipientId = () => `RCPM${crypto.randomUUID().slice(0, 8).toUpperCase()}`;

export const recipientNotFound = (id: string) =>
  new BankError(
    404,
    'RECIPIENT_NOT_FOUND',
    `There is no recipient ${id}: it may have been deleted. Refresh the list of recipients.`,
  );

/**
 * The mock bank's books: the scenario's accounts, transactions and approval requests plus the
 * changes made since (ledgerStore.ts), in memory for speed and written to storage after every
 * change. Balances only move through book(), by exactly the booked amounts.
 */
export class Ledger {
  private accountList: Account[] = [];
  private recipientList: Recipient[] = [];
  /** Newest first. */
  private txns: Transaction[] = [];
  private txnById = new Map<string, Transaction>();
  private approvalById = new Map<string, MockApproval>();
  private changes: LedgerChanges;
  private settling = false;
  private settler: (() => void) | null = null;

  constructor(private readonly scenario: Scenario) {
    this.changes = emptyChanges(scenario.name);
    this.load(loadChanges(scenario.name));
  }

  /** Back to the scenario's data, forgetting every change (the demo panel's reset). */
  reset(): void {
    this.load(emptyChanges(this.scenario.name));
  }

  private load(changes: LedgerChanges): void {
    this.changes = changes;
    this.accountList = (changes.accounts ?? this.scenario.accounts).map((a) => ({ ...a }));
    this.recipientList = (changes.recipients ?? this.scenario.recipients).map((r) => ({ ...r }));
    const booked = changes.transactions.toReversed();
    this.txns = booked.length
      ? [...booked, ...this.scenario.transactions].toSorted(newestFirst)
      : this.scenario.transactions;
    this.txnById = new Map(this.txns.map((t) => [t.displayReferenceId, t]));
    this.approvalById = new Map(this.scenario.approvalRequests.map((r) => [r.referenceId, r]));
    for (const r of Object.values(changes.approvals)) this.approvalById.set(r.referenceId, r);
  }

  private save(): void {
    saveChanges(this.changes);
  }

  /**
   * What brings open payouts up to the bank's clock before anything is read (settlePayouts in
   * payoutLedger.ts, wired by the Bank): a payout's status follows its age, and a returned one
   * credits its refund, so every read answers the current state.
   */
  settleBeforeReads(settle: () => void): void {
    this.settler = settle;
  }

  private settle(): void {
    if (this.settling || !this.settler || Object.keys(this.changes.openPayouts).length === 0)
      return;
    this.settling = true;
    try {
      this.settler();
    } finally {
      this.settling = false;
    }
  }

  private accountsChanged(): void {
    this.changes.accounts = this.accountList.map((a) => ({ ...a }));
    this.save();
  }

  // Accounts

  /** Every account, by accountOrder (copies: callers cannot move money by editing them). */
  accounts(): Account[] {
    this.settle();
    return this.accountList
      .toSorted((a, b) => a.accountOrder - b.accountOrder)
      .map((a) => ({ ...a }));
  }

  account(accountNumber: unknown): Account | undefined {
    this.settle();
    const found =
      typeof accountNumber === 'string'
        ? this.accountList.find((a) => a.accountNumber === accountNumber)
        : undefined;
    return found ? { ...found } : undefined;
  }

  private mutableAccount(accountNumber: string): Account {
    const found = this.accountList.find((a) => a.accountNumber === accountNumber);
    if (!found)
      throw new BankError(400, 'VA_NOT_AVAILABLE', `There is no account ${accountNumber}.`);
    return found;
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
    const taken = this.accountList.some(
      (a) =>
        a.accountNumber !== except && a.accountName.trim().toLowerCase() === trimmed.toLowerCase(),
    );
    if (taken) throw new BankError(409, 'RECORD_ALREADY_EXISTS', 'Account name already exists');
    return trimmed;
  }

  createAccount(currency: CurrencyCode, name: unknown): Account {
    if (this.accountList.length >= MAX_ACCOUNTS) {
      throw new BankError(
        400,
        'INVALID_PARAM_ERROR',
        `A maximum of ${MAX_ACCOUNTS} accounts can be created at any point.`,
      );
    }
    const accountName = this.checkName(name);
    const used = new Set(this.accountList.map((a) => a.accountNumber));
    let serial = 500_000 + this.accountList.length * 7_919;
    while (used.has(accountNumberFor(currency, serial))) serial += 1;
    const order = Math.max(-1, ...this.accountList.map((a) => a.accountOrder)) + 1;
    const account = newAccount(
      currency,
      accountName,
      accountNumberFor(currency, serial),
      order,
      this.scenario.company.name,
    );
    this.accountList.push(account);
    this.accountsChanged();
    return { ...account };
  }

  renameAccount(accountNumber: string, name: unknown): Account {
    const account = this.accountList.find((a) => a.accountNumber === accountNumber);
    if (!account)
      throw new BankError(404, 'RESOURCE_NOT_FOUND', `There is no account ${accountNumber}.`);
    account.accountName = this.checkName(name, accountNumber);
    this.accountsChanged();
    return { ...account };
  }

  /** A new order naming every account exactly once; the indexes become 0..n-1 in the given order. */
  reorder(order: readonly AccountOrderEntry[]): Account[] {
    const numbers = order.map((e) => e.accountNumber);
    const known = new Set(this.accountList.map((a) => a.accountNumber));
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
      this.mutableAccount(entry.accountNumber).accountOrder = index;
    });
    this.accountsChanged();
    return this.accounts();
  }

  // Recipients (spec-2 §3): shared by every user of the company, so a delete is for all users.

  recipients(): Recipient[] {
    return this.recipientList.map((r) => ({ ...r }));
  }

  recipient(id: string): Recipient | undefined {
    const found = this.recipientList.find((r) => r.displayReferenceId === id);
    return found ? { ...found } : undefined;
  }

  /** The recipient already kept that `candidate` duplicates (isSameRecipient), if any. */
  duplicateOf(candidate: Omit<Recipient, 'displayReferenceId'>): Recipient | undefined {
    return this.recipientList.find((r) => isSameRecipient(r, candidate));
  }

  /** Keeps a new recipient under a new id; the duplicate rule is the caller's (rules/recipients.ts). */
  addRecipient(fields: Omit<Recipient, 'displayReferenceId'>): Recipient {
    const recipient = { ...fields, displayReferenceId: newRecipientId() };
    this.recipientList.push(recipient);
    this.recipientsChanged();
    return { ...recipient };
  }

  /** 404 RECIPIENT_NOT_FOUND when there is no such recipient (deleted already, or never there). */
  deleteRecipient(id: string): void {
    const index = this.recipientList.findIndex((r) => r.displayReferenceId === id);
    if (index < 0) throw recipientNotFound(id);
    this.recipientList.splice(index, 1);
    this.recipientsChanged();
  }

  private recipientsChanged(): void {
    this.changes.recipients = this.recipientList.map((r) => ({ ...r }));
    this.save();
  }

  // Transactions

  /** Newest first. Read-only: the list is shared with the scenario. */
  transactions(): readonly Transaction[] {
    this.settle();
    return this.txns;
  }

  transaction(id: string): Transaction | undefined {
    this.settle();
    return this.txnById.get(id);
  }

  /**
   * Books new records (a payout's debit, a return's refund) and moves each one's account by its
   * signed amount. A debit that the balance cannot cover is the caller's to refuse first.
   */
  record(transactions: readonly Transaction[]): Touched {
    const moved = new Map<string, Account>();
    for (const t of transactions) {
      const account = this.mutableAccount(t.vaAccountNumber);
      account.currentBalance = (account.currentBalance ?? 0) + signedAmount(t);
      moved.set(account.accountNumber, account);
      this.txnById.set(t.displayReferenceId, t);
      this.changes.transactions.push(t);
    }
    // A refund is dated when its payout failed, which may be before the newest record: then the
    // list is sorted again (rare; a new payout is the newest and just goes in front).
    const head = this.txns[0];
    const merged = [...transactions.toSorted(newestFirst), ...this.txns];
    this.txns =
      head && transactions.some((t) => newestFirst(t, head) > 0)
        ? merged.toSorted(newestFirst)
        : merged;
    this.changes.accounts = this.accountList.map((a) => ({ ...a }));
    this.save();
    return {
      accounts: [...moved.values()].map((a) => ({ ...a })),
      transactions: [...transactions],
    };
  }

  /** A booked record's next state (a payout's status): a new object, so earlier answers keep theirs. */
  replaceTransaction(next: Transaction): void {
    const id = next.displayReferenceId;
    this.txns = this.txns.map((t) => (t.displayReferenceId === id ? next : t));
    this.txnById.set(id, next);
    this.changes.transactions = this.changes.transactions.map((t) =>
      t.displayReferenceId === id ? next : t,
    );
    this.save();
  }

  /** Payouts on their way, by transaction id. */
  openPayouts(): Readonly<Record<string, OpenPayout>> {
    return this.changes.openPayouts;
  }

  /** Marks a booked payout as on its way (`plan`), or as final (null). */
  setOpenPayout(id: string, plan: OpenPayout | null): void {
    if (plan) this.changes.openPayouts[id] = plan;
    else delete this.changes.openPayouts[id];
    this.save();
  }

  /**
   * Moves money: debits `source` from one account and credits `target` to the other, as two
   * SUCCESSFUL records sharing a groupId. 400 INSUFFICIENT_FUNDS_IN_VA when the balance is short.
   */
  book(b: Booking): Touched {
    const from = this.mutableAccount(b.from);
    const to = this.mutableAccount(b.to);
    this.assertFunds(from.accountNumber, b.source);
    const now = new Date(Date.now()).toISOString();
    const groupId = `GRP-${crypto.randomUUID()}`;
    const company = this.scenario.company.name;
    const shared = {
      type: b.type,
      category: '',
      status: 'SUCCESSFUL' as const,
      sourceCcy: from.currency,
      sourceAmt: b.source,
      destinationCcy: to.currency,
      destinationAmt: b.target,
      createdAt: now,
      bookingTimestamp: now,
      debtorName: from.accountName,
      creditorName: to.accountName,
      debtorAccountNumber: from.accountNumber,
      creditorAccountNumber: to.accountNumber,
      exchangeRate: [
        { sourceCcy: from.currency, destinationCcy: to.currency, exchangeRate: b.rate },
      ],
      fees: 0,
      totalAttachments: 0,
      groupId,
      description:
        b.type === 'Exchange'
          ? `Exchange ${from.currency} to ${to.currency}`
          : `Transfer to ${to.accountName}`,
      ...(b.customerMessage ? { customerMessage: b.customerMessage } : {}),
      ...(b.purposeOfPayment ? { purposeOfPayment: b.purposeOfPayment } : {}),
    };
    const debit: Transaction = {
      ...shared,
      displayReferenceId: newTransactionId(),
      amount: b.source,
      currency: from.currency,
      creditOrDebit: 'DEBIT',
      vaAccountNumber: from.accountNumber,
      vaAccountName: from.accountName,
    };
    const credit: Transaction = {
      ...shared,
      displayReferenceId: newTransactionId(),
      amount: b.target,
      currency: to.currency,
      creditOrDebit: 'CREDIT',
      vaAccountNumber: to.accountNumber,
      vaAccountName: to.accountName,
    };
    debit.debtorName = company;
    credit.creditorName = company;
    from.currentBalance = (from.currentBalance ?? 0) - b.source;
    to.currentBalance = (to.currentBalance ?? 0) + b.target;
    // The scenario's list stays untouched; new records go in front (they are the newest).
    this.txns = [credit, debit, ...this.txns];
    this.txnById.set(debit.displayReferenceId, debit);
    this.txnById.set(credit.displayReferenceId, credit);
    this.changes.transactions.push(debit, credit);
    this.changes.accounts = this.accountList.map((a) => ({ ...a }));
    this.save();
    return { accounts: [{ ...from }, { ...to }], transactions: [debit, credit] };
  }

  assertFunds(accountNumber: string, amount: Micros): void {
    const balance = this.mutableAccount(accountNumber).currentBalance;
    if (balance === null || balance < amount) {
      throw new BankError(
        400,
        'INSUFFICIENT_FUNDS_IN_VA',
        'The sending account does not have enough funds for this transfer.',
      );
    }
  }

  // Approval requests

  approvals(): MockApproval[] {
    return [...this.approvalById.values()];
  }

  approval(referenceId: string): MockApproval | undefined {
    return this.approvalById.get(referenceId);
  }

  saveApproval(request: MockApproval): void {
    this.approvalById.set(request.referenceId, request);
    this.changes.approvals[request.referenceId] = request;
    this.save();
  }

  // Idempotency and settings

  /** The first answer to an idempotency key, while it is kept (24 hours). */
  answer(key: string): StoredAnswer | undefined {
    const answer = this.changes.answers[key];
    return answer && isAnswerFresh(answer) ? answer : undefined;
  }

  rememberAnswer(key: string, answer: StoredAnswer): void {
    this.changes.answers = pruneAnswers({ ...this.changes.answers, [key]: answer });
    this.save();
  }

  toggleOverrides(): LedgerChanges['toggles'] {
    return this.changes.toggles;
  }

  setToggle(name: string, value: LedgerChanges['toggles'][string]): void {
    this.changes.toggles[name] = value;
    this.save();
  }

  /** Whether the user closed (true) or asked for (false) the dashboard guide; undefined: neither yet. */
  guideClosed(email: string): boolean | undefined {
    return this.changes.guideClosed[email];
  }

  closeGuide(email: string, closed: boolean): void {
    this.changes.guideClosed[email] = closed;
    this.save();
  }
}
