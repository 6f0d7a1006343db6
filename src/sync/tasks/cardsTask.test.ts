import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readCards } from '../../db/cachedCards';
import { BankDatabase } from '../../db/database';
import type { Card, CardType } from '../../shared/domain/cards';
import { cardsTask } from './cardsTask';

let db: BankDatabase;
beforeEach(async () => {
  db = new BankDatabase(`cards-${crypto.randomUUID()}`);
  await db.open();
});
afterEach(async () => {
  db.close();
  await db.delete();
});

function aCard(overrides: Partial<Card>): Card {
  return {
    id: 'CARD-1',
    type: 'PHYSICAL',
    cardOrder: 1,
    status: 'ACTIVE',
    panTail: '4821',
    nameOnCard: 'Ada Tan',
    holder: { userReferenceID: 'USR-1', name: 'Ada Tan' },
    linkedAccount: { accountNumber: '885164302117', accountName: 'Main', currency: 'SGD' },
    spendingLimit: 5_000_000_000,
    spentAmount: 120_000_000,
    limitPeriod: 'MONTHLY',
    merchants: { type: 'ALLOW_LISTED', categories: ['TECH'] },
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

const CARD_FIELDS = [
  'cardOrder',
  'holder',
  'id',
  'limitPeriod',
  'linkedAccount',
  'merchants',
  'nameOnCard',
  'panTail',
  'spendingLimit',
  'spentAmount',
  'status',
  'type',
  'updatedAt',
];

const noProgress = () => undefined;

describe('cards sync task', () => {
  it('caches the physical and virtual cards, each type in cardOrder, replacing the cards gone', async () => {
    await db.cards.put({ id: 'OLD', type: 'VIRTUAL', cardOrder: 9, data: aCard({ id: 'OLD' }) });
    const lists: Record<CardType, Card[]> = {
      PHYSICAL: [aCard({ id: 'P2', cardOrder: 2 }), aCard({ id: 'P1', cardOrder: 1 })],
      VIRTUAL: [aCard({ id: 'V1', type: 'VIRTUAL', cardOrder: 1, panTail: '3302' })],
    };
    await cardsTask({ fetchCards: (type) => Promise.resolve(lists[type]) }).run(db, noProgress);
    expect((await readCards(db)).map((c) => c.id)).toEqual(['P1', 'V1', 'P2']);
    expect(await db.cards.get('OLD')).toBeUndefined();
  });

  it("stores only the Card type's fields: no number, expiry or security code reaches IndexedDB", async () => {
    // A bank (or a proxy) that answers more than the contract: the extra fields must be dropped.
    const leaky = {
      ...aCard({ id: 'P1' }),
      pan: '4111111111114821',
      cardNumber: '4111111111114821',
      expiry: '12/29',
      cvv2: '123',
      holder: { userReferenceID: 'USR-1', name: 'Ada Tan', pan: '4111111111114821' },
    } as Card;
    await cardsTask({
      fetchCards: (type) => Promise.resolve(type === 'PHYSICAL' ? [leaky] : []),
    }).run(db, noProgress);
    const row = await db.cards.get('P1');
    expect(Object.keys(row ?? {}).toSorted()).toEqual(['cardOrder', 'data', 'id', 'type']);
    expect(Object.keys(row?.data ?? {}).toSorted()).toEqual(CARD_FIELDS);
    expect(Object.keys(row?.data.holder ?? {}).toSorted()).toEqual(['name', 'userReferenceID']);
    expect(JSON.stringify(row)).not.toMatch(/\d{13,}/);
    expect(JSON.stringify(row)).not.toContain('cvv2');
    expect(row?.data).toEqual(aCard({ id: 'P1' }));
  });

  it('leaves the cache as it was when one list fails', async () => {
    await db.cards.put({ id: 'P1', type: 'PHYSICAL', cardOrder: 1, data: aCard({ id: 'P1' }) });
    const task = cardsTask({
      fetchCards: (type) =>
        type === 'VIRTUAL' ? Promise.reject(new Error('no answer')) : Promise.resolve([]),
    });
    await expect(task.run(db, noProgress)).rejects.toThrow('no answer');
    expect((await readCards(db)).map((c) => c.id)).toEqual(['P1']);
  });
});
