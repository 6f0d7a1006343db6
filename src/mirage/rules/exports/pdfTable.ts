import { jsPDF } from 'jspdf';
import { yieldNow } from './slices';

/**
 * A paged table in a real PDF (jsPDF, in the mock bank's chunk only: docs/decisions/transactions.md
 * 'Exports'). The standard Helvetica font carries Latin-1 only, so any other character is
 * written as '?' rather than as broken glyphs. Every page ends with 'Page n of N'.
 */
export interface PdfColumn {
  header: string;
  /** Width in mm. */
  width: number;
  align?: 'left' | 'right';
}

export interface PdfTable {
  title: string;
  /** Lines under the title on the first page (account, period, balances). */
  lines: readonly string[];
  columns: readonly PdfColumn[];
  rows: readonly (readonly string[])[];
  /** Lines after the table (totals, a cap notice). */
  footer: readonly string[];
  orientation: 'portrait' | 'landscape';
}

const MARGIN = 14;
const ROW_HEIGHT = 6;
const PAGES_PER_SLICE = 10;

export function latin1(text: string): string {
  return text.replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, '?');
}

/** The cell's text cut to its column (with an ellipsis of three dots). */
function fitted(doc: jsPDF, text: string, width: number): string {
  const clean = latin1(text);
  if (doc.getTextWidth(clean) <= width) return clean;
  let cut = clean;
  while (cut.length > 1 && doc.getTextWidth(`${cut}...`) > width) cut = cut.slice(0, -1);
  return `${cut}...`;
}

export async function pdfTable(table: PdfTable): Promise<Uint8Array> {
  const doc = new jsPDF({ orientation: table.orientation, unit: 'mm', format: 'a4' });
  doc.setProperties({ title: latin1(table.title), creator: 'Business banking (mock bank)' });
  const pageHeight = doc.internal.pageSize.getHeight();
  const bottom = pageHeight - MARGIN - 8;
  let y = MARGIN + 4;

  doc.setFont('helvetica', 'bold').setFontSize(14);
  doc.text(latin1(table.title), MARGIN, y);
  y += 8;
  doc.setFont('helvetica', 'normal').setFontSize(10);
  for (const line of table.lines) {
    doc.text(latin1(line), MARGIN, y);
    y += 5;
  }
  y += 3;

  const header = () => {
    doc.setFont('helvetica', 'bold').setFontSize(9);
    let x = MARGIN;
    for (const c of table.columns) {
      const at = c.align === 'right' ? x + c.width - 1 : x;
      doc.text(fitted(doc, c.header, c.width - 2), at, y, { align: c.align ?? 'left' });
      x += c.width;
    }
    doc.setLineWidth(0.2).line(MARGIN, y + 1.5, x, y + 1.5);
    y += ROW_HEIGHT;
    doc.setFont('helvetica', 'normal').setFontSize(9);
  };
  header();
  let pages = 1;
  for (const row of table.rows) {
    if (y > bottom) {
      doc.addPage();
      pages++;
      y = MARGIN + 4;
      header();
      if (pages % PAGES_PER_SLICE === 0) await yieldNow();
    }
    let x = MARGIN;
    table.columns.forEach((c, i) => {
      const text = fitted(doc, row[i] ?? '', c.width - 2);
      doc.text(text, c.align === 'right' ? x + c.width - 1 : x, y, { align: c.align ?? 'left' });
      x += c.width;
    });
    y += ROW_HEIGHT;
  }
  y += 2;
  doc.setFont('helvetica', 'bold').setFontSize(10);
  for (const line of table.footer) {
    if (y > bottom) {
      doc.addPage();
      y = MARGIN + 4;
    }
    doc.text(latin1(line), MARGIN, y);
    y += 6;
  }
  doc.setFont('helvetica', 'normal').setFontSize(8);
  const total = doc.getNumberOfPages();
  const width = doc.internal.pageSize.getWidth();
  for (let n = 1; n <= total; n++) {
    doc.setPage(n);
    doc.text(`Page ${n} of ${total}`, width - MARGIN, pageHeight - MARGIN + 4, { align: 'right' });
  }
  return new Uint8Array(doc.output('arraybuffer'));
}
