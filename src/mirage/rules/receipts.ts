import { buildPath } from '../../shared/contracts/contract';
import { receiptFileContent } from '../../shared/contracts/receipts';
import {
  ATTACHMENT_FILES_MAX,
  ATTACHMENT_FILE_BYTES_MAX,
  ATTACHMENT_TEXTS,
  FILE_NOT_FOUND_TEXT,
  sniffFileType,
  TRANSACTION_NOT_FOUND_TEXT,
  TRANSFER_FILE_MIME,
  type SyncStatus,
} from '../../shared/domain/attachments';
import { safeFileName } from '../../shared/domain/fileContent';
import type { PayoutFile } from '../../shared/domain/payouts';
import { visibleTransactionTypes, type Transaction } from '../../shared/domain/transactions';
import { fileExtension } from '../../shared/domain/uploads';
import { seededFileBytes } from '../builders/receiptFiles';
import {
  annotated,
  changesRecord,
  fileBytes,
  receiptsStore,
  type FileRecord,
  type StoredReceipts,
  type TransactionFiles,
} from '../stores/receipts';
import { BankError, type MockUser, type Scenario } from '../types';
import { corpIdOf } from './applicants';
import { bankNow } from './bankClock';
import type { BankView } from './bankView';
import { loadCards } from './cards';
import { takeTry, type TryLimit } from './clientTries';
import { MOCK_SECRET, mockHash } from './hash';
import { decodedLength } from './kycUploads';

/**
 * A transaction's note, files and fraud reports at the bank (spec-3 §3 Attachment file, §4
 * Transaction detail, §5; docs/decisions/receipts.md): who may see and change them, the file
 * rules (5 a transaction counting the transfer's, 5 MB each, PNG, JPEG or PDF by content),
 * totalAttachments moved by files added minus files deleted, read-only after a COMPLETED
 * accounting sync, and signed links to the content.
 */

const notFound = (text = TRANSACTION_NOT_FOUND_TEXT) =>
  new BankError(404, 'RESOURCE_NOT_FOUND', text);

/** The actor of these rules: the signed-in user. */
type Actor = Pick<MockUser, 'userReferenceID' | 'role' | 'email' | 'corpID'>;

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

function seedsOf(scenario: Scenario): ScenarioSeeds {
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
const TRANSFER_PREFIX = 'TRF';
const SEEDED_RECEIPT_PREFIX = 'RCS';
const UPLOADED_PREFIX = 'RCP-';

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

function loadState(scenario: Scenario): StoredReceipts {
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
function changeEntry<R>(bank: BankView, t: Transaction, edit: (entry: TransactionFiles) => R): R {
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
function assertMayChange(bank: BankView, user: Actor, t: Transaction): void {
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

// ---- Files.

/** A file as uploaded: its base64 bytes, with a name and a type that are only labels. */
export interface UploadedFile {
  fileName: string;
  fileType: string;
  bufferFile: string;
}

/** A file the rules accepted: its kept name, the type found in its bytes, and the bytes. */
interface CheckedFile {
  fileName: string;
  fileType: string;
  bytes: Uint8Array;
}

const invalid = (field: string, description: string) =>
  new BankError(400, 'INVALID_PARAM_ERROR', description, { field });

/**
 * spec-3 §5: 5 MB at most (decoded; counted before decoding), PNG, JPEG or PDF by the first
 * bytes: the name and the declared type are never read for the type.
 */
export function checkFile(file: UploadedFile): CheckedFile {
  const size = decodedLength(file.bufferFile);
  if (size === null) throw invalid('bufferFile', 'bufferFile: expected the bytes in base64');
  if (size > ATTACHMENT_FILE_BYTES_MAX)
    throw new BankError(400, 'ATTACHMENT_TOO_LARGE', ATTACHMENT_TEXTS.sizeBody, {
      title: ATTACHMENT_TEXTS.sizeTitle,
    });
  const bytes = decode(file.bufferFile);
  const fileType = sniffFileType(bytes);
  if (!fileType)
    throw new BankError(400, 'ATTACHMENT_TYPE_NOT_ALLOWED', ATTACHMENT_TEXTS.typeBody, {
      title: ATTACHMENT_TEXTS.typeTitle,
    });
  return { fileName: safeFileName(file.fileName), fileType, bytes };
}

const limitExceeded = () =>
  new BankError(400, 'ATTACHMENT_LIMIT_EXCEEDED', ATTACHMENT_TEXTS.limitBody, {
    title: ATTACHMENT_TEXTS.limitTitle,
  });

/** What a change answers: the receipts now and the transaction's new count. */
export interface FilesChange {
  txnDisplayRefID: string;
  files: FileRecord[];
  totalAttachments: number;
}

/**
 * Deletes `deleteIds` (receipts of this transaction) and adds `files`, all or nothing: the count
 * (the transaction's totalAttachments, transfer files included) may not pass 5, every file must
 * pass checkFile. totalAttachments moves by files added minus files deleted (spec-3 §4).
 */
export function changeReceipts(
  bank: BankView,
  user: Actor,
  id: string,
  files: readonly UploadedFile[],
  deleteIds: readonly string[],
  now = Date.now(),
): FilesChange {
  const t = visibleTransaction(bank, user, id);
  assertMayChange(bank, user, t);
  const current = filesOf(bank, t);
  const deleting = new Set(deleteIds);
  for (const ref of deleting)
    if (!current.receipts.some((r) => r.referenceID === ref)) throw notFound(FILE_NOT_FOUND_TEXT);
  const total = t.totalAttachments - deleting.size + files.length;
  if (files.length > 0 && total > ATTACHMENT_FILES_MAX) throw limitExceeded();
  const checked = files.map(checkFile);
  const corpID = bank.scenario.company.corpID;
  return changeEntry(bank, t, (entry) => {
    entry.receipts = entry.receipts.filter((r) => !deleting.has(r.referenceID));
    for (const ref of deleting) fileBytes.delete(ref);
    for (const file of checked) {
      const referenceID = `${UPLOADED_PREFIX}${crypto.randomUUID()}`;
      fileBytes.put(corpID, referenceID, file.bytes);
      entry.receipts.push({
        referenceID,
        fileName: file.fileName,
        fileType: file.fileType,
        size: file.bytes.length,
        uploadedAt: now,
      });
    }
    entry.totalAttachments = total;
    return {
      txnDisplayRefID: t.displayReferenceId,
      files: entry.receipts,
      totalAttachments: total,
    };
  });
}

/** The transaction a file belongs to, by its id: seeded ids name it, uploaded ones are looked up. */
function transactionOfFile(bank: BankView, referenceID: string): string | undefined {
  if (
    referenceID.startsWith(`${TRANSFER_PREFIX}.`) ||
    referenceID.startsWith(`${SEEDED_RECEIPT_PREFIX}.`)
  )
    return referenceID.slice(referenceID.indexOf('.') + 1, referenceID.lastIndexOf('.'));
  const entries = loadState(bank.scenario).byTransaction;
  return Object.keys(entries).find((id) =>
    [...(entries[id]?.receipts ?? []), ...(entries[id]?.transferFiles ?? [])].some(
      (f) => f.referenceID === referenceID,
    ),
  );
}

/** Deletes one receipt; a file already gone (a replayed delete) is 404 and moves nothing. */
export function deleteReceipt(bank: BankView, user: Actor, referenceID: string): FilesChange {
  const id = transactionOfFile(bank, referenceID);
  if (!id) throw notFound(FILE_NOT_FOUND_TEXT);
  let t: Transaction;
  try {
    t = visibleTransaction(bank, user, id);
  } catch {
    throw notFound(FILE_NOT_FOUND_TEXT);
  }
  if (!filesOf(bank, t).receipts.some((r) => r.referenceID === referenceID))
    throw notFound(FILE_NOT_FOUND_TEXT);
  return changeReceipts(bank, user, id, [], [referenceID]);
}

/** Of `ids`, those the user sees that have a file (transfer file or receipt). */
export function withFiles(bank: BankView, user: Actor, ids: readonly string[]): string[] {
  return ids.filter((id) => {
    try {
      return visibleTransaction(bank, user, id).totalAttachments > 0;
    } catch {
      return false;
    }
  });
}

const decode = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));

/** A transaction's transfer files from their bytes (already checked as the payout's attachments). */
function keepFiles(
  bank: BankView,
  t: Transaction,
  files: readonly { fileName: string; bytes: Uint8Array }[],
  now: number,
): void {
  const corpID = bank.scenario.company.corpID;
  changeEntry(bank, t, (entry) => {
    entry.transferFiles = files.map(({ fileName: name, bytes }) => {
      const fileName = safeFileName(name);
      const referenceID = `${UPLOADED_PREFIX}${crypto.randomUUID()}`;
      fileBytes.put(corpID, referenceID, bytes);
      return {
        referenceID,
        fileName,
        fileType:
          sniffFileType(bytes) ??
          TRANSFER_FILE_MIME[fileExtension(fileName)] ??
          'application/octet-stream',
        size: bytes.length,
        uploadedAt: now,
      };
    });
  });
}

/** The transfer's own files of a payout executed now (spec-2 §3 fileBufferList, already checked). */
export function keepTransferFiles(
  bank: BankView,
  transactionId: string | undefined,
  files: readonly PayoutFile[] | undefined,
  now = Date.now(),
): void {
  const t = transactionId ? bank.transactions.get(transactionId) : undefined;
  if (!t || !files?.length) return;
  keepFiles(
    bank,
    t,
    files.map((f) => ({ fileName: f.fileName, bytes: decode(f.bufferFile) })),
    now,
  );
}

/** A held payout's files until it is approved: names here, bytes in fileBytes (bounded there). */
const heldFiles = new Map<string, { fileName: string; referenceID: string }[]>();
/** At most this many held payouts keep their files; the oldest forget theirs (the count stays). */
export const HELD_PAYOUTS_WITH_FILES = 20;

/** Keeps a payout's files while it waits for an approver (memory only, as every file's bytes). */
export function holdTransferFiles(
  bank: BankView,
  requestId: string,
  files: readonly PayoutFile[] | undefined,
): void {
  if (!files?.length) return;
  const corpID = bank.scenario.company.corpID;
  heldFiles.set(
    requestId,
    files.map((f, i) => {
      const referenceID = `HELD.${requestId}.${i}`;
      fileBytes.put(corpID, referenceID, decode(f.bufferFile));
      return { fileName: f.fileName, referenceID };
    }),
  );
  for (const old of [...heldFiles.keys()].slice(0, heldFiles.size - HELD_PAYOUTS_WITH_FILES)) {
    for (const f of heldFiles.get(old) ?? []) fileBytes.delete(f.referenceID);
    heldFiles.delete(old);
  }
}

/** An approved payout's held files become its transaction's transfer files (those still held). */
export function releaseTransferFiles(
  bank: BankView,
  requestId: string,
  transactionId: string | undefined,
  now = Date.now(),
): void {
  const held = heldFiles.get(requestId) ?? [];
  heldFiles.delete(requestId);
  const files = held.flatMap((f) => {
    const bytes = fileBytes.get(f.referenceID);
    fileBytes.delete(f.referenceID);
    return bytes ? [{ fileName: f.fileName, bytes }] : [];
  });
  const t = transactionId ? bank.transactions.get(transactionId) : undefined;
  if (t && files.length > 0) keepFiles(bank, t, files, now);
}

// ---- Signed links to the content.

/** A signed link lives 15 minutes (the batch upload's lives 5: a preview stays open longer). */
export const SIGNED_URL_MS = 15 * 60_000;

const signatureOf = (userId: string, referenceID: string, expiresAt: number) =>
  `${expiresAt}.${mockHash(`receipt-file|${userId}|${referenceID}|${expiresAt}|${MOCK_SECRET}`)}`;

/** A file as the calls answer it, with this user's signed link to its content. */
export function fileView(user: Actor, file: FileRecord, now = bankNow()) {
  // Whole minutes: the same link for a minute, so a list read twice answers alike.
  const expiresAt = Math.ceil((now + SIGNED_URL_MS) / 60_000) * 60_000;
  const signature = signatureOf(user.userReferenceID, file.referenceID, expiresAt);
  return {
    referenceID: file.referenceID,
    fileName: file.fileName,
    fileType: file.fileType,
    size: file.size,
    signedURL: `${buildPath(receiptFileContent.path, { referenceID: file.referenceID })}?signature=${encodeURIComponent(signature)}`,
  };
}

const badLink = () =>
  new BankError(
    403,
    'NO_PERMISSION_API',
    'This file link is not valid for you or has expired. Please open the file again.',
  );

/**
 * A file's content at its signed link: the link must be this user's for this file and not
 * expired (403), the transaction one they see (404), and the bytes still held (404).
 */
export function fileContent(
  bank: BankView,
  user: Actor,
  referenceID: string,
  signature: string,
  now = bankNow(),
): { fileName: string; fileType: string; bufferFile: string } {
  const expiresAt = Number(signature.split('.')[0]);
  if (
    !Number.isSafeInteger(expiresAt) ||
    signature !== signatureOf(user.userReferenceID, referenceID, expiresAt) ||
    now > expiresAt
  )
    throw badLink();
  const id = transactionOfFile(bank, referenceID);
  if (!id) throw notFound(FILE_NOT_FOUND_TEXT);
  const t = visibleTransaction(bank, user, id);
  const entry = filesOf(bank, t);
  const file = [...entry.transferFiles, ...entry.receipts].find(
    (f) => f.referenceID === referenceID,
  );
  if (!file) throw notFound(FILE_NOT_FOUND_TEXT);
  const bytes = file.seeded
    ? seededFileBytes(file.seeded, file.fileName, id)
    : fileBytes.get(referenceID);
  if (!bytes)
    throw notFound('The content of this file is no longer held by the demo bank. Upload it again.');
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return { fileName: file.fileName, fileType: file.fileType, bufferFile: btoa(binary) };
}

// ---- Fraud report.

const REPORTS: TryLimit = {
  purpose: 'fraud-report',
  max: 60,
  text: (wait) => `Too many reports in a short time. Please try again in ${wait}.`,
};

/**
 * spec-3 §2: the fraud report modal opened on a transaction the user sees. Once per user and
 * transaction: a repeat answers the first report's time and records nothing. A new report counts
 * against REPORTS (429 past it).
 */
export function reportUnknown(
  bank: BankView,
  user: Actor,
  id: string,
  now = Date.now(),
): { transactionId: string; reportedAt: string } {
  const t = visibleTransaction(bank, user, id);
  const earlier = filesOf(bank, t).fraudReports?.[user.userReferenceID];
  if (earlier) return { transactionId: id, reportedAt: earlier };
  takeTry(user.userReferenceID, REPORTS);
  const reportedAt = new Date(now).toISOString();
  changeEntry(bank, t, (entry) => {
    entry.fraudReports = { ...entry.fraudReports, [user.userReferenceID]: reportedAt };
  });
  return { transactionId: id, reportedAt };
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
