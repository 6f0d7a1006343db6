import { describe, expect, it } from 'vitest';
import { codeSchema, loginSchema } from './schemas';

function firstError(result: { success: boolean; error?: { issues: { message: string }[] } }): string | undefined {
  return result.error?.issues[0]?.message;
}

describe('login form rules', () => {
  it("requires e-mail and password with 'This field is required.'", () => {
    const result = loginSchema.safeParse({ email: '', password: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(['This field is required.', 'This field is required.']);
  });

  it("refuses an invalid e-mail with 'Please enter a valid email address.'", () => {
    expect(firstError(loginSchema.safeParse({ email: 'admin@', password: 'x' }))).toBe('Please enter a valid email address.');
  });

  it('trims the e-mail before validating it', () => {
    expect(loginSchema.parse({ email: '  admin@demo.test ', password: 'x' }).email).toBe('admin@demo.test');
  });
});

describe('one-time code rules', () => {
  it.each(['12345', '1234567', '12a456', '      '])('refuses %j', (code) => {
    expect(codeSchema.safeParse({ code, rememberDevice: false }).success).toBe(false);
  });

  it("shows 'Invalid or expired code' for a code that is not 6 digits", () => {
    expect(firstError(codeSchema.safeParse({ code: '12345', rememberDevice: false }))).toBe('Invalid or expired code');
  });

  it('accepts exactly 6 digits', () => {
    expect(codeSchema.parse({ code: ' 123456 ', rememberDevice: true }).code).toBe('123456');
  });
});
