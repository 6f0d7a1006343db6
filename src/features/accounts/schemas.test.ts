import { describe, expect, it } from 'vitest';
import { addAccountSchema, lowBalanceSchema, renameSchema, REQUIRED } from './schemas';

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

  it("refuses a name of only invisible characters with 'This field is required'", () => {
    for (const accountName of ['\u200B\u200B', '\u202E\u2066\u200F', ' \uFEFF\t\u0000 ']) {
      expect(renameSchema.safeParse({ accountName }).error?.issues).toEqual([
        expect.objectContaining({ path: ['accountName'], message: 'This field is required' }),
      ]);
      expect(addAccountSchema.safeParse({ currency: 'USD', accountName }).error?.issues).toEqual([
        expect.objectContaining({ path: ['accountName'], message: 'This field is required' }),
      ]);
    }
  });

  it('does not count zero-width characters against the 30-character limit', () => {
    expect(renameSchema.parse({ accountName: `name${'\u200B'.repeat(40)}` })).toEqual({
      accountName: 'name',
    });
  });

  it('sends the name without bidi overrides or control characters', () => {
    expect(renameSchema.parse({ accountName: 'Pay\u202Eroll\u0007' })).toEqual({
      accountName: 'Payroll',
    });
    expect(addAccountSchema.parse({ currency: 'EUR', accountName: '\u2067EU ops\u2069' })).toEqual({
      currency: 'EUR',
      accountName: 'EU ops',
    });
  });

  it("still says '30 character limit is reached.' for 31 visible characters among invisible ones", () => {
    expect(
      renameSchema.safeParse({ accountName: `\u200B${'a'.repeat(31)}\u202E` }).error?.issues,
    ).toEqual([
      expect.objectContaining({
        path: ['accountName'],
        message: '30 character limit is reached.',
      }),
    ]);
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

const read = (currency: 'SGD' | 'JPY', amount: string) =>
  lowBalanceSchema(currency).safeParse({ amount });
const message = (currency: 'SGD' | 'JPY', amount: string) =>
  read(currency, amount).error?.issues[0]?.message;

describe('lowBalanceSchema', () => {
  it('reads an amount of the currency into micro-units, 0 included', () => {
    expect(read('SGD', ' 2,000.50 ').data).toEqual({ amount: 2_000_500_000 });
    expect(read('SGD', '0').data).toEqual({ amount: 0 });
    expect(read('SGD', '1,000,000,000').data).toEqual({ amount: 1_000_000_000_000_000 });
  });

  it('refuses an empty, negative, too precise or too large amount with its text', () => {
    expect(message('SGD', '  ')).toBe('This field is required');
    expect(message('SGD', '-1')).toBe('Please enter a valid amount, for example 100.00.');
    expect(message('SGD', '1.005')).toBe('SGD amounts can have at most 2 decimal places.');
    expect(message('JPY', '1.5')).toBe(
      'JPY amounts are whole numbers. Please remove the decimal point.',
    );
    expect(message('SGD', '1,000,000,000.01')).toBe(
      'The alert amount can be at most S$1,000,000,000.00.',
    );
  });
});
