import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * Reads a PDF the product produced the way its recipient's viewer would: Mozilla's PDF.js parses the
 * bytes, and each page's text comes back as one string (items joined by a space). A file that is
 * not a PDF, or a broken one, rejects. Used by the bank's tests (statements, letters, exports) and by
 * the e2e journeys that save a download (tests/e2e read it with the same module).
 */
export async function readPdfPages(bytes: Uint8Array | ArrayBuffer): Promise<string[]> {
  const data = bytes instanceof Uint8Array ? new Uint8Array(bytes) : new Uint8Array(bytes);
  const pdf = await getDocument({ data, verbosity: 0, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .filter((s) => s.length > 0)
        .join(' '),
    );
  }
  await pdf.destroy();
  return pages;
}

/** A base64 PDF (the bank's `bufferFile`) read back; see readPdfPages. */
export function readBase64Pdf(base64: string): Promise<string[]> {
  return readPdfPages(Uint8Array.from(Buffer.from(base64, 'base64')));
}
