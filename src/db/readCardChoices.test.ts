import { afterEach, describe, expect, it } from 'vitest';
import { BankDatabase } from './database';
import { transactionRow } from './toRows';
import { readCardChoices } from './transactionReads';
import { buildTransaction } from '../test/transactions';

const dbs: BankDatabase[] = [];
afterEach(async () => {
  for (const db of dbs.splice(0)) {
    db.close();
    await db.delete();
  }
});

const day = (i: number) => new Date(Date.UTC(2026, 9, 1 + (i % 28), i % 24)).toISOString();

async function cacheWith(
  cards: { cardNumber?: string; nameOnCard?: string }[],
): Promise<BankDatabase> {
  const db = new BankDatabase(`card-choices-${crypto.randomUUID()}`);
  dbs.push(db);
  await db.open();
  await db.transactions.bulkPut(
    cards.map((card, i) =>
      transactionRow(buildTransaction({ displayReferenceId: `T${i}`, createdAt: day(i), ...card })),
    ),
  );
  return db;
}

describe('readCardChoices', () => {
  it('offers each card and each cardholder of the cached transactions once, in order', async () => {
    const db = await cacheWith([
      ...Array.from({ length: 30 }, () => ({ cardNumber: '7730', nameOnCard: 'Mina Kuvalis' })),
      ...Array.from({ length: 20 }, () => ({ cardNumber: '4821', nameOnCard: 'Roy Harber' })),
      { cardNumber: '1195', nameOnCard: 'Pam Bartell' },
      { cardNumber: '4821', nameOnCard: 'ada Lim' },
      // Transactions without a card (pay-outs, pay-ins) offer nothing.
      ...Array.from({ length: 10 }, () => ({})),
    ]);
    expect(await readCardChoices(db)).toEqual({
      panTails: ['1195', '4821', '7730'],
      cardHolderNames: ['ada Lim', 'Mina Kuvalis', 'Pam Bartell', 'Roy Harber'],
    });
  });

  it('offers nothing when no cached transaction was made with a card', async () => {
    expect(await readCardChoices(await cacheWith([{}, {}]))).toEqual({
      panTails: [],
      cardHolderNames: [],
    });
  });
});
