import { jsPDF } from 'jspdf';
import { describe, expect, it } from 'vitest';
import { readBase64Pdf, readPdfPages } from './readPdf';

describe('readPdfPages', () => {
  it('reads each page of a PDF jsPDF wrote, in order', async () => {
    const doc = new jsPDF({ unit: 'pt', format: 'a4' });
    doc.text('Opening balance S$1,234.56', 40, 60);
    doc.addPage();
    doc.text('Page 2 of 2', 40, 60);
    expect(await readPdfPages(doc.output('arraybuffer'))).toEqual([
      'Opening balance S$1,234.56',
      'Page 2 of 2',
    ]);
    const base64 = Buffer.from(doc.output('arraybuffer')).toString('base64');
    expect((await readBase64Pdf(base64))[1]).toBe('Page 2 of 2');
  });

  it('rejects bytes that are not a PDF', async () => {
    await expect(readPdfPages(new TextEncoder().encode('a,b,c\n1,2,3'))).rejects.toThrow(
      'Invalid PDF structure',
    );
  });
});
