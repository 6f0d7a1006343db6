import { describe, expect, it } from 'vitest';
import { quoteExpired } from './ReviewQuote';

describe("the review's quote (spec-2 §4 Quotes and countdown)", () => {
  const now = Date.parse('2026-11-25T10:00:00.000Z');

  it('is expired within 1 s of validTo or past it, so Refresh replaces Transfer Now', () => {
    expect(quoteExpired('2026-11-25T10:00:01.000Z', now)).toBe(true);
    expect(quoteExpired('2026-11-25T09:59:59.000Z', now)).toBe(true);
    expect(quoteExpired('2026-11-25T10:00:01.001Z', now)).toBe(false);
  });

  it('never expires a payout in one currency (no quote)', () => {
    expect(quoteExpired(undefined, now)).toBe(false);
  });
});
