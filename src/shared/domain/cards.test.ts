import { describe, expect, it } from 'vitest';
import { cardChangeText, creationLimits, MERCHANT_CATEGORY_CODES, widensMerchants } from './cards';
import { cardCodeBinding } from './codeAuthorisation';

describe('creation limits (spec-3 §4)', () => {
  it('is overall_card_limit minus both totals, and each type within its own limit', () => {
    expect(creationLimits({ physical: 3, virtual: 4 })).toMatchObject({
      maxNewCards: 13,
      maxNewPhysicalCards: 7,
      maxNewVirtualCards: 11,
    });
  });

  it('never goes below 0, and a type never beyond what is left overall', () => {
    expect(creationLimits({ physical: 10, virtual: 15 })).toMatchObject({
      maxNewCards: 0,
      maxNewPhysicalCards: 0,
      maxNewVirtualCards: 0,
    });
    expect(creationLimits({ physical: 5, virtual: 14 })).toMatchObject({
      maxNewCards: 1,
      maxNewPhysicalCards: 1,
      maxNewVirtualCards: 1,
    });
  });
});

const only = (...categories: (typeof MERCHANT_CATEGORY_CODES)[number][]) =>
  ({ type: 'ALLOW_LISTED', categories }) as const;

describe('what weakens a merchant restriction', () => {
  const none = { type: 'NO_RESTRICTION' } as const;

  it('adding a category or lifting the restriction widens it', () => {
    expect(widensMerchants(only('TECH'), only('TECH', 'TRAVEL'))).toBe(true);
    expect(widensMerchants(only('TECH'), none)).toBe(true);
  });

  it('removing a category, or restricting an unrestricted card, does not', () => {
    expect(widensMerchants(only('TECH', 'TRAVEL'), only('TRAVEL'))).toBe(false);
    expect(widensMerchants(none, only('FOOD'))).toBe(false);
    expect(widensMerchants(none, none)).toBe(false);
  });
});

describe("a card code's binding", () => {
  it('names the card, the change and the new limit', () => {
    expect(
      cardCodeBinding({
        kind: 'card',
        cardId: 'CARD-0002',
        change: 'limit',
        amount: 3_000_000_000,
        currency: 'SGD',
        card: { panTail: '3302', nameOnCard: 'A' },
      }),
    ).toEqual({
      purpose: 'card',
      subject: 'CARD-0002',
      payee: 'limit',
      amount: 3_000_000_000,
      currency: 'SGD',
    });
  });

  it('names a merchant set in one order, and fits any set in a binding field (64)', () => {
    expect(
      cardChangeText('merchants', {
        type: 'ALLOW_LISTED',
        categories: ['TRAVEL', 'FOOD', 'TRAVEL'],
      }),
    ).toBe('mcc:FOOD+TRAVEL');
    expect(cardChangeText('merchants', { type: 'NO_RESTRICTION' })).toBe('mcc:ANY');
    const all = cardChangeText('merchants', {
      type: 'ALLOW_LISTED',
      categories: [...MERCHANT_CATEGORY_CODES],
    });
    expect(all.length).toBeLessThanOrEqual(64);
  });
});
