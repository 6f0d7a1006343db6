import {
  ATTACHMENT_TEXTS,
  TRANSACTION_NOT_FOUND_TEXT,
  type SyncStatus,
} from '../../shared/domain/attachments';
import { visibleTransactionTypes, type Transaction } from '../../shared/domain/transactions';
import { seededFileBytes } from '../builders/receiptFiles';
import {
  annotated,
  changesRecord,
  receiptsStore,
  type FileRecord,
  type StoredReceipts,
  type TransactionFiles,
} from '../stores/receipts';
import { BankError, type MockUser, type Scenario } from '../types';
import { corpIdOf } from './applicants';
import type { BankView } from './bankView';
import { loadCards } from './cards';
import { takeTry, type TryLimit } from './clientTries';

/**
 * A transaction's note, files and fraud reports at the bank (spec-3 §3 Attachment file, §4
 * Transaction detail, §5; docs/decisions/receipts.md): who may see and change them, the state
 * they live in (seeds, then what changed), the note, and read-only after a COMPLETED accounting
 * sync. The file rules are in receiptFiles.ts, the signed links to the content in
 * receiptLinks.ts, the fraud report in fraudReport.ts.
 */

export const notFound = (text = TRANSACTION_NOT_FOUND_TEXT) =>
  new BankError(404, 'RESOURCE_NOT_FOUND', text);

/** The actor of these rules: the signed-in user. */
export type Actor = Pick<MockUser, 'userReferenceID' | 'role' | 'email' | 'corpID'>;

/**
 * The transaction `id` as `user` sees it, or 404: the same visibility as the list (the general
 * role: card types only), in the user's company only. Nothing tells an unseen transaction from
 * one that does not exist.
 */
export function visibleTransaction(bank: BankView, user: Actor, id: string): Transaction {
  const t = bank.transactions.get(id);
  if (
    !t ||
    corpIdOf(user as MockUser, bank.scenario) !== bank.scenario.company.corpID ||
    !visibleTransactionTypes(user.role).includes(t.type)
  )
    throw notFound();
  return t;
}

// ---- Seeds: what a transaction nobody changed holds.

interface ScenarioSeeds {
  /** Every id of the scenario's own history (a booked record has no seeded transfer files). */
  ids: Set<string>;
  receipts: Map<string, { fileName: string; kind: 'png' | 'pdf' }[]>;
  syncStatus: Record<string, SyncStatus>;
}

const seedsCache = new WeakMap<Scenario, ScenarioSeeds>();

export function seedsOf(scenario: Scenario): ScenarioSeeds {
  const cached = seedsCache.get(scenario);
  if (cached) return cached;
  const receipts = new Map<string, { fileName: string; kind: 'png' | 'pdf' }[]>();
  for (const r of scenario.attachments?.receipts ?? [])
    receipts.set(r.transactionId, [
      ...(receipts.get(r.transactionId) ?? []),
      { fileName: r.fileName, kind: r.kind },
    ]);
  const seeds: ScenarioSeeds = {
    ids: new Set(scenario.transactions.map((t) => t.displayReferenceId)),
    receipts,
    syncStatus: scenario.attachments?.syncStatus ?? {},
  };
  seedsCache.set(scenario, seeds);
  return seeds;
}

/** Seeded files' ids: '<prefix>.<transaction id>.<n>', so the transaction is found from the id. */
export const TRANSFER_PREFIX = 'TRF';
export const SEEDED_RECEIPT_PREFIX = 'RCS';
export const UPLOADED_PREFIX = 'RCP-';

function seededRecord(
  prefix: string,
  t: Transaction,
  n: number,
  fileName: string,
  kind: 'png' | 'pdf',
): FileRecord {
  return {
    referenceID: `${prefix}.${t.displayReferenceId}.${n}`,
    fileName,
    fileType: kind === 'png' ? 'image/png' : 'application/pdf',
    size: seededFileBytes(kind, fileName, t.displayReferenceId).length,
    uploadedAt: Date.parse(t.createdAt) || 0,
    seeded: kind,
  };
}

/**
 * A scenario transaction's seeded files: the scenario's receipts, and as transfer files the rest
 * of its totalAttachments (a drawn payout says how many it was sent with).
 */
function seedEntry(scenario: Scenario, t: Transaction): TransactionFiles {
  const seeds = seedsOf(scenario);
  const id = t.displayReferenceId;
  const receipts = (seeds.receipts.get(id) ?? []).map((r, i) =>
    seededRecord(SEEDED_RECEIPT_PREFIX, t, i + 1, r.fileName, r.kind),
  );
  const transfers = seeds.ids.has(id) ? Math.max(0, t.totalAttachments - receipts.length) : 0;
  const transferFiles = Array.from({ length: transfers }, (_, i) =>
    seededRecord(TRANSFER_PREFIX, t, i + 1, `Transfer document ${i + 1}.pdf`, 'pdf'),
  );
  return { transferFiles, receipts };
}

export function loadState(scenario: Scenario): StoredReceipts {
  const stored = receiptsStore.load();
  return stored?.scenario === scenario.name
    ? stored
    : { scenario: scenario.name, byTransaction: {} };
}

/** A transaction's files and note as the bank holds them now. */
export function filesOf(bank: BankView, t: Transaction): TransactionFiles {
  return (
    loadState(bank.scenario).byTransaction[t.displayReferenceId] ?? seedEntry(bank.scenario, t)
  );
}

/** The accounting sync status (spec-3 §3): what the bank set, else the scenario's, else UNKNOWN. */
export function syncStatusOf(bank: BankView, t: Transaction): SyncStatus {
  return (
    filesOf(bank, t).syncStatus ??
    seedsOf(bank.scenario).syncStatus[t.displayReferenceId] ??
    'UNKNOWN'
  );
}

/**
 * Changes a transaction's entry (the seeded one first, if nobody changed it yet) and lays its
 * note and count over the transaction record, so lists and exports read them.
 */
export function changeEntry<R>(
  bank: BankView,
  t: Transaction,
  edit: (entry: TransactionFiles) => R,
): R {
  const state = loadState(bank.scenario);
  const id = t.displayReferenceId;
  const entry = state.byTransaction[id] ?? seedEntry(bank.scenario, t);
  const result = edit(entry);
  state.byTransaction[id] = entry;
  receiptsStore.save(state);
  if (changesRecord(t, entry)) bank.transactions.replace(annotated(t, entry));
  return result;
}

// ---- Who may change.

const WRITES: TryLimit = {
  purpose: 'transaction-annotations',
  max: 600,
  text: (wait) => `Too many changes to notes and files. Please try again in ${wait}.`,
};

/**
 * A change of the note or files: the general role on a payment of one of their own cards only
 * (403), nothing once the accounting sync COMPLETED (409), and at most WRITES.max an hour per
 * user (429).
 */
export function assertMayChange(bank: BankView, user: Actor, t: Transaction): void {
  if (user.role === 'general') {
    const own = loadCards(bank.scenario).cards.some(
      (c) => c.holderUserReferenceID === user.userReferenceID && c.panTail === t.cardNumber,
    );
    if (!t.cardNumber || !own)
      throw new BankError(403, 'NO_PERMISSION_API', ATTACHMENT_TEXTS.notYours);
  }
  if (syncStatusOf(bank, t) === 'COMPLETED')
    throw new BankError(409, 'TRANSACTION_READ_ONLY', ATTACHMENT_TEXTS.readOnly);
  takeTry(user.userReferenceID, WRITES);
}

// ---- Notes.

/** spec-3 §4: saves the note (already cleaned and at most 500 characters by the contract). */
export function saveNote(bank: BankView, user: Actor, id: string, note: string): string {
  const t = visibleTransaction(bank, user, id);
  assertMayChange(bank, user, t);
  changeEntry(bank, t, (entry) => {
    entry.note = note;
  });
  return note;
}

// ---- Tests and the demo: the accounting sync status.

/** Sets a transaction's accounting sync status (the accounting integration will; tests do now). */
export function setSyncStatus(bank: BankView, id: string, status: SyncStatus): void {
  const t = bank.transactions.get(id);
  if (!t) throw notFound();
  changeEntry(bank, t, (entry) => {
    entry.syncStatus = status;
  });
}
