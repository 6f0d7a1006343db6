import * as z from 'zod/mini';
import { ATTACHMENT_FILES_MAX } from '../domain/attachments';
import { MAX_PAGING_IDS } from '../domain/transactions';
import { ACCESS_ERRORS, defineContract } from './contract';
import { requiredReferenceField, requiredTextField } from './fields';

/**
 * spec-3 §7 Transactions (the receipt calls), §3 Attachment file, §4 Transaction detail, §5
 * (docs/decisions/receipts.md): a transaction's files, the transfer's own and the receipts added
 * since. Any role may call them on a transaction it can see (the general role: its card types);
 * one it cannot see is 404 RESOURCE_NOT_FOUND, never told apart from one that does not exist.
 */

/** spec-3 §3 Attachment file; `signedURL` is the bank's signed, expiring link to the content. */
export const attachmentFileSchema = z.object({
  referenceID: z.string(),
  fileName: z.string(),
  /**
   * The MIME type the bank found in the bytes (never the uploader's claim): a receipt is
   * image/png, image/jpeg or application/pdf; a transfer file may also be a Word, Excel or CSV
   * file (spec-2 §5).
   */
  fileType: z.string(),
  /** receipts.fileContent's path with this caller's signature, valid for 15 minutes. */
  signedURL: z.string(),
  /** Bytes, decoded. */
  size: z.number(),
});

/**
 * spec-3 §3 upload payload `files` entry: bufferFile is the file's bytes in base64 (5 MB is
 * 6,990,508 characters). fileName and fileType are kept as labels only: the bank reads the type
 * from the bytes.
 */
export const uploadFileSchema = z.object({
  fileName: requiredTextField(255),
  fileType: z.string().check(z.maxLength(100)),
  bufferFile: z.string().check(z.minLength(1), z.maxLength(7_000_000)),
});

const filesAnswer = z.object({ files: z.array(attachmentFileSchema) });

/** A change of the files: the receipts now and the transaction's new count (transfer files included). */
const changedAnswer = z.object({
  txnDisplayRefID: z.string(),
  files: z.array(attachmentFileSchema),
  totalAttachments: z.number(),
});

const READ_ERRORS = [...ACCESS_ERRORS, 'INVALID_PARAM_ERROR', 'RESOURCE_NOT_FOUND'] as const;
/** What a change can also answer: not this cardholder's payment, synced (read-only), file rules. */
const WRITE_ERRORS = [
  ...READ_ERRORS,
  'NO_PERMISSION_API',
  'TRANSACTION_READ_ONLY',
  'TOO_MANY_REQUEST',
] as const;
const UPLOAD_ERRORS = [
  ...WRITE_ERRORS,
  'ATTACHMENT_LIMIT_EXCEEDED',
  'ATTACHMENT_TOO_LARGE',
  'ATTACHMENT_TYPE_NOT_ALLOWED',
] as const;

const transactionQuery = z.object({ 'transaction-id': requiredReferenceField });

export const transferFiles = defineContract({
  id: 'receipts.transferFiles',
  method: 'GET',
  path: '/v1/boom/transactions/transfer-files',
  summary:
    "spec-3 §7 Transactions: the files sent with the transfer (spec-2 §3 fileBufferList) of ?transaction-id; ?type (the list's type, e.g. PayOut) is accepted and not needed: the bank reads the transaction's own",
  auth: 'bearer',
  query: z.object({
    'transaction-id': requiredReferenceField,
    type: z.optional(z.string().check(z.maxLength(32))),
  }),
  answer: filesAnswer,
  errors: READ_ERRORS,
});

export const receiptFiles = defineContract({
  id: 'receipts.list',
  method: 'GET',
  path: '/v1/boom/transactions/receipt-files',
  summary:
    'spec-3 §7 Transactions, §3 Attachment file: the receipts added to ?transaction-id, oldest first',
  auth: 'bearer',
  query: transactionQuery,
  answer: filesAnswer,
  errors: READ_ERRORS,
});

export const uploadReceiptFile = defineContract({
  id: 'receipts.upload',
  method: 'POST',
  path: '/v1/boom/transactions/receipt-files',
  summary:
    'spec-3 §7 Transactions (payload not given; docs/decisions/receipts.md): adds one receipt to a transaction; answers the receipts and totalAttachments (one more)',
  auth: 'bearer',
  body: z.object({ txnDisplayRefID: requiredReferenceField, file: uploadFileSchema }),
  answer: changedAnswer,
  errors: UPLOAD_ERRORS,
});

export const saveReceiptFiles = defineContract({
  id: 'receipts.save',
  method: 'POST',
  path: '/v1/boom/transactions/save-receipt-files',
  summary:
    'spec-3 §7 Transactions, §3 upload payload, §4: deletes fileToDeleteRefIDs and adds files in one change, all or nothing; totalAttachments moves by files added minus files deleted',
  auth: 'bearer',
  body: z.object({
    txnDisplayRefID: requiredReferenceField,
    fileToDeleteRefIDs: z.array(requiredReferenceField).check(z.maxLength(ATTACHMENT_FILES_MAX)),
    files: z.array(uploadFileSchema).check(z.maxLength(ATTACHMENT_FILES_MAX)),
  }),
  answer: changedAnswer,
  errors: UPLOAD_ERRORS,
});

export const hasAttachments = defineContract({
  id: 'receipts.hasAttachments',
  method: 'POST',
  path: '/v1/boom/transactions/receipt-files/has-attachments',
  summary:
    'spec-3 §7 Transactions (payload not given; docs/decisions/receipts.md): which of the given transactions (at most 100) have a file, transfer file or receipt; ids the caller cannot see are left out',
  auth: 'bearer',
  body: z.object({
    txnDisplayRefIDs: z.array(requiredReferenceField).check(z.maxLength(MAX_PAGING_IDS)),
  }),
  answer: z.object({ txnDisplayRefIDs: z.array(z.string()) }),
  errors: [...ACCESS_ERRORS, 'INVALID_PARAM_ERROR'],
});

export const deleteReceiptFile = defineContract({
  id: 'receipts.delete',
  method: 'DELETE',
  path: '/v1/boom/transactions/receipt-files',
  summary:
    'spec-3 §7 Transactions: deletes one receipt; totalAttachments one less. A file already deleted is 404: the count never moves twice',
  auth: 'bearer',
  body: z.object({ referenceID: requiredReferenceField }),
  answer: changedAnswer,
  errors: WRITE_ERRORS,
});

export const receiptFileContent = defineContract({
  id: 'receipts.fileContent',
  method: 'GET',
  path: '/v1/boom/transactions/receipt-files/:referenceID/content',
  summary:
    "docs/decisions/receipts.md (beyond the catalogue): a file's bytes at its signedURL (this caller's signature, 15 minutes), base64, with the type found in them",
  auth: 'bearer',
  params: z.object({ referenceID: requiredReferenceField }),
  query: z.object({ signature: requiredTextField(200) }),
  answer: z.object({
    fileName: z.string(),
    fileType: z.string(),
    bufferFile: z.string(),
  }),
  errors: [...READ_ERRORS, 'NO_PERMISSION_API'],
});

export const RECEIPTS_CONTRACTS = [
  transferFiles,
  receiptFiles,
  uploadReceiptFile,
  saveReceiptFiles,
  hasAttachments,
  deleteReceiptFile,
  receiptFileContent,
] as const;
