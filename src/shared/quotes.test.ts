import { describe, expect, it } from 'vitest';
import type { FxQuote } from './domain/fx';
import { holdQuote, isExpired, msLeft, needsRefresh, refreshDueAt } from './quotes';

const NOW = Date.parse('2025-11-20T10:00:00.000Z');

function quote(secondsAhead: number): FxQuote {
  return {
    referenceId: 'Q1',
    sellCurrency: 'SGD',
    buyCurrency: 'USD',
    bidRate: 742_311,
    validTo: new Date(NOW + secondsAhead * 1000).toISOString(),
    country: 'SG',
  };
}

describe('quote life', () => {
  it('is usable from receipt with 3 minutes until 10 s remain', () => {
    const held = holdQuote(quote(180), NOW);
    expect(needsRefresh(held, NOW)).toBe(false);
    expect(needsRefresh(held, NOW + 169_999)).toBe(false);
    expect(needsRefresh(held, NOW + 170_000)).toBe(true);
    expect(refreshDueAt(held)).toBe(NOW + 170_000);
  });

  it('cannot be used when it arrives with under 2 minutes left', () => {
    expect(needsRefresh(holdQuote(quote(119), NOW), NOW)).toBe(true);
    expect(needsRefresh(holdQuote(quote(120), NOW), NOW)).toBe(false);
  });

  it('is expired within 1 s of validTo and after it', () => {
    const held = holdQuote(quote(180), NOW);
    expect(isExpired(held, NOW + 178_999)).toBe(false);
    expect(isExpired(held, NOW + 179_000)).toBe(true);
    expect(msLeft(held, NOW + 200_000)).toBe(0);
  });

  it('caps validTo at 3 minutes after receipt (spec-2 §4), whatever the bank says', () => {
    const held = holdQuote(quote(600), NOW);
    expect(held.validToMs).toBe(NOW + 180_000);
    expect(held.receivedWithMs).toBe(180_000);
    expect(msLeft(held, NOW)).toBe(180_000);
    expect(needsRefresh(held, NOW + 170_000)).toBe(true);
    expect(isExpired(held, NOW + 179_000)).toBe(true);
    // A quote with less than 3 minutes keeps its own end.
    expect(holdQuote(quote(150), NOW).validToMs).toBe(NOW + 150_000);
  });

  it('treats an unreadable validTo as already expired', () => {
    const held = holdQuote({ ...quote(180), validTo: 'soon' }, NOW);
    expect(needsRefresh(held, NOW)).toBe(true);
  });
});
