import type { Card } from '../../../shared/domain/cards';

/** A card as the bank answers it; tests override what they need. */
export function aCard(overrides: Partial<Card> = {}): Card {
  return {
    id: 'CARD-0003',
    type: 'VIRTUAL',
    cardOrder: 2,
    status: 'ACTIVE',
    panTail: '1195',
    nameOnCard: 'Fiona Lim',
    holder: { userReferenceID: 'USR-FIN', name: 'Fiona Lim' },
    linkedAccount: {
      accountNumber: '885165410552',
      accountName: 'USD operations',
      currency: 'USD',
    },
    spendingLimit: 3_000_000_000,
    spentAmount: 750_500_000,
    limitPeriod: 'MONTHLY',
    merchants: { type: 'NO_RESTRICTION' },
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}
