import type { Micros } from '../../shared/money';
import type { Scenario } from '../types';
import { persisted } from './persisted';

/** The low-balance thresholds as the company set them (docs/decisions/accounts.md 'Low-balance alert'). */
export interface StoredThresholds {
  /** The scenario these belong to: another scenario starts from its own. */
  scenario: string;
  /** accountNumber -> threshold in micro-units of the account's currency; no entry is no alert. */
  thresholds: Record<string, Micros>;
}

export const thresholdsStore = persisted<StoredThresholds | null>(
  'mockbank:thresholds',
  () => null,
  { version: 1 },
);

/** The thresholds the company set, written to storage after every change. */
export class ThresholdBook {
  private items: Record<string, Micros> = {};

  constructor(private readonly scenario: Scenario) {
    this.reload();
  }

  reload(): void {
    const stored = thresholdsStore.load();
    // No scenario seeds one: every account starts without an alert.
    this.items = { ...(stored?.scenario === this.scenario.name ? stored.thresholds : {}) };
  }

  get(accountNumber: string): Micros | undefined {
    return Object.hasOwn(this.items, accountNumber) ? this.items[accountNumber] : undefined;
  }

  /** Sets the account's threshold, or removes it (null). */
  set(accountNumber: string, threshold: Micros | null): void {
    if (threshold === null) delete this.items[accountNumber];
    else this.items[accountNumber] = threshold;
    thresholdsStore.save({ scenario: this.scenario.name, thresholds: { ...this.items } });
  }
}
