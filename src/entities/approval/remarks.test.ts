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
});
