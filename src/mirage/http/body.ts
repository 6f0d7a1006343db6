import type { IncomingMessage } from 'node:http';
import { uploadBatchFile } from '../../shared/contracts/batchTransfers';
import { uploadKycDocument } from '../../shared/contracts/kyc';
import { PAYMENT_CONTRACTS } from '../../shared/contracts/payments';
import { saveReceiptFiles, uploadReceiptFile } from '../../shared/contracts/receipts';
import { ATTACHMENT_FILES_MAX, ATTACHMENT_FILE_BYTES_MAX } from '../../shared/domain/attachments';
import type { AnyContract } from '../../shared/contracts/contract';
import { BATCH_FILE_MAX_BYTES } from '../../shared/domain/batchTransfers';
import { ATTACHMENT_BYTES_MAX, ATTACHMENTS_MAX } from '../../shared/domain/payouts';
import { KYC_UPLOAD, MEGABYTE } from '../../shared/domain/uploads';

/**
 * How much of a request body the HTTP bank reads (issue 22): 1 MB, more only on the calls whose
 * uploads need it, and never the rest of a body over its limit.
 */

/** The body limit of every call but the uploads below: the largest other body is a few kB. */
export const BODY_MAX = MEGABYTE;

/** The characters of `bytes` bytes in base64. */
const base64Chars = (bytes: number) => 4 * Math.ceil(bytes / 3);

/**
 * The calls that carry files, base64-encoded in JSON, and their limits: the files at their
 * largest plus BODY_MAX for the rest of the body. A KYC document is one file of 10 MB (about
 * 14 MB encoded); a payout carries up to 5 attachments of 5 MB in the same call (spec-2 §3
 * fileBufferList: about 35 MB encoded). A batch's rows come as CSV text in JSON: escaping a
 * quote or a line break doubles it, so twice BATCH_FILE_MAX_BYTES, read only with a valid upload
 * signature for the caller (requestListener.ts). A transaction's receipts: one file of 5 MB, or 5
 * in one save-receipt-files.
 */
const UPLOADS: readonly (readonly [AnyContract, number])[] = [
  [uploadKycDocument, base64Chars(KYC_UPLOAD.maxBytes) + BODY_MAX],
  ...PAYMENT_CONTRACTS.map(
    (contract) =>
      [contract, ATTACHMENTS_MAX * base64Chars(ATTACHMENT_BYTES_MAX) + BODY_MAX] as const,
  ),
  [uploadBatchFile, 2 * BATCH_FILE_MAX_BYTES + BODY_MAX],
  // A transaction's receipts (spec-3 §5): one of 5 MB, or 5 in one save.
  [uploadReceiptFile, base64Chars(ATTACHMENT_FILE_BYTES_MAX) + BODY_MAX],
  [saveReceiptFiles, ATTACHMENT_FILES_MAX * base64Chars(ATTACHMENT_FILE_BYTES_MAX) + BODY_MAX],
];
const LIMITS = new Map(UPLOADS.map(([c, limit]) => [`${c.method} ${c.path}`, limit]));

/** The body limit of the route `template` (as registered) for `method`, in bytes. */
export function bodyLimitOf(method: string, template: string): number {
  return LIMITS.get(`${method} ${template}`) ?? BODY_MAX;
}

/** A limit as the 413 answer names it: '1 MB', '36 MB'. */
export const megabytes = (bytes: number) => `${Math.ceil(bytes / MEGABYTE)} MB`;

export type BodyRead =
  | { kind: 'read'; text: string }
  /** Over the limit: nothing more is read (the answer closes the connection). */
  | { kind: 'tooLarge' }
  /** The client went away (or the stream failed) before the body ended: nobody to answer. */
  | { kind: 'aborted' };

/**
 * The request body as text, read up to `limit` bytes: a Content-Length over it is refused before
 * a byte is read, and a body that grows past it (chunked, or a length that lies) stops being read
 * at the limit; what was read is dropped. Never rejects.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<BodyRead> {
  if (Number(req.headers['content-length']) > limit) return Promise.resolve({ kind: 'tooLarge' });
  return new Promise((resolve) => {
    let chunks: Buffer[] = [];
    let size = 0;
    const done = (read: BodyRead) => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('close', onClose);
      chunks = [];
      resolve(read);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
      else {
        req.pause();
        done({ kind: 'tooLarge' });
      }
    };
    const onEnd = () => done({ kind: 'read', text: Buffer.concat(chunks, size).toString('utf8') });
    // 'close' before 'end': the client aborted, or the stream failed (its 'error' is handled by
    // the request listener, which keeps a listener on it for the request's life).
    const onClose = () => done({ kind: 'aborted' });
    req.on('data', onData);
    req.once('end', onEnd);
    req.once('close', onClose);
  });
}
