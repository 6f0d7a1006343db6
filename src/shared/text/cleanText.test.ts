import { describe, expect, it } from 'vitest';
import { cleanMultilineText, cleanText } from './cleanText';

const ZERO_WIDTH = ['\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF'];
const BIDI = [
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200E',
  '\u200F',
  '\u061C',
];

describe('cleanText', () => {
  it('leaves ordinary text, accents and other scripts as they are', () => {
    expect(cleanText('Operations EUR')).toBe('Operations EUR');
    expect(cleanText('Café Zoë – №1')).toBe('Café Zoë – №1');
    expect(cleanText('運営口座')).toBe('運営口座');
    expect(cleanText('حساب العمليات')).toBe('حساب العمليات');
  });

  it('removes every zero-width character', () => {
    for (const char of ZERO_WIDTH) expect(cleanText(`Pay${char}roll`)).toBe('Payroll');
    expect(cleanText('\u200B\u200B')).toBe('');
  });

  it('removes every bidi control, so a name cannot read backwards', () => {
    for (const char of BIDI) expect(cleanText(`a${char}b`)).toBe('ab');
    expect(cleanText('\u202Efdp.exe')).toBe('fdp.exe');
  });

  it('removes C0 and C1 control characters and DEL', () => {
    expect(cleanText('a\u0000b\u0007c\u001Bd\u007Fe\u0080f\u009Fg')).toBe('abcdefg');
  });

  it('turns tabs and line breaks into spaces in a single-line field, then trims', () => {
    expect(cleanText('  Ops\tEUR\r\nmain\nside\u2028x\u0085y  ')).toBe('Ops EUR main side x y');
    expect(cleanText('\u200B name \u202E')).toBe('name');
  });

  it('keeps no more than the name when 40 zero-width characters follow it', () => {
    expect(cleanText(`name${'\u200B'.repeat(40)}`)).toBe('name');
  });
});

describe('cleanMultilineText', () => {
  it('keeps line breaks as \\n and cleans each line', () => {
    expect(cleanMultilineText('First line\r\nsecond\u202E line\rthird\u2029fourth\t.')).toBe(
      'First line\nsecond line\nthird\nfourth .',
    );
  });

  it('trims the whole text and leaves nothing of invisible input', () => {
    expect(cleanMultilineText('\n\u200B\u2066\n')).toBe('');
    expect(cleanMultilineText('  Approved\n  ')).toBe('Approved');
  });
});
