import { describe, expect, it } from 'vitest';
import { PASSWORD_RULES, passwordProblems, passwordProblemsText } from './passwordPolicy';

const missing = (pw: string) => passwordProblems(pw).map((r) => r.id);

describe('the password policy', () => {
  it('lists its rules with the labels the create-password pages show', () => {
    expect(PASSWORD_RULES.map((r) => r.label)).toEqual([
      'At least 8 characters',
      'An upper-case letter (A-Z)',
      'A lower-case letter (a-z)',
      'A number (0-9)',
      'A special character (e.g. ! @ # $)',
    ]);
  });

  it('accepts the demo password and refuses each missing part', () => {
    expect(missing('Demo@1234')).toEqual([]);
    expect(missing('Dem@123')).toEqual(['length']);
    expect(missing('demo@1234')).toEqual(['upper']);
    expect(missing('DEMO@1234')).toEqual(['lower']);
    expect(missing('Demo@abcd')).toEqual(['digit']);
    expect(missing('Demo 1234')).toEqual(['special']);
    expect(missing('')).toEqual(['length', 'upper', 'lower', 'digit', 'special']);
  });

  it('names what is missing in one sentence', () => {
    expect(passwordProblemsText(passwordProblems('demo1234'))).toBe(
      'The password needs an upper-case letter (A-Z) and a special character (e.g. ! @ # $).',
    );
    expect(passwordProblemsText(passwordProblems('Demo@12'))).toBe(
      'The password needs at least 8 characters.',
    );
    expect(passwordProblemsText(passwordProblems('abc'))).toBe(
      'The password needs at least 8 characters, an upper-case letter (A-Z), a number (0-9) and a special character (e.g. ! @ # $).',
    );
  });
});
