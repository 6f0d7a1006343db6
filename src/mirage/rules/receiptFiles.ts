import {
  ATTACHMENT_FILES_MAX,
  ATTACHMENT_FILE_BYTES_MAX,
  ATTACHMENT_TEXTS,
  FILE_NOT_FOUND_TEXT,
  sniffFileType,
  TRANSFER_FILE_MIME,
} from '../../shared/domain/attachments';
import { safeFileName } from '../../shared/domain/fileContent';
import type { PayoutFile } from '../../shared/domain/payouts';
import { type Transaction } from '../../shared/domain/transactions';
import { fileExtension } from '../../shared/domain/uploads';
import { fileBytes, type FileRecord } from '../stores/receipts';
import { BankError } from '../types';
import type { BankView } from './bankView';
import { decodedLength } from './kycUploads';
import {
  assertMayChange,
  changeEntry,
  filesOf,
  loadState,
  notFound,
  SEEDED_RECEIPT_PREFIX,
  TRANSFER_PREFIX,
  UPLOADED_PREFIX,
  visibleTransaction,
  type Actor,
} from './receipts';

/**
 * A transaction's files at the bank (spec-3 §3 Attachment file, §4, §5; docs/decisions/receipts.md
 * 'Receipt file rules'): 5 a transaction counting the transfer's own, 5 MB each, PNG, JPEG or PDF
 * by content; totalAttachments moved by files added minus files deleted; a payout's files kept as
 * its transfer files. Who may change them and the state they live in: rules/receipts.ts.
 */
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
export function transactionOfFile(bank: BankView, referenceID: string): string | undefined {
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
