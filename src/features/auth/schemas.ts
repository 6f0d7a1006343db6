import { z } from 'zod';

/** Login form (spec-1 §5): e-mail and password required; login uses the text with a full stop. */
export const REQUIRED_LOGIN = 'This field is required.';
export const INVALID_EMAIL = 'Please enter a valid email address.';

export const loginSchema = z.object({
  email: z.string().trim().min(1, REQUIRED_LOGIN).pipe(z.email(INVALID_EMAIL)),
  password: z.string().min(1, REQUIRED_LOGIN),
});
export type LoginForm = z.input<typeof loginSchema>;
export type LoginValues = z.output<typeof loginSchema>;

/** SMS, e-mail or authenticator code: required, digits only, exactly 6 digits. */
export const REQUIRED = 'This field is required';
export const INVALID_CODE = 'Invalid or expired code';

export const codeSchema = z.object({
  code: z.string().trim().min(1, REQUIRED).regex(/^\d{6}$/, INVALID_CODE),
  rememberDevice: z.boolean(),
});
export type CodeForm = z.input<typeof codeSchema>;
export type CodeValues = z.output<typeof codeSchema>;
