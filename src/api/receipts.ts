import type * as z from 'zod/mini';
import {
  deleteReceiptFile,
  hasAttachments,
  receiptFileContent,
  receiptFiles,
  saveReceiptFiles,
  transferFiles,
  uploadReceiptFile,
  type attachmentFileSchema,
  type uploadFileSchema,
} from '../shared/contracts/receipts';
import { call } from './contractCall';

/**
 * A transaction's files (contracts: src/shared/contracts/receipts.ts; docs/decisions/receipts.md).
 * Refusals arrive as ApiError with the bank's code: ATTACHMENT_LIMIT_EXCEEDED,
 * ATTACHMENT_TOO_LARGE, ATTACHMENT_TYPE_NOT_ALLOWED, TRANSACTION_READ_ONLY, NO_PERMISSION_API,
 * RESOURCE_NOT_FOUND.
 */

/** spec-3 §3 Attachment file (referenceID, fileName, fileType, signedURL) and its size in bytes. */
export type AttachmentFile = z.infer<typeof attachmentFileSchema>;
/** A file to upload: bufferFile is its bytes in base64. */
export type UploadFile = z.input<typeof uploadFileSchema>;

/** What a change answers: the receipts now and the transaction's new totalAttachments. */
export interface ReceiptsChange {
  txnDisplayRefID: string;
  files: AttachmentFile[];
  totalAttachments: number;
}

/** The files sent with the transfer (a payout's attachments), oldest first. */
export async function getTransferFiles(transactionId: string): Promise<AttachmentFile[]> {
  return (await call(transferFiles, { query: { 'transaction-id': transactionId } })).files;
}

/** The receipts added to a transaction, oldest first. */
export async function getReceiptFiles(transactionId: string): Promise<AttachmentFile[]> {
  return (await call(receiptFiles, { query: { 'transaction-id': transactionId } })).files;
}

/** Adds one receipt. */
export function uploadReceipt(txnDisplayRefID: string, file: UploadFile): Promise<ReceiptsChange> {
  return call(uploadReceiptFile, { body: { txnDisplayRefID, file } });
}

/** Deletes and adds receipts in one change, all or nothing (the detail's Save). */
export function saveReceipts(
  txnDisplayRefID: string,
  files: UploadFile[],
  fileToDeleteRefIDs: string[] = [],
): Promise<ReceiptsChange> {
  return call(saveReceiptFiles, { body: { txnDisplayRefID, files, fileToDeleteRefIDs } });
}

/** Deletes one receipt (404 RESOURCE_NOT_FOUND when it is already gone). */
export function deleteReceipt(referenceID: string): Promise<ReceiptsChange> {
  return call(deleteReceiptFile, { body: { referenceID } });
}

/** Which of the given transactions (at most 100) have a file. */
export async function getTransactionsWithFiles(ids: string[]): Promise<string[]> {
  return (await call(hasAttachments, { body: { txnDisplayRefIDs: ids } })).txnDisplayRefIDs;
}

/** A file's content at its signedURL, as a Blob of the type the bank found in its bytes. */
export async function getAttachmentContent(
  file: Pick<AttachmentFile, 'referenceID' | 'signedURL'>,
): Promise<{ fileName: string; blob: Blob }> {
  const signature = new URL(file.signedURL, 'https://bank.invalid').searchParams.get('signature');
  const answer = await call(receiptFileContent, {
    params: { referenceID: file.referenceID },
    query: { signature: signature ?? '' },
  });
  const binary = atob(answer.bufferFile);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return { fileName: answer.fileName, blob: new Blob([bytes], { type: answer.fileType }) };
}
