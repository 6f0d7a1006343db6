import { accountsStore } from './accounts';
import { activityStore } from './activity';
import { applicantsStore } from './applicants';
import { approvalsStore } from './approvals';
import { batchesStore } from './batches';
import { cardPinsStore } from './cardPins';
import { cardsStore } from './cards';
import { clientTriesStore } from './clientTries';
import { controlsStore } from './controls';
import { answersStore } from './idempotency';
import { outboxStore } from './outbox';
import type { Persisted, Stored } from './persisted';
import { payoutDaysStore } from './payoutDays';
import { payoutsStore } from './payouts';
import { policiesStore } from './policies';
import { preferencesStore } from './preferences';
import { fileBytes, receiptsStore } from './receipts';
import { recipientsStore } from './recipients';
import { rewardsStore } from './rewards';
import { securityStore } from './security';
import { seenStore } from './seen';
import { signUpsStore } from './signUps';
import { teamStore } from './team';
import { transactionsStore } from './transactions';

/**
 * Every persisted store of the mock bank: the one place that knows them all, so the demo's reset
 * clears them all and the bank's whole state can be saved and loaded as one object (the next
 * issue's state file). A new area's store is added here.
 */
export const ALL_STORES: readonly Persisted<unknown>[] = [
  accountsStore,
  recipientsStore,
  transactionsStore,
  payoutsStore,
  approvalsStore,
  answersStore,
  preferencesStore,
  applicantsStore,
  signUpsStore,
  clientTriesStore,
  securityStore,
  controlsStore,
  seenStore,
  outboxStore,
  payoutDaysStore,
  teamStore,
  activityStore,
  policiesStore,
  cardsStore,
  cardPinsStore,
  rewardsStore,
  batchesStore,
  receiptsStore,
];

/** Forgets every store (and the keys of earlier builds): the demo panel's reset. */
export function clearStores(): void {
  for (const store of ALL_STORES) store.clear();
  // The receipts' bytes are held in memory, beside their records (stores/receipts.ts).
  fileBytes.clear();
}

/** The bank's whole state: each store's stored value with its version, by key. */
export type Snapshot = Record<string, Stored>;

export function snapshotStores(): Snapshot {
  const snapshot: Snapshot = {};
  for (const store of ALL_STORES) {
    const stored = store.raw();
    if (stored) snapshot[store.key] = stored;
  }
  return snapshot;
}

/**
 * Replaces the bank's whole state with a snapshot: a store it lacks starts from its seed, a
 * store of an older version is migrated when read, keys no store knows are ignored.
 */
export function restoreStores(snapshot: Snapshot): void {
  // A running Bank keeps its books in memory: Bank.reload() after this, as after clearStores.
  for (const store of ALL_STORES) {
    const stored = snapshot[store.key];
    if (stored) store.restore(stored);
    else store.clear();
  }
}
