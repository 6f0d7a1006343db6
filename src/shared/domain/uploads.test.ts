import { describe, expect, it } from 'vitest';
import {
  checkPick,
  chipName,
  fileExtension,
  fileProblem,
  GENERAL_UPLOAD_BYTES_MAX,
  KYC_UPLOAD,
  MEGABYTE,
  typeList,
  UPLOAD_MESSAGES,
  uploadAccept,
  uploadedFilesSchema,
} from './uploads';

const pdf = (name: string, size = 1000) => ({ name, size, type: 'application/pdf' });

describe('KYC upload limits', () => {
  it('are 8 files of 10 MB, pdf, jpg, jpeg or png (spec-1 §9); a general upload 30 MB', () => {
    expect(KYC_UPLOAD.maxFiles).toBe(8);
    expect(KYC_UPLOAD.maxBytes).toBe(10 * 1_048_576);
    expect(Object.keys(KYC_UPLOAD.types)).toEqual(['pdf', 'jpg', 'jpeg', 'png']);
    expect(GENERAL_UPLOAD_BYTES_MAX).toBe(30 * MEGABYTE);
    expect(typeList(KYC_UPLOAD)).toBe('PDF, JPG, JPEG or PNG');
    expect(uploadAccept(KYC_UPLOAD)).toBe(
      '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png',
    );
    expect(UPLOAD_MESSAGES.rules(KYC_UPLOAD)).toBe(
      'Up to 8 files of 10 MB each: PDF, JPG, JPEG or PNG.',
    );
  });
});

describe('fileExtension', () => {
  it('reads the last extension in lower case; a name without one has none', () => {
    expect(fileExtension('Scan.Final.PDF')).toBe('pdf');
    expect(fileExtension('photo.jpeg')).toBe('jpeg');
    expect(fileExtension('pdf')).toBe('');
    expect(fileExtension('.png')).toBe('');
  });
});

describe('fileProblem', () => {
  it('accepts each allowed type with its MIME type, in any case', () => {
    expect(fileProblem(pdf('a.pdf'), KYC_UPLOAD)).toBeNull();
    expect(fileProblem({ name: 'a.JPG', size: 1, type: 'image/jpeg' }, KYC_UPLOAD)).toBeNull();
    expect(fileProblem({ name: 'a.jpeg', size: 1, type: 'image/jpeg' }, KYC_UPLOAD)).toBeNull();
    expect(fileProblem({ name: 'a.png', size: 1, type: 'image/png' }, KYC_UPLOAD)).toBeNull();
  });

  it('refuses another extension, and an allowed extension whose content type differs', () => {
    expect(fileProblem({ name: 'cat.gif', size: 1, type: 'image/gif' }, KYC_UPLOAD)).toBe(
      'cat.gif is not a PDF, JPG, JPEG or PNG file.',
    );
    expect(fileProblem({ name: 'cat.png', size: 1, type: 'image/gif' }, KYC_UPLOAD)).toBe(
      'cat.png is not a PDF, JPG, JPEG or PNG file.',
    );
    expect(fileProblem({ name: 'scan.pdf', size: 1, type: '' }, KYC_UPLOAD)).toBe(
      'scan.pdf is not a PDF, JPG, JPEG or PNG file.',
    );
    expect(fileProblem({ name: 'pdf', size: 1, type: 'application/pdf' }, KYC_UPLOAD)).toBe(
      'pdf is not a PDF, JPG, JPEG or PNG file.',
    );
  });

  it('accepts exactly 10 MB and refuses a byte more, and an empty file', () => {
    expect(fileProblem(pdf('a.pdf', 10 * MEGABYTE), KYC_UPLOAD)).toBeNull();
    expect(fileProblem(pdf('big.pdf', 10 * MEGABYTE + 1), KYC_UPLOAD)).toBe(
      'big.pdf is larger than 10 MB.',
    );
    expect(fileProblem(pdf('none.pdf', 0), KYC_UPLOAD)).toBe('none.pdf is empty.');
  });
});

describe('checkPick', () => {
  it('takes the good files and names each refused one', () => {
    const picked = [pdf('a.pdf'), { name: 'b.gif', size: 1, type: 'image/gif' }, pdf('c.pdf')];
    expect(checkPick(picked, 2, KYC_UPLOAD)).toEqual({
      accepted: [picked[0], picked[2]],
      problems: ['b.gif is not a PDF, JPG, JPEG or PNG file.'],
    });
  });

  it('fills up to 8 files', () => {
    const picked = [pdf('a.pdf'), pdf('b.pdf')];
    expect(checkPick(picked, 6, KYC_UPLOAD)).toEqual({ accepted: picked, problems: [] });
  });

  it('refuses a whole pick that would go past 8 files (the held ones stay)', () => {
    expect(checkPick([pdf('i.pdf')], 8, KYC_UPLOAD)).toEqual({
      accepted: [],
      problems: ['You can upload up to 8 files.'],
    });
    expect(
      checkPick([pdf('a.pdf'), pdf('b.pdf'), pdf('c.pdf', 11 * MEGABYTE)], 7, KYC_UPLOAD),
    ).toEqual({
      accepted: [],
      problems: ['You can upload up to 8 files.', 'c.pdf is larger than 10 MB.'],
    });
  });
});

describe('chipName (spec-3 §5)', () => {
  it('shows up to 20 characters whole and cuts a longer name to 17 and "..."', () => {
    expect(chipName('abcdefghijklmnopqrst')).toBe('abcdefghijklmnopqrst');
    expect(chipName('abcdefghijklmnopqrstu')).toBe('abcdefghijklmnopq...');
    expect(chipName('abcdefghijklmnopqrstuvwxyz.pdf')).toBe('abcdefghijklmnopq...');
  });

  it('counts code points, so no character is cut in half', () => {
    expect(chipName(`${'😀'.repeat(21)}`)).toBe(`${'😀'.repeat(17)}...`);
  });
});

const file = (n: number) => ({ referenceId: `ref-${n}`, fileName: `f${n}.pdf` });

describe('uploadedFilesSchema', () => {
  it('takes up to 8 files and refuses a ninth', () => {
    const schema = uploadedFilesSchema(KYC_UPLOAD);
    expect(schema.safeParse([]).success).toBe(true);
    expect(schema.safeParse(Array.from({ length: 8 }, (_, i) => file(i))).success).toBe(true);
    const nine = schema.safeParse(Array.from({ length: 9 }, (_, i) => file(i)));
    expect(nine.error?.issues.map((i) => i.message)).toEqual(['You can upload up to 8 files.']);
  });

  it('asks for one file when required', () => {
    const result = uploadedFilesSchema(KYC_UPLOAD, { required: true }).safeParse([]);
    expect(result.error?.issues.map((i) => i.message)).toEqual(['This field is required']);
    expect(uploadedFilesSchema(KYC_UPLOAD, { required: true }).safeParse([file(1)]).success).toBe(
      true,
    );
  });
});
