/**
 * The password policy of a new account (sign-up and invitation; docs/decisions/sign-up.md 'Sign-up and invitations'):
 * the spec names none, so the common one: at least 8 characters with an upper-case and a
 * lower-case letter, a digit and a special character. One list: the create-password pages tick
 * each rule as the user types, and the bank refuses a password that misses one, naming it.
 */
export interface PasswordRule {
  id: 'length' | 'upper' | 'lower' | 'digit' | 'special';
  /** What the page lists, as the start of a sentence. */
  label: string;
  met: (password: string) => boolean;
}

export const PASSWORD_MIN_LENGTH = 8;
/** The contracts' bound (src/shared/contracts/signUp.ts). */
export const PASSWORD_MAX_LENGTH = 64;

export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    id: 'length',
    label: `At least ${PASSWORD_MIN_LENGTH} characters`,
    met: (pw) => pw.length >= PASSWORD_MIN_LENGTH,
  },
  { id: 'upper', label: 'An upper-case letter (A-Z)', met: (pw) => /[A-Z]/.test(pw) },
  { id: 'lower', label: 'A lower-case letter (a-z)', met: (pw) => /[a-z]/.test(pw) },
  { id: 'digit', label: 'A number (0-9)', met: (pw) => /\d/.test(pw) },
  // A space is not a special character: it is easy to add or lose unseen.
  {
    id: 'special',
    label: 'A special character (e.g. ! @ # $)',
    met: (pw) => /[^\sA-Za-z\d]/.test(pw),
  },
];

/** The rules `password` misses, in the list's order; empty when it may be used. */
export function passwordProblems(password: string): PasswordRule[] {
  return PASSWORD_RULES.filter((rule) => !rule.met(password));
}

/** The bank's refusal: 'The password needs at least 8 characters and a number (0-9).' */
export function passwordProblemsText(problems: readonly PasswordRule[]): string {
  const parts = problems.map((p) => p.label.charAt(0).toLowerCase() + p.label.slice(1));
  const list =
    parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  return `The password needs ${list}.`;
}
