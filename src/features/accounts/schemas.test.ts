import { describe, expect, it } from 'vitest';
import { addAccountSchema, renameSchema, REQUIRED } from './schemas';

const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('account name rules (spec-3 §5)', () => {
  it('trims the name before it is checked and sent', () => {
    expect(renameSchema.parse({ accountName: '  Payroll  ' })).toEqual({ accountName: 'Payroll' });
  });

  it("refuses an empty or blank name with 'This field is required'", () => {
    expect(firstError(renameSchema.safeParse({ accountName: '' }))).toBe(REQUIRED);
    expect(firstError(renameSchema.safeParse({ accountName: '    ' }))).toBe(REQUIRED);
    expect(REQUIRED).toBe('This field is required');
  });

  it('accepts 30 characters and refuses 31', () => {
    expect(renameSchema.safeParse({ accountName: 'a'.repeat(30) }).success).toBe(true);
    expect(firstError(renameSchema.safeParse({ accountName: 'a'.repeat(31) }))).toBe(
      '30 character limit is reached.',
    );
  });

  it('counts the trimmed name against the limit', () => {
    expect(renameSchema.safeParse({ accountName: ` ${'a'.repeat(30)} ` }).success).toBe(true);
  });

  it('opens accounts only in the exchange currencies', () => {
    expect(addAccountSchema.safeParse({ currency: 'USD', accountName: 'US ops' }).success).toBe(
      true,
    );
    expect(firstError(addAccountSchema.safeParse({ currency: '', accountName: 'x' }))).toBe(
      REQUIRED,
    );
    expect(addAccountSchema.safeParse({ currency: 'IDR', accountName: 'x' }).success).toBe(false);
  });
});
