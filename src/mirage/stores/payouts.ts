import type { Scenario } from '../types';
import { isRecord, ledgerPart } from './legacyLedger';
import { persisted } from './persisted';

/** A payout on its way: whether the recipient's bank returns it (the demo panel's failure). */
export interface OpenPayout {
  returns: boolean;
}

/** Payouts booked and not yet final, by transaction id (rules/payoutLedger.ts settles them). */
export interface StoredPayouts {
  scenario: string;
  open: Record<string, OpenPayout>;
}

export const payoutsStore = persisted<StoredPayouts | null>('mockbank:payouts', () => null, {
  version: 1,
  legacy: ledgerPart((old) =>
    isRecord(old.openPayouts) && Object.keys(old.openPayouts).length > 0
      ? { scenario: old.scenario, open: old.openPayouts as Record<string, OpenPayout> }
      : undefined,
  ),
});

/** The payouts on their way. */
export class PayoutBook {
  private state: StoredPayouts;

  constructor(private readonly scenario: Scenario) {
    this.state = this.loaded();
  }

  private loaded(): StoredPayouts {
    const stored = payoutsStore.load();
    return stored?.scenario === this.scenario.name
      ? stored
      : { scenario: this.scenario.name, open: {} };
  }

  reload(): void {
    this.state = this.loaded();
  }

  /** Payouts on their way, by transaction id. */
  open(): Readonly<Record<string, OpenPayout>> {
    return this.state.open;
  }

  /** Marks booked payouts as on their way, with one write. */
  openMany(plans: Readonly<Record<string, OpenPayout>>): void {
    Object.assign(this.state.open, plans);
    payoutsStore.save(this.state);
  }

  /** Marks a booked payout as on its way (`plan`), or as final (null). */
  set(id: string, plan: OpenPayout | null): void {
    if (plan) this.state.open[id] = plan;
    else delete this.state.open[id];
    payoutsStore.save(this.state);
  }
}
