import { describe, expect, it } from 'vitest';
import { codeFormSchema } from './codeSchema';

/** The message the code field shows: its first issue, as the form's resolver reports it. */
const problem = (code: string) => codeFormSchema.safeParse({ code }).error?.issues[0]?.message;

describe('one-time code rules', () => {
  it.each(['12345', '1234567', '12a456', '      '])('refuses %j', (code) => {
    expect(problem(code)).toBeDefined();
  });

  it("shows 'Invalid or expired code' for a code that is not 6 digits", () => {
    expect(problem('12345')).toBe('Invalid or expired code');
  });

  it("asks for a code with 'This field is required'", () => {
    expect(problem('')).toBe('This field is required');
    expect(problem('   ')).toBe('This field is required');
  });

  it('accepts exactly 6 digits, spaces around them trimmed', () => {
    expect(problem(' 123456 ')).toBeUndefined();
    expect(codeFormSchema.parse({ code: ' 123456 ' })).toEqual({ code: '123456' });
  });
});
