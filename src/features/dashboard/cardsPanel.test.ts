import { describe, expect, it } from 'vitest';
import type { Card } from '../../shared/domain/cards';
import { cardsPanelSummary } from './cardsPanel';

function card(overrides: Partial<Card>): Card {
  return {
    id: 'CARD-1',
    type: 'VIRTUAL',
    cardOrder: 1,
    status: 'ACTIVE',
    panTail: '1111',
    nameOnCard: 'A',
    holder: { userReferenceID: 'U', name: 'A' },
    linkedAccount: { accountNumber: '1', accountName: 'Main', currency: 'SGD' },
    spendingLimit: 2_000_000_000,
    spentAmount: 0,
    limitPeriod: 'MONTHLY',
    merchants: { type: 'NO_RESTRICTION' },
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

describe("the dashboard's Cards panel (spec-3 §2)", () => {
  it('counts the cards and takes the first physical card in cardOrder: spendingLimit - spentAmount', () => {
    const summary = cardsPanelSummary([
      card({ id: 'V1', type: 'VIRTUAL', cardOrder: 1 }),
      card({
        id: 'P2',
        type: 'PHYSICAL',
        cardOrder: 2,
        spendingLimit: 20_000_000_000,
        spentAmount: 1_234_560_000,
      }),
      card({
        id: 'P1',
        type: 'PHYSICAL',
        cardOrder: 1,
        spendingLimit: 5_000_000_000,
        spentAmount: 1_250_500_000,
      }),
    ]);
    expect(summary.count).toBe(3);
    expect(summary.first?.id).toBe('P1');
    expect(summary.limitLeft).toBe(3_749_500_000);
  });

  it('takes the first virtual card when there is no physical one, and never goes below nothing', () => {
    const summary = cardsPanelSummary([
      card({ id: 'V2', cardOrder: 2 }),
      card({ id: 'V1', cardOrder: 1, spendingLimit: 100_000_000, spentAmount: 150_000_000 }),
    ]);
    expect(summary.first?.id).toBe('V1');
    expect(summary.limitLeft).toBe(0);
  });

  it('has no first card and no limit without cards', () => {
    expect(cardsPanelSummary([])).toEqual({ count: 0, first: undefined, limitLeft: undefined });
  });
});
