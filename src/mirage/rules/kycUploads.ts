import {
  contentFitsType,
  contentMismatchMessage,
  headOfBase64,
  safeFileName,
} from '../../shared/domain/fileContent';
import { fileExtension, KYC_UPLOAD, UPLOAD_MESSAGES } from '../../shared/domain/uploads';
import { BankError, type StoredDocument } from '../types';
import { KYC_MESSAGES } from './kycRecords';

/** One file of POST /v1/boom/kyc/document, as its contract reads it. */
export interface FileUpload {
  fileName: string;
  contentType: string;
  size: number;
  /** The file's bytes, base64-encoded. */
  content: string;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** How many bytes a base64 text decodes to, without decoding it; null when it is no base64. */
export function decodedLength(content: string): number | null {
  if (content.length % 4 !== 0 || !BASE64.test(content)) return null;
  const padding = content.endsWith('==') ? 2 : content.endsWith('=') ? 1 : 0;
  return (content.length / 4) * 3 - padding;
}

const refuse = (description: string) => new BankError(400, 'INVALID_PARAMETER', description);

/**
 * The bank's checks of a KYC document (spec-1 §5, §9), the same rules and texts as the upload
 * widget's (src/shared/domain/uploads.ts), since a request need not come from the widget: at most
 * 8 per applicant; the extension and the content type both pdf, jpg, jpeg or png, and agreeing;
 * at most 10 MB by the declared size, and the content exactly that size (a file cut on the way, or
 * a size that lies); the first bytes those of the declared type (issue 22: a 'scan.pdf' of HTML
 * or an executable is no PDF). The name is read as it is kept (safeFileName: no path, control
 * or bidi character). 400 INVALID_PARAMETER otherwise.
 */
export function checkUpload(file: FileUpload, held: number): void {
  if (held >= KYC_UPLOAD.maxFiles) throw refuse(UPLOAD_MESSAGES.tooMany(KYC_UPLOAD));
  const name = safeFileName(file.fileName);
  const extension = fileExtension(name);
  const types = KYC_UPLOAD.types[extension];
  if (!types?.includes(file.contentType.toLowerCase()))
    throw refuse(UPLOAD_MESSAGES.wrongType(name, KYC_UPLOAD));
  if (file.size > KYC_UPLOAD.maxBytes) throw refuse(UPLOAD_MESSAGES.tooLarge(name, KYC_UPLOAD));
  // So the content is no larger than the size the limit was checked on.
  if (decodedLength(file.content) !== file.size) throw refuse(KYC_MESSAGES.sizeMismatch(name));
  const head = headOfBase64(file.content);
  if (!head || !contentFitsType(head, extension))
    throw refuse(contentMismatchMessage(name, extension));
}

/**
 * What the bank keeps of an accepted file: its safe name, type and size, never its content (the mock's
 * records live in localStorage, a few MB in all; docs/decisions/onboarding.md 'Onboarding').
 */
export function storedDocument(file: FileUpload, now: number): StoredDocument {
  const referenceID = `KYCDOC-${crypto.randomUUID()}`;
  return {
    referenceID,
    fileName: safeFileName(file.fileName),
    contentType: file.contentType.toLowerCase(),
    size: file.size,
    // The upload widget's key of the file: the reference, unique and stable.
    uid: referenceID,
    uploadedAt: now,
  };
}
