import type { CurrencyCode } from '../shared/currencies';
import type { BankDatabase } from './database';

/*
 * The meta store (schema.ts: `meta: 'key'`) holds one value per key: what sync writes there and
 * pages read. The keys live here, next to the schema, so no layer spells them on its own.
 */

/** The signed-in user's profile (shared/domain/profile Profile). */
export const PROFILE_KEY = 'profile';
/** The feature toggles (shared/domain/toggles FeatureToggles). */
export const TOGGLES_KEY = 'toggles';
/** Bid rates into SGD of every account currency, for the dashboard's total (offline too): SgdRates. */
export const SGD_RATES_KEY = 'rates:SGD';
/** The bank's payout corridors and routes (shared/domain/corridors PayoutConfig). */
export const PAYOUT_CONFIG_KEY = 'payoutConfig';
/** How many pending requests wait for this user (the menu badge): a number. */
export const PENDING_COUNT_KEY = 'approvals:pendingCount';
/**
 * The virtual card the user created on this device, until its dashboard banner is closed
 * (VirtualCardNotice; docs/decisions/cards.md 'The virtual-card-created banner').
 */
export const VIRTUAL_CARD_NOTICE_KEY = 'notice:virtualCardCreated';
/**
 * The batch-file column mappings this user confirmed, by their headers' signature
 * (BatchColumnMappings; docs/decisions/batch-transfers.md 'Column mapping').
 */
export const BATCH_COLUMN_MAPPINGS_KEY = 'batch:columnMappings';
/**
 * A transaction note typed while the bank could not be reached, one per transaction (the last
 * typed wins), until it is saved (noteOutbox.ts; docs/decisions/transactions.md 'Notes typed offline').
 */
export const NOTE_OUTBOX_PREFIX = 'outbox:note:';
export const pendingNoteKey = (transactionId: string) => `${NOTE_OUTBOX_PREFIX}${transactionId}`;
/** When a synced store last synced on this device (a time in ms). */
export const syncedKey = (store: string) => `lastSyncedAt:${store}`;

/** What the virtual-card-created banner names: the card by its last digits, and its account. */
export interface VirtualCardNotice {
  cardId: string;
  panTail: string;
  nameOnCard: string;
  accountNumber: string;
}

/**
 * The batch transfer being prepared (features/transfer/batch BatchDraft): the rows read before
 * upload, then the batch's id and the bank's last answer, so a reload or an offline period keeps it.
 */
export const BATCH_DRAFT_KEY = 'draft:batchTransfer';
/** A batch template (LOCAL, OVERSEAS) as last read, so a file can be read and checked offline. */
export const batchTemplateKey = (kind: string) => `draft:batchTemplate:${kind}`;

/** currency -> bid rate in millionths (1 currency = rate / 1e6 SGD), kept under SGD_RATES_KEY. */
export type SgdRates = Partial<Record<CurrencyCode, number>>;

export async function writeMeta(db: BankDatabase, key: string, value: unknown): Promise<void> {
  await db.meta.put({ key, value, updatedAt: Date.now() });
}

export async function readMeta<T>(db: BankDatabase, key: string): Promise<T | undefined> {
  return (await db.meta.get(key))?.value as T | undefined;
}

export async function markSynced(db: BankDatabase, store: string, at = Date.now()): Promise<void> {
  await writeMeta(db, syncedKey(store), at);
}

export async function lastSyncedAt(db: BankDatabase, store: string): Promise<number | null> {
  const value = await readMeta<number>(db, syncedKey(store));
  return typeof value === 'number' ? value : null;
}
