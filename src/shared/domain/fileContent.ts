import { cleanText } from '../text/cleanText';

/**
 * What a file's bytes and name say, checked by the bank whoever sends them (issue 22): the first
 * bytes must be those of the type the name and content type declare (a 'scan.pdf' of HTML or an
 * executable is refused), and the name is kept without its path, control, bidi or zero-width
 * characters (docs/decisions/files.md 'Files').
 */

/** The signatures ('magic bytes') of the file types the spec allows (spec-1 §5, spec-2 §5). */
const PDF = [[0x25, 0x50, 0x44, 0x46, 0x2d]]; // '%PDF-'
const PNG = [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]];
const JPEG = [[0xff, 0xd8, 0xff]];
/** doc and xls (OLE2 compound file). */
const OLE2 = [[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]];
/** docx and xlsx (Office Open XML: a ZIP archive). */
const ZIP = [[0x50, 0x4b, 0x03, 0x04]];

const SIGNATURES: Readonly<Record<string, readonly (readonly number[])[]>> = {
  pdf: PDF,
  png: PNG,
  jpg: JPEG,
  jpeg: JPEG,
  doc: OLE2,
  xls: OLE2,
  docx: ZIP,
  xlsx: ZIP,
};

/** How many bytes the checks read: enough for every signature and a look at a CSV's text. */
export const SNIFF_BYTES = 512;

/**
 * Whether the first bytes fit the extension's type: its signature, or for a CSV text (no NUL,
 * no other control character than tab, line breaks and form feed, and none of the signatures
 * above). An extension without a rule fits nothing.
 */
export function contentFitsType(head: Uint8Array, extension: string): boolean {
  if (extension === 'csv')
    return (
      !Object.values(SIGNATURES).some((list) => list.some((s) => startsWith(head, s))) &&
      head.every((b) => b >= 0x20 || b === 0x09 || b === 0x0a || b === 0x0c || b === 0x0d)
    );
  const signatures = SIGNATURES[extension];
  return signatures?.some((s) => startsWith(head, s)) ?? false;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);

/**
 * The first `SNIFF_BYTES` bytes of base64 content (decoding only what is needed); null when the
 * text is no base64.
 */
export function headOfBase64(content: string): Uint8Array | null {
  const chars = Math.ceil(SNIFF_BYTES / 3) * 4;
  const part = content.slice(0, chars);
  try {
    const binary = atob(part);
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

/** The refusal of a file whose content is not its declared type (written for this product). */
export const contentMismatchMessage = (fileName: string, extension: string) =>
  `The content of ${fileName} is not a ${extension.toUpperCase()} file. Please upload the file itself.`;

/** Characters no file system takes in a name, and path separators. */
const UNSAFE = /[<>:"|?*\\/]/g;
const NAME_MAX = 255;

/**
 * A file name safe to keep and show: its last path part ('../../etc/passwd' -> 'passwd',
 * 'C:\\scans\\id.png' -> 'id.png'), without control, bidi or zero-width characters
 * ('Invoice\u202Efdp.exe' reads as it is: 'Invoicefdp.exe'), characters a file system refuses
 * replaced by '_', no leading dots (no hidden file, no '..'), at most 255 characters with the
 * extension kept. 'file' when nothing is left.
 */
export function safeFileName(fileName: string): string {
  const last = fileName.split(/[\\/]/).pop() ?? '';
  const cleaned = cleanText(last)
    .replace(UNSAFE, '_')
    .replace(/^[.\s]+/, '');
  const chars = Array.from(cleaned);
  if (chars.length === 0) return 'file';
  if (chars.length <= NAME_MAX) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 ? Array.from(cleaned.slice(dot)).slice(0, 16) : [];
  return chars.slice(0, NAME_MAX - extension.length).join('') + extension.join('');
}
