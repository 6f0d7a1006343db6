import { buildPath } from '../../shared/contracts/contract';
import { receiptFileContent } from '../../shared/contracts/receipts';
import { FILE_NOT_FOUND_TEXT } from '../../shared/domain/attachments';
import { seededFileBytes } from '../builders/receiptFiles';
import { fileBytes, type FileRecord } from '../stores/receipts';
import { BankError } from '../types';
import { bankNow } from './bankClock';
import type { BankView } from './bankView';
import { MOCK_SECRET, mockHash } from './hash';
import { transactionOfFile } from './receiptFiles';
import { filesOf, notFound, visibleTransaction, type Actor } from './receipts';

/**
 * Signed links to a file's content (docs/decisions/receipts.md 'Receipt file content'): for one
 * user and one file, 15 minutes, answered as base64 JSON with the type found in the bytes.
 */
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
