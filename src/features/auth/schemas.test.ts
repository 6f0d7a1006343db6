import { describe, expect, it } from 'vitest';
import { loginSchema, resetPasswordSchema, resetRequestSchema } from './schemas';

function firstError(result: {
  success: boolean;
  error?: { issues: { message: string }[] };
}): string | undefined {
  return result.error?.issues[0]?.message;
}

describe('login form rules', () => {
  it("requires e-mail and password with 'This field is required.'", () => {
    const result = loginSchema.safeParse({ email: '', password: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'This field is required.',
      'This field is required.',
    ]);
  });

  it("refuses an invalid e-mail with 'Please enter a valid email address.'", () => {
    expect(firstError(loginSchema.safeParse({ email: 'admin@', password: 'x' }))).toBe(
      'Please enter a valid email address.',
    );
  });

  it('trims the e-mail before validating it', () => {
    expect(loginSchema.parse({ email: '  admin@demo.test ', password: 'x' }).email).toBe(
      'admin@demo.test',
    );
  });
});

/** The first message of each field, as the form shows it. */
function messagesOf(result: {
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}): Record<string, string> {
  return Object.fromEntries(
    (result.error?.issues ?? []).toReversed().map((i) => [i.path.join('.'), i.message]),
  );
}

describe('forgot password rules', () => {
  const valid = { code: '123456', password: 'NewPass#2026', confirmPassword: 'NewPass#2026' };

  it("asks for the e-mail with 'This field is required' (not the login's text) and checks and trims it", () => {
    expect(firstError(resetRequestSchema.safeParse({ email: '  ' }))).toBe(
      'This field is required',
    );
    expect(firstError(resetRequestSchema.safeParse({ email: 'admin@' }))).toBe(
      'Please enter a valid email address.',
    );
    expect(resetRequestSchema.parse({ email: ' admin@demo.test ' }).email).toBe('admin@demo.test');
  });

  it('requires the code, the new password and its confirmation', () => {
    expect(
      messagesOf(resetPasswordSchema.safeParse({ code: '', password: '', confirmPassword: '' })),
    ).toEqual({
      code: 'This field is required',
      password: 'This field is required',
      confirmPassword: 'This field is required',
    });
  });

  it('refuses a password that misses a rule of the policy (aaaaaaaa, Short#7) and accepts 8 characters that meet them all', () => {
    for (const password of ['aaaaaaaa', 'Short#7', 'NOLOWER#1', 'NoDigit#', 'NoSpecial1'])
      expect(
        messagesOf(
          resetPasswordSchema.safeParse({ ...valid, password, confirmPassword: password }),
        ),
      ).toEqual({
        password: 'Your new password does not meet every rule below yet.',
      });
    expect(
      resetPasswordSchema.safeParse({ ...valid, password: 'Exact#8a', confirmPassword: 'Exact#8a' })
        .success,
    ).toBe(true);
  });

  it('says when the confirmation differs, also while the code is still wrong, and never trims a password', () => {
    expect(
      messagesOf(resetPasswordSchema.safeParse({ ...valid, confirmPassword: 'NewPass#2025' })),
    ).toEqual({
      confirmPassword: 'The passwords do not match.',
    });
    expect(
      messagesOf(
        resetPasswordSchema.safeParse({
          code: '12',
          password: 'NewPass#2026',
          confirmPassword: 'other',
        }),
      ),
    ).toEqual({
      code: 'Invalid or expired code',
      confirmPassword: 'The passwords do not match.',
    });
    expect(
      messagesOf(resetPasswordSchema.safeParse({ ...valid, confirmPassword: 'NewPass#2026 ' })),
    ).toEqual({
      confirmPassword: 'The passwords do not match.',
    });
    expect(
      resetPasswordSchema.parse({
        ...valid,
        password: ' Spaced #1 ',
        confirmPassword: ' Spaced #1 ',
      }).password,
    ).toBe(' Spaced #1 ');
  });

  it('takes the same 6-digit code rule as sign-in', () => {
    expect(messagesOf(resetPasswordSchema.safeParse({ ...valid, code: '12a456' }))).toEqual({
      code: 'Invalid or expired code',
    });
  });
});
