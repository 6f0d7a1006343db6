import { describe, expect, it } from 'vitest';
import type { StoredCards } from '../stores/cards';
import type { CardRecord } from '../types';
import { cardFor, limitsOf, NO_SUCH_CARD, visibleCards, type CardActor } from './cards';
import { BankError } from '../types';
import { buildScenario } from '../scenarios/registry';

const record = (
  id: string,
  corpID: string,
  holder: string,
  type: CardRecord['type'],
): CardRecord => ({
  id,
  corpID,
  type,
  cardOrder: 1,
  status: 'ACTIVE',
  panTail: '1234',
  nameOnCard: 'A Holder',
  holderUserReferenceID: holder,
  accountNumber: '885164000001',
  spendingLimit: 1_000_000_000,
  spentAmount: 0,
  merchants: { type: 'NO_RESTRICTION' },
  updatedAt: 0,
});

const state: StoredCards = {
  scenario: 'test',
  next: 4,
  cards: [
    record('CARD-0001', 'CORP-A', 'USR-A1', 'PHYSICAL'),
    record('CARD-0002', 'CORP-A', 'USR-A2', 'VIRTUAL'),
    record('CARD-0003', 'CORP-B', 'USR-B1', 'VIRTUAL'),
  ],
};

const actor = (role: CardActor['role'], corpID = 'CORP-A', id = 'USR-A2'): CardActor => ({
  userReferenceID: id,
  email: `${id}@test`,
  role,
  corpID,
});

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (e) {
    return e instanceof BankError ? [e.status, e.code, e.description] : e;
  }
  return null;
};

describe('which cards a caller sees', () => {
  it('a card manager sees every card of their company, none of another', () => {
    expect(visibleCards(state, actor('finance')).map((c) => c.id)).toEqual([
      'CARD-0001',
      'CARD-0002',
    ]);
    expect(visibleCards(state, actor('admin', 'CORP-B', 'USR-B9')).map((c) => c.id)).toEqual([
      'CARD-0003',
    ]);
  });

  it('the accountant and general roles see their own cards only', () => {
    for (const role of ['accountant', 'general'] as const)
      expect(visibleCards(state, actor(role)).map((c) => c.id)).toEqual(['CARD-0002']);
  });

  it("another company's card is refused exactly as a card that does not exist", () => {
    const admin = actor('admin');
    const theirs = refusal(() => cardFor(state, admin, 'CARD-0003'));
    expect(theirs).toEqual([404, 'RESOURCE_NOT_FOUND', NO_SUCH_CARD]);
    expect(refusal(() => cardFor(state, admin, 'CARD-0404'))).toEqual(theirs);
    expect(cardFor(state, admin, 'CARD-0001').id).toBe('CARD-0001');
  });

  it("counts a company's own cards only in its creation limits", () => {
    expect(limitsOf(state, 'CORP-A')).toMatchObject({
      total_physical_cards: 1,
      total_virtual_cards: 1,
      maxNewCards: 18,
    });
    expect(limitsOf(state, 'CORP-B')).toMatchObject({
      total_physical_cards: 0,
      total_virtual_cards: 1,
    });
  });
});

describe('the seeded cards', () => {
  it("spend this month is each card's debits since the 1st", () => {
    const scenario = buildScenario('default');
    const now = new Date();
    const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
    const cards = scenario.cards ?? [];
    expect(cards).toHaveLength(7);
    for (const card of cards) {
      const debits = scenario.transactions.filter(
        (t) =>
          t.cardNumber === card.panTail &&
          t.creditOrDebit === 'DEBIT' &&
          t.status !== 'FAILED' &&
          Date.parse(t.createdAt) >= start,
      );
      expect([card.id, card.spentAmount]).toEqual([
        card.id,
        debits.reduce((sum, t) => sum + t.amount, 0),
      ]);
    }
  });

  it('never spent past its limit in any month of the history (a card cannot)', () => {
    const scenario = buildScenario('default');
    for (const card of scenario.cards ?? []) {
      const byMonth = new Map<string, number>();
      for (const t of scenario.transactions)
        if (t.cardNumber === card.panTail && t.creditOrDebit === 'DEBIT' && t.status !== 'FAILED') {
          const month = t.createdAt.slice(0, 7);
          byMonth.set(month, (byMonth.get(month) ?? 0) + t.amount);
        }
      const most = Math.max(0, ...byMonth.values());
      expect([card.id, most <= card.spendingLimit]).toEqual([card.id, true]);
    }
  });

  it('has a locked, a not activated and a suspended card, and a suspended member holds one', () => {
    const scenario = buildScenario('default');
    const cards = scenario.cards ?? [];
    expect(new Set(cards.map((c) => c.status))).toEqual(
      new Set(['ACTIVE', 'LOCKED', 'NOT_ACTIVATED', 'SUSPENDED']),
    );
    const suspended = scenario.users.filter((u) => u.suspended).map((u) => u.userReferenceID);
    expect(cards.some((c) => suspended.includes(c.holderUserReferenceID))).toBe(true);
  });
});
