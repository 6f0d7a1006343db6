import { describe, expect, it } from 'vitest';
import { contentFitsType, headOfBase64, safeFileName } from './fileContent';

const bytes = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

describe('contentFitsType: the first bytes of each type the spec allows', () => {
  it.each([
    ['pdf', '%PDF-1.7'],
    ['png', '\x89PNG\r\n\x1a\n'],
    ['jpg', '\xff\xd8\xff\xe0'],
    ['jpeg', '\xff\xd8\xff\xdb'],
    ['doc', '\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1'],
    ['xls', '\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1'],
    ['docx', 'PK\x03\x04'],
    ['xlsx', 'PK\x03\x04'],
    ['csv', 'date,amount\r\n1,2\n'],
  ])('takes a %s that starts as one', (extension, head) => {
    expect(contentFitsType(bytes(head), extension)).toBe(true);
  });

  it('refuses HTML, an executable or another type under a name', () => {
    expect(contentFitsType(bytes('<html>'), 'pdf')).toBe(false);
    expect(contentFitsType(bytes('MZ\x90\x00'), 'png')).toBe(false);
    expect(contentFitsType(bytes('%PDF'), 'pdf')).toBe(false);
    expect(contentFitsType(bytes('\x89PNG\r\n\x1a\n'), 'jpg')).toBe(false);
    expect(contentFitsType(bytes('%PDF-1.7'), 'csv')).toBe(false);
    expect(contentFitsType(bytes('a,b\x00c'), 'csv')).toBe(false);
    expect(contentFitsType(bytes('%PDF-1.7'), 'exe')).toBe(false);
  });

  it('reads the first bytes of base64 without decoding the rest, null for no base64', () => {
    expect(Array.from(headOfBase64(btoa('%PDF-1.7')) ?? [])).toEqual(Array.from(bytes('%PDF-1.7')));
    expect(headOfBase64(btoa('x'.repeat(3000)))?.length).toBe(513);
    expect(headOfBase64('not base64!')).toBeNull();
  });
});

describe('safeFileName', () => {
  it.each([
    ['../../etc/passwd', 'passwd'],
    ['C:\\scans\\id card.pdf', 'id card.pdf'],
    ['Invoice\u202Efdp.exe', 'Invoicefdp.exe'],
    ['re\u0000port\u200B.pdf', 'report.pdf'],
    ['..', 'file'],
    ['.hidden.png', 'hidden.png'],
    ['a<b>:"c|?*.pdf', 'a_b___c___.pdf'],
    ['  Board resolution.pdf ', 'Board resolution.pdf'],
  ])('keeps %j as %j', (sent, kept) => {
    expect(safeFileName(sent)).toBe(kept);
  });

  it('keeps at most 255 characters with the extension', () => {
    const kept = safeFileName(`${'a'.repeat(300)}.pdf`);
    expect(kept).toHaveLength(255);
    expect(kept.endsWith('a.pdf')).toBe(true);
  });
});
