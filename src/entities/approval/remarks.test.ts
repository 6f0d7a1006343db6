import { describe, expect, it } from 'vitest';
import { remarksFormSchema } from './remarks';

describe('remarks form', () => {
  it('takes no remarks, and trims what is typed', () => {
    expect(remarksFormSchema.parse({ remarks: '' })).toEqual({ remarks: '' });
    expect(remarksFormSchema.parse({ remarks: '  Supplier invoice \n' })).toEqual({
      remarks: 'Supplier invoice',
    });
  });

  it('takes 500 characters, spaces around them aside, and says so beyond', () => {
    expect(remarksFormSchema.parse({ remarks: ` ${'a'.repeat(500)} ` }).remarks).toHaveLength(500);
    expect(remarksFormSchema.safeParse({ remarks: 'a'.repeat(501) }).error?.issues).toMatchObject([
      { path: ['remarks'], message: '500 character limit is reached.' },
    ]);
  });

  it('keeps line breaks and removes bidi, zero-width and control characters', () => {
    expect(
      remarksFormSchema.parse({ remarks: '\u202EPaid\u200B twice\r\nsee invoice\u0000 7' }),
    ).toEqual({ remarks: 'Paid twice\nsee invoice 7' });
    expect(remarksFormSchema.parse({ remarks: '\u200B\u2066\n' })).toEqual({ remarks: '' });
  });

  it('counts only the visible characters against the 500 limit', () => {
    expect(
      remarksFormSchema.parse({ remarks: `${'a'.repeat(500)}${'\u200B'.repeat(40)}` }).remarks,
    ).toHaveLength(500);
    expect(
      remarksFormSchema.safeParse({ remarks: `\u202E${'a'.repeat(501)}` }).error?.issues,
    ).toMatchObject([{ path: ['remarks'], message: '500 character limit is reached.' }]);
  });
});
