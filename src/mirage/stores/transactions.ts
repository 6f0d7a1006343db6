import type { Transaction } from '../../shared/domain/transactions';
import { newestFirst } from '../builders/transactions';
import type { Scenario } from '../types';
import { ledgerPart } from './legacyLedger';
import { persisted } from './persisted';
import { annotated, changesRecord, receiptsStore } from './receipts';

/** Transactions the mock booked, oldest first; never the scenario's generated history. */
export interface StoredTransactions {
  scenario: string;
  booked: Transaction[];
}

export const transactionsStore = persisted<StoredTransactions | null>(
  'mockbank:transactions',
  () => null,
  {
    version: 1,
    legacy: ledgerPart((old) =>
      Array.isArray(old.transactions) && old.transactions.length > 0
        ? { scenario: old.scenario, booked: old.transactions as Transaction[] }
        : undefined,
    ),
  },
);

/**
 * The company's transactions, newest first: the scenario's history with the records booked since
 * (transactionsStore). Records come in only through rules/bookings.ts.
 */
export class TransactionBook {
  /** Newest first. */
  private txns: Transaction[] = [];
  private byId = new Map<string, Transaction>();
  private booked: Transaction[] = [];

  /** `beforeRead`: brings open payouts up to the bank's clock first (the Bank's settle). */
  constructor(
    private readonly scenario: Scenario,
    private readonly beforeRead: () => void = () => {},
  ) {
    this.reload();
  }

  reload(): void {
    const stored = transactionsStore.load();
    this.booked = stored?.scenario === this.scenario.name ? stored.booked : [];
    const newest = this.booked.toReversed();
    this.txns = newest.length
      ? [...newest, ...this.scenario.transactions].toSorted(newestFirst)
      : this.scenario.transactions;
    this.byId = new Map(this.txns.map((t) => [t.displayReferenceId, t]));
    this.annotate();
  }

  /**
   * Lays the notes, file counts and sync statuses the bank changed (stores/receipts.ts,
   * rules/receipts.ts) over the records, in one pass: the scenario's records are shared and never
   * edited.
   */
  private annotate(): void {
    const stored = receiptsStore.load();
    if (stored?.scenario !== this.scenario.name) return;
    const entries = new Map(
      Object.entries(stored.byTransaction).filter(([id]) => this.byId.has(id)),
    );
    if (entries.size === 0) return;
    this.txns = this.txns.map((t) => {
      const e = entries.get(t.displayReferenceId);
      if (!e || !changesRecord(t, e)) return t;
      const next = annotated(t, e);
      this.byId.set(t.displayReferenceId, next);
      return next;
    });
  }

  private changed(): void {
    transactionsStore.save({ scenario: this.scenario.name, booked: this.booked });
  }

  /** Newest first. Read-only: the list is shared with the scenario. */
  list(): readonly Transaction[] {
    this.beforeRead();
    return this.txns;
  }

  get(id: string): Transaction | undefined {
    this.beforeRead();
    return this.byId.get(id);
  }

  /**
   * Keeps new records (`records` in booking order). A refund is dated when its payout failed,
   * which may be before the newest record: then the list is sorted again (rare; a new payout is
   * the newest and just goes in front). `listed`: the records in the order they head the list,
   * as given (an exchange's credit over its debit), without sorting.
   */
  add(records: readonly Transaction[], listed?: readonly Transaction[]): void {
    for (const t of records) {
      this.byId.set(t.displayReferenceId, t);
      this.booked.push(t);
    }
    if (listed) this.txns = [...listed, ...this.txns];
    else {
      const head = this.txns[0];
      const merged = [...records.toSorted(newestFirst), ...this.txns];
      this.txns =
        head && records.some((t) => newestFirst(t, head) > 0)
          ? merged.toSorted(newestFirst)
          : merged;
    }
    this.changed();
  }

  /** A booked record's next state (a payout's status): a new object, so earlier answers keep theirs. */
  replace(next: Transaction): void {
    const id = next.displayReferenceId;
    this.txns = this.txns.map((t) => (t.displayReferenceId === id ? next : t));
    this.byId.set(id, next);
    this.booked = this.booked.map((t) => (t.displayReferenceId === id ? next : t));
    this.changed();
  }
}
