/**
 * The bytes of the demo's seeded files (docs/decisions/receipts.md 'Receipt file content'): a
 * small real PNG (a receipt's outline, 96 x 128 grey) and a one-page PDF naming the file, built
 * again whenever asked, so a seeded file always has its content whatever the bank forgot.
 */

/** A 96 x 128 greyscale PNG of a receipt's outline (176 bytes). */
export const RECEIPT_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAGAAAACACAAAAADRtzNmAAAAd0lEQVR42u3asQ2AMAwEwIzDEIyYwZgpFRtAZMlKMPcLXGNbX7hdyWmAKWAkBQAArADOcAAAiwYAVAJ6ID8DTBEAsOktetrugoApAgD0Ir0IAHCL9CJTBADoRXoRAOAW6UWmCAAAAIoCx2sAAIsGAHwT8Jq+FLgBr/wHz0gRDU4AAAAASUVORK5CYII=';

const bytesOf = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));

/** Text safe inside a PDF string: ASCII only, the delimiters escaped. */
const pdfText = (text: string) => text.replace(/[^\x20-\x7e]/g, '?').replace(/([\\()])/g, '\\$1');

/** A one-page A6 PDF with `lines` of text, with a correct cross-reference table. */
export function tinyPdf(lines: readonly string[]): Uint8Array {
  const content = [
    'BT /F1 11 Tf 24 380 Td 14 TL',
    ...lines.map((line) => `(${pdfText(line)}) '`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 298 420] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}

export type SeededFileKind = 'png' | 'pdf';

/** A seeded file's bytes: the receipt PNG, or a PDF that names the file and its transaction. */
export function seededFileBytes(
  kind: SeededFileKind,
  fileName: string,
  transactionId: string,
): Uint8Array {
  return kind === 'png'
    ? bytesOf(RECEIPT_PNG)
    : tinyPdf([fileName, `Transaction ${transactionId}`, 'Demo document of the mock bank']);
}
