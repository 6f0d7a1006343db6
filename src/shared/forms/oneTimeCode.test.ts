import { describe, expect, it } from 'vitest';
import { codeProblem } from './oneTimeCode';

describe('one-time code rules', () => {
  it.each(['12345', '1234567', '12a456', '      '])('refuses %j', (code) => {
    expect(codeProblem(code)).toBeDefined();
  });

  it("shows 'Invalid or expired code' for a code that is not 6 digits", () => {
    expect(codeProblem('12345')).toBe('Invalid or expired code');
  });

  it("asks for a code with 'This field is required'", () => {
    expect(codeProblem('')).toBe('This field is required');
    expect(codeProblem('   ')).toBe('This field is required');
  });

  it('accepts exactly 6 digits, spaces around them trimmed', () => {
    expect(codeProblem(' 123456 ')).toBeUndefined();
  });
});
