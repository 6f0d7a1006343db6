/**
 * A transaction's notes and files (spec-3 §3 Attachment file, §4 Transaction detail, §5, §8, §9;
 * docs/decisions/receipts.md): the limits and texts the bank and the transaction detail share.
 */

/** spec-3 §5, §9: 5 files per transaction, counting the transfer's files and the receipts. */
export const ATTACHMENT_FILES_MAX = 5;
/** 1 MB is 1,048,576 bytes (docs/decisions/files.md Files; as uploads.ts MEGABYTE). */
const MEGABYTE = 1024 * 1024;
/** spec-3 §5: 5 MB each; a file of exactly 5 MB is accepted (docs/decisions/files.md Files). */
export const ATTACHMENT_FILE_BYTES_MAX = 5 * MEGABYTE;
/** spec-3 §5, §9: a transaction's note. */
export const NOTE_MAX = 500;

/** spec-3 §5: PNG, JPEG, PDF, as MIME types (what `fileType` carries on the wire). */
export const ATTACHMENT_FILE_TYPES = ['image/png', 'image/jpeg', 'application/pdf'] as const;
export type AttachmentFileType = (typeof ATTACHMENT_FILE_TYPES)[number];

/** The picker's `accept`: extensions and MIME types. */
export const ATTACHMENT_ACCEPT = '.png,.jpg,.jpeg,.pdf,image/png,image/jpeg,application/pdf';

/** spec-3 §3 sync statuses (xeroExpenseTag.xeroSyncStatus); COMPLETED makes a transaction read-only. */
export const SYNC_STATUSES = [
  'UNKNOWN',
  'PENDING',
  'PENDING_ATTACHMENT',
  'FAILED',
  'COMPLETED',
] as const;
export type SyncStatus = (typeof SYNC_STATUSES)[number];

/** The signatures ('magic bytes') of the three types (as src/shared/domain/fileContent.ts). */
const SIGNATURES: readonly (readonly [AttachmentFileType, readonly number[]])[] = [
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['image/jpeg', [0xff, 0xd8, 0xff]],
  ['application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]], // '%PDF-'
];

/**
 * What the first bytes say the file is: PNG, JPEG or PDF, or null for anything else (a zip
 * renamed .png, an HTML page named .pdf). The name and the declared type are never read: the
 * bank keeps and serves the type found here (docs/decisions/receipts.md).
 */
export function sniffFileType(bytes: Uint8Array): AttachmentFileType | null {
  for (const [type, signature] of SIGNATURES)
    if (bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b)) return type;
  return null;
}

/** How many bytes sniffFileType needs at most. */
export const SNIFF_HEAD_BYTES = 8;

/** The spec's texts (messages.tsv; spec-3 §8 Messages), typos kept. */
export const NOTE_TEXTS = {
  /** notes_auto_saved: shown for NOTE_SAVED_SHOWN_MS after a save. */
  autoSaved: 'Auto-saved',
  /** notes_save_failed_title / unexpected_error_try_again: the note reverts. */
  saveFailedTitle: 'Unable to save notes',
  saveFailedBody: 'An unexpected error occured. Please try again.',
} as const;

/** spec-3 §4: 'Auto-saved' shows for 5 seconds. */
export const NOTE_SAVED_SHOWN_MS = 5000;

export const ATTACHMENT_TEXTS = {
  /** file_upload_limit_exceeded / attachment_limit_body. */
  limitTitle: 'File upload limit exceeded',
  limitBody: 'You can only upload up to 5 files',
  /** file_size_too_large / attachment_size_body. */
  sizeTitle: 'File size too large',
  sizeBody: 'Please upload a file with size less than 5 MB',
  /** upload_attachments_failed_title / _body. */
  uploadFailedTitle: 'Unable to upload attachments',
  uploadFailedBody: 'An unexpected error occurred, please try again',
  /** delete_attachments_failed_title / unexpected_error_try_again. */
  deleteFailedTitle: 'Unable to delete attachments',
  deleteFailedBody: 'An unexpected error occured. Please try again.',
  /** attachment_preview_unavailable. */
  previewUnavailable: 'Unable to render preview',
  /** Written for this product: a file whose content is not PNG, JPEG or PDF. */
  typeBody: 'Please upload a PNG, JPEG or PDF file.',
  typeTitle: 'File type not supported',
  /** Written for this product: notes and files after the accounting sync completed. */
  readOnly:
    'This transaction is synced to your accounting software, so its notes and attachments can no longer be changed.',
  /** Written for this product: a cardholder on a colleague's card payment. */
  notYours: 'You can only add notes and receipts to payments made with your own cards.',
} as const;

/** Written for this product: a transaction (or file) the caller cannot see, or that is gone. */
export const TRANSACTION_NOT_FOUND_TEXT = 'There is no such transaction.';
export const FILE_NOT_FOUND_TEXT = 'There is no such file. It may have been deleted already.';

/** A transfer file's MIME type by its extension (spec-2 §5 types; the bank checked its content). */
export const TRANSFER_FILE_MIME: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
};
