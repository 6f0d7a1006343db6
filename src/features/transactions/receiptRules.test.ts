import { describe, expect, it } from 'vitest';
import { checkReceiptPick } from './receiptRules';

const MB = 1024 * 1024;
const file = (name: string, size = 1000, type = '') => ({ name, size, type });

describe('a pick of receipts', () => {
  it('takes PNG, JPEG and PDF files up to 5 MB each, a file of exactly 5 MB included', () => {
    const picked = [
      file('a.png', 10, 'image/png'),
      file('b.JPG', 5 * MB, 'image/jpeg'),
      file('c.pdf', 10, 'application/pdf'),
    ];
    expect(checkReceiptPick(picked, 0)).toEqual({ accepted: picked, refusals: [] });
  });

  it("refuses a sixth file with the spec's texts, counting transfer files and receipts", () => {
    expect(checkReceiptPick([file('f.png', 10, 'image/png')], 5)).toEqual({
      accepted: [],
      refusals: [
        { title: 'File upload limit exceeded', body: 'You can only upload up to 5 files' },
      ],
    });
    expect(
      checkReceiptPick([file('a.png', 10, 'image/png'), file('b.png', 10, 'image/png')], 4)
        .refusals[0]?.title,
    ).toBe('File upload limit exceeded');
  });

  it('leaves out a file above 5 MB and keeps the others', () => {
    const ok = file('ok.pdf', 10, 'application/pdf');
    expect(checkReceiptPick([file('big.pdf', 5 * MB + 1, 'application/pdf'), ok], 0)).toEqual({
      accepted: [ok],
      refusals: [
        { title: 'File size too large', body: 'Please upload a file with size less than 5 MB' },
      ],
    });
  });

  it("leaves out another type, by its name or by the browser's word", () => {
    const { accepted, refusals } = checkReceiptPick(
      [file('a.gif', 10, 'image/gif'), file('renamed.png', 10, 'image/gif'), file('noext', 10)],
      0,
    );
    expect(accepted).toEqual([]);
    expect(refusals).toEqual([
      { title: 'File type not supported', body: 'Please upload a PNG, JPEG or PDF file.' },
    ]);
  });
});
