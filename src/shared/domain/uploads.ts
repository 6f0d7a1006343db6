import { z } from 'zod';

/**
 * File upload rules (spec-1 §5 and §9, spec-3 §5; docs/decisions/files.md 'Files'). The limits of each
 * kind of upload are written once here; the upload widget (src/shared/ui/upload) and the forms
 * that hold its files read them. Transfer attachments keep theirs in payouts.ts.
 */

/** docs/decisions/files.md Files: 1 MB is 1,048,576 bytes. */
export const MEGABYTE = 1024 * 1024;

/** spec-1 §9: claims and general uploads, refused above with 'Uploaded file exceeds 30MB'. */
export const GENERAL_UPLOAD_BYTES_MAX = 30 * MEGABYTE;

export interface UploadRules {
  maxFiles: number;
  /** A file of exactly this size is accepted (docs/decisions/files.md Files). */
  maxBytes: number;
  /** Extension (lower case, no dot) -> the MIME types a file with it may have. */
  types: Readonly<Record<string, readonly string[]>>;
}

/** spec-1 §5, §9: KYC documents, up to 8 files of 10 MB, pdf, jpg, jpeg or png. */
export const KYC_UPLOAD: UploadRules = {
  maxFiles: 8,
  maxBytes: 10 * MEGABYTE,
  types: {
    pdf: ['application/pdf'],
    jpg: ['image/jpeg'],
    jpeg: ['image/jpeg'],
    png: ['image/png'],
  },
};

/** What the rules read of a file (a browser File has these). */
export interface FileFacts {
  name: string;
  size: number;
  /** The browser's MIME type; '' when it does not know. */
  type: string;
}

/** A file the bank holds: what the form keeps and the review shows. */
export interface UploadedFile {
  referenceId: string;
  fileName: string;
}

/** 'Scan.Final.PDF' -> 'pdf'; '' when the name has no extension ('pdf', '.pdf'). */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

/** 'PDF, JPG, JPEG or PNG'. */
export function typeList(rules: UploadRules): string {
  const names = Object.keys(rules.types).map((type) => type.toUpperCase());
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : names.join('');
}

/** The picker's `accept`: the extensions and their MIME types. */
export function uploadAccept(rules: UploadRules): string {
  const extensions = Object.keys(rules.types).map((type) => `.${type}`);
  const mimes = [...new Set(Object.values(rules.types).flat())];
  return [...extensions, ...mimes].join(',');
}

const megabytes = (bytes: number) => `${Math.round((bytes / MEGABYTE) * 10) / 10} MB`;

/**
 * The widget's texts. The spec gives none for a KYC file refused (docs/decisions/files.md 'Files'):
 * each names the file, so a person who dropped several knows which one.
 */
export const UPLOAD_MESSAGES = {
  /** messages.tsv upload_widget_prompt, upload_widget_prompt_mobile. */
  prompt: 'Click here or drag files over this area to upload',
  promptMobile: 'Tap to select files',
  rules: (rules: UploadRules) =>
    `Up to ${rules.maxFiles} files of ${megabytes(rules.maxBytes)} each: ${typeList(rules)}.`,
  tooMany: (rules: UploadRules) => `You can upload up to ${rules.maxFiles} files.`,
  tooLarge: (fileName: string, rules: UploadRules) =>
    `${fileName} is larger than ${megabytes(rules.maxBytes)}.`,
  wrongType: (fileName: string, rules: UploadRules) =>
    `${fileName} is not a ${typeList(rules)} file.`,
  empty: (fileName: string) => `${fileName} is empty.`,
  uploadFailed: (fileName: string) => `${fileName} could not be uploaded. Please try again.`,
  removeFailed: (fileName: string) => `${fileName} could not be deleted. Please try again.`,
  removeAllFailed: 'The files could not be deleted. Please try again.',
} as const;

/** Why this file cannot be uploaded under `rules`, or null. Type first, then size. */
export function fileProblem(file: FileFacts, rules: UploadRules): string | null {
  // Both the extension and the browser's type: a renamed .gif is no .png.
  const mimes = rules.types[fileExtension(file.name)];
  if (!mimes || !mimes.includes(file.type.toLowerCase()))
    return UPLOAD_MESSAGES.wrongType(file.name, rules);
  if (file.size === 0) return UPLOAD_MESSAGES.empty(file.name);
  if (file.size > rules.maxBytes) return UPLOAD_MESSAGES.tooLarge(file.name, rules);
  return null;
}

export interface PickCheck<F extends FileFacts> {
  /** The files to upload now. */
  accepted: F[];
  /** Why the others were refused, one text each (or one for the count). */
  problems: string[];
}

/**
 * A pick (or a drop) beside `held` files already there or on their way. A file the rules refuse
 * is left out with its reason; when the rest would bring the count above the limit, the whole
 * pick is refused (which of them to keep is the person's choice). The files held stay either way.
 */
export function checkPick<F extends FileFacts>(
  picked: readonly F[],
  held: number,
  rules: UploadRules,
): PickCheck<F> {
  const accepted: F[] = [];
  const problems: string[] = [];
  for (const file of picked) {
    const problem = fileProblem(file, rules);
    if (problem) problems.push(problem);
    else accepted.push(file);
  }
  if (held + accepted.length > rules.maxFiles)
    return { accepted: [], problems: [UPLOAD_MESSAGES.tooMany(rules), ...problems] };
  return { accepted, problems };
}

/** spec-3 §5 (constants.tsv file_chip_name_truncation): longer than 20 characters. */
export const CHIP_NAME_MAX = 20;
/** What a cut name keeps before '...'. */
export const CHIP_NAME_KEEP = 17;

/** A file chip's name: 17 characters and '...' when longer than 20, in code points. */
export function chipName(fileName: string): string {
  const chars = Array.from(fileName);
  return chars.length > CHIP_NAME_MAX ? `${chars.slice(0, CHIP_NAME_KEEP).join('')}...` : fileName;
}

/**
 * The form value of an upload field: the files the bank holds, at most `rules.maxFiles`; with
 * `required`, at least one ('This field is required', spec-1 §5).
 */
export function uploadedFilesSchema(rules: UploadRules, { required = false } = {}) {
  const file = z.object({ referenceId: z.string().min(1), fileName: z.string() });
  return z
    .array(file)
    .max(rules.maxFiles, UPLOAD_MESSAGES.tooMany(rules))
    .refine((files) => !required || files.length > 0, 'This field is required');
}
