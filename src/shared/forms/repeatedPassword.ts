import { z } from 'zod/mini';
import { PASSWORDS_DIFFER } from './fieldTexts';

interface PasswordPair {
  password: string;
  confirmPassword: string;
}

/**
 * The check of a form that asks for a new password twice (sign-up, password reset): the
 * repetition must match, said on confirmPassword once it is typed, even while another field is
 * still wrong, so every problem shows at once.
 */
export function repeatedPassword<T extends PasswordPair>() {
  return z.refine<T>((v) => v.confirmPassword === v.password, {
    message: PASSWORDS_DIFFER,
    path: ['confirmPassword'],
    when: ({ value }) => {
      const v = value as Partial<Record<keyof PasswordPair, unknown>>;
      return (
        typeof v.password === 'string' &&
        typeof v.confirmPassword === 'string' &&
        v.confirmPassword !== ''
      );
    },
  });
}
