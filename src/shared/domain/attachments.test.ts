import { describe, expect, it } from 'vitest';
import { sniffFileType } from './attachments';

const bytes = (...b: number[]) => Uint8Array.from(b);
const text = (s: string) => new TextEncoder().encode(s);

describe('sniffFileType', () => {
  it('tells PNG, JPEG and PDF by their first bytes', () => {
    expect(sniffFileType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe(
      'image/png',
    );
    expect(sniffFileType(bytes(0xff, 0xd8, 0xff, 0xe1))).toBe('image/jpeg');
    expect(sniffFileType(text('%PDF-1.7\n'))).toBe('application/pdf');
  });

  it('refuses anything else: a zip, HTML, an executable, a cut signature, nothing', () => {
    expect(sniffFileType(bytes(0x50, 0x4b, 0x03, 0x04))).toBeNull();
    expect(sniffFileType(text('<html>%PDF-'))).toBeNull();
    expect(sniffFileType(text('MZ\x90\x00'))).toBeNull();
    expect(sniffFileType(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull();
    expect(sniffFileType(text('%PDF'))).toBeNull();
    expect(sniffFileType(new Uint8Array())).toBeNull();
  });
});
