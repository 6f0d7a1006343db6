import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Card } from '../../shared/domain/cards';
import type { Transaction } from '../../shared/domain/transactions';
import type { CurrencyCode } from '../../shared/currencies';
import { Bank } from '../bank';
import { Faults } from '../faults';
import { buildScenario } from '../scenarios/registry';
import { cardsStore } from '../stores/cards';
import { call, type NodeBank, signIn, startNodeBank } from '../testingNode';
import type { CardRecord } from '../types';
import { bidRate } from './rates';
import {
  ATM_MCC,
  AUTHORISATIONS_KEPT,
  authoriseCardPayment,
  cardsForPayments,
  DECLINES_KEPT,
  merchantCategoryOf,
  type CardAuthorisation,
} from './cardPayments';
import { loadCards, lock, unlock } from './cards';

/** A fixed time (the bank's rates wobble each minute): the 15th, mid-month. */
const NOW = Date.parse('2026-11-15T10:00:30Z');
const S = (dollars: number) => dollars * 1_000_000;
const SGD_MAIN = '885164302117';
// The default scenario's cards (docs/decisions/cards.md 'Seeded cards').
const ADMIN_PHYSICAL = 'CARD-0001'; // 4821, SGD, no restriction
const ADMIN_VIRTUAL = 'CARD-0002'; // 3302, SGD, Marketing and Technology only
const FINANCE_USD = 'CARD-0003'; // 1195, USD
const GENERAL_LOCKED = 'CARD-0004';
const GENERAL_NOT_ACTIVATED = 'CARD-0005';
const SUSPENDED_MEMBERS = 'CARD-0006';
const FINANCE_SUSPENDED = 'CARD-0007';

const GRAB = { name: 'Grab', categoryCode: '4121' };
const FAIRPRICE = { name: 'NTUC FairPrice', categoryCode: '5411' };
const AWS = { name: 'AWS', categoryCode: '7372' };

let bank: Bank;
beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  bank = new Bank(buildScenario('default'), new Faults());
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

const cardOf = (id: string) => {
  const card = loadCards(bank.scenario).cards.find((c) => c.id === id);
  if (!card) throw new Error(id);
  return card;
};
/** Sets a card's fields in the bank's store (a limit, spend or restriction to start from). */
const setCard = (id: string, change: Partial<CardRecord>) => {
  const state = loadCards(bank.scenario);
  Object.assign(state.cards.find((c) => c.id === id) ?? {}, change);
  cardsStore.save(state);
};
const balanceOf = (accountNumber: string) => bank.accounts.get(accountNumber)?.currentBalance;
const pay = (cardId: string, extra: Partial<CardAuthorisation> = {}) =>
  authoriseCardPayment(bank, {
    cardId,
    merchant: GRAB,
    amount: S(50),
    currency: 'SGD',
    ...extra,
  });
const reasonOf = (cardId: string, extra: Partial<CardAuthorisation> = {}) => {
  const result = pay(cardId, extra);
  return result.approved ? 'approved' : result.reason;
};
const booked = (id: string) => bank.transactions.get(id);

describe('an approved card payment', () => {
  it('debits the linked account, books a Sales transaction with the merchant and raises the spend', () => {
    const before = balanceOf(SGD_MAIN) ?? 0;
    const spent = cardOf(ADMIN_PHYSICAL).spentAmount;
    const result = pay(ADMIN_PHYSICAL, { amount: S(42.5), authorisationId: 'AUTH-1' });
    expect(result).toMatchObject({
      approved: true,
      kind: 'purchase',
      billedAmount: S(42.5),
      billedCurrency: 'SGD',
      authorisationId: 'AUTH-1',
    });
    if (!result.approved) throw new Error('declined');
    expect(balanceOf(SGD_MAIN)).toBe(before - S(42.5));
    expect(cardOf(ADMIN_PHYSICAL).spentAmount).toBe(spent + S(42.5));
    expect(booked(result.transactionId)).toMatchObject({
      type: 'Sales',
      status: 'SUCCESSFUL',
      creditOrDebit: 'DEBIT',
      amount: S(42.5),
      currency: 'SGD',
      vaAccountNumber: SGD_MAIN,
      cardNumber: '4821',
      nameOnCard: cardOf(ADMIN_PHYSICAL).nameOnCard,
      creditorName: 'Grab',
      description: 'Grab',
      merchant: {
        description: 'Grab',
        mcc: '4121',
        parentCategory: 'Transportation',
        childCategory: 'Taxi & rideshare',
      },
    } satisfies Partial<Transaction>);
  });

  it('maps merchant category codes to the categories a card can be restricted to', () => {
    expect(
      ['4121', '5411', '7372', '3075', '7011', '5812', '7311', '5943', '4814', ATM_MCC, '9999'].map(
        merchantCategoryOf,
      ),
    ).toEqual([
      'TRANSPORT',
      'GROCERY',
      'TECH',
      'TRAVEL',
      'TRAVEL',
      'FOOD',
      'MARKETING',
      'OFFICE',
      'UTILITY',
      undefined,
      undefined,
    ]);
  });

  it('converts a payment in another currency at the bank’s rate, in micro-units rounded up', () => {
    const usd = cardOf(FINANCE_USD).accountNumber;
    const start = balanceOf(usd) ?? 0;
    const result = pay(FINANCE_USD, { amount: S(100), currency: 'SGD' });
    if (!result.approved) throw new Error(result.reason);
    const rate = bidRate('USD', 'SGD', NOW);
    // The fewest whole cents of USD that buy S$100 at the rate.
    const billed = result.billedAmount;
    expect(result.billedCurrency).toBe('USD');
    expect(billed % 10_000).toBe(0);
    expect(BigInt(billed) * BigInt(rate)).toBeGreaterThanOrEqual(BigInt(S(100)) * 1_000_000n);
    expect(BigInt(billed - 10_000) * BigInt(rate)).toBeLessThan(BigInt(S(100)) * 1_000_000n);
    expect(billed).toBeGreaterThan(S(74));
    expect(billed).toBeLessThan(S(75));
    expect(balanceOf(usd)).toBe(start - billed);
    expect(booked(result.transactionId)).toMatchObject({
      amount: billed,
      currency: 'USD',
      sourceCcy: 'USD',
      sourceAmt: billed,
      destinationCcy: 'SGD',
      destinationAmt: S(100),
      exchangeRate: [{ sourceCcy: 'USD', destinationCcy: 'SGD', exchangeRate: rate }],
    });
  });

  it('counts spend by month: a card that last paid in an earlier month starts from 0', () => {
    setCard(ADMIN_PHYSICAL, { spendingLimit: S(100), spentAmount: S(100), spentMonth: '2026-10' });
    expect(reasonOf(ADMIN_PHYSICAL, { amount: S(60) })).toBe('approved');
    expect(cardOf(ADMIN_PHYSICAL)).toMatchObject({ spentAmount: S(60), spentMonth: '2026-11' });
  });
});

describe('a declined card payment', () => {
  it('declines a card that is not activated, locked or suspended, or whose holder is suspended', () => {
    expect(reasonOf(GENERAL_NOT_ACTIVATED)).toBe('not_activated');
    expect(reasonOf(GENERAL_LOCKED)).toBe('locked');
    expect(reasonOf(FINANCE_SUSPENDED, { currency: 'USD' })).toBe('suspended');
    expect(reasonOf(SUSPENDED_MEMBERS)).toBe('holder_suspended');
  });

  it('moves nothing and keeps the decline with its reason', () => {
    const before = balanceOf(SGD_MAIN);
    const count = bank.transactions.list().length;
    const result = pay(GENERAL_LOCKED, { amount: S(12), authorisationId: 'AUTH-L' });
    expect(result).toEqual({
      authorisationId: 'AUTH-L',
      approved: false,
      kind: 'purchase',
      reason: 'locked',
      description: 'the card is locked',
    });
    expect(balanceOf(SGD_MAIN)).toBe(before);
    expect(bank.transactions.list()).toHaveLength(count);
    expect(cardsForPayments(bank).find((c) => c.id === GENERAL_LOCKED)?.declines).toEqual([
      {
        authorisationId: 'AUTH-L',
        at: new Date(NOW).toISOString(),
        kind: 'purchase',
        reason: 'locked',
        merchant: 'Grab',
        categoryCode: '4121',
        amount: S(12),
        currency: 'SGD',
      },
    ]);
  });

  it('keeps a card’s last 50 declines, newest first', () => {
    for (let i = 0; i < DECLINES_KEPT + 5; i++)
      pay(GENERAL_LOCKED, { authorisationId: `AUTH-${i}` });
    const declines = cardsForPayments(bank).find((c) => c.id === GENERAL_LOCKED)?.declines ?? [];
    expect(declines).toHaveLength(DECLINES_KEPT);
    expect(declines[0]?.authorisationId).toBe(`AUTH-${DECLINES_KEPT + 4}`);
  });

  it('approves a payment that reaches the monthly limit exactly and declines one cent over', () => {
    setCard(ADMIN_PHYSICAL, { spendingLimit: S(500), spentAmount: S(450) });
    expect(reasonOf(ADMIN_PHYSICAL, { amount: S(50.01) })).toBe('limit');
    expect(cardOf(ADMIN_PHYSICAL).spentAmount).toBe(S(450));
    expect(reasonOf(ADMIN_PHYSICAL, { amount: S(50) })).toBe('approved');
    expect(cardOf(ADMIN_PHYSICAL).spentAmount).toBe(S(500));
    expect(reasonOf(ADMIN_PHYSICAL, { amount: S(0.01) })).toBe('limit');
  });

  it('checks the limit in the account’s currency after conversion', () => {
    setCard(FINANCE_USD, { spendingLimit: S(70), spentAmount: 0 });
    // S$100 is about US$74.6: over a US$70 limit though 100 > 70 is not what decides.
    expect(reasonOf(FINANCE_USD, { amount: S(100) })).toBe('limit');
    expect(reasonOf(FINANCE_USD, { amount: S(90) })).toBe('approved');
  });

  it('declines a merchant whose category the card does not allow', () => {
    expect(reasonOf(ADMIN_VIRTUAL, { merchant: FAIRPRICE })).toBe('category');
    expect(reasonOf(ADMIN_VIRTUAL, { merchant: { name: 'Odd', categoryCode: '9999' } })).toBe(
      'category',
    );
    expect(reasonOf(ADMIN_VIRTUAL, { merchant: AWS })).toBe('approved');
    // No restriction: any category, known or not.
    expect(reasonOf(ADMIN_PHYSICAL, { merchant: { name: 'Odd', categoryCode: '9999' } })).toBe(
      'approved',
    );
  });

  it('declines a payment the linked account cannot cover', () => {
    const balance = balanceOf(SGD_MAIN) ?? 0;
    setCard(ADMIN_PHYSICAL, { spendingLimit: balance + S(1_000), spentAmount: 0 });
    expect(reasonOf(ADMIN_PHYSICAL, { amount: balance + 10_000 })).toBe('funds');
    expect(balanceOf(SGD_MAIN)).toBe(balance);
    expect(reasonOf(ADMIN_PHYSICAL, { amount: balance })).toBe('approved');
    expect(balanceOf(SGD_MAIN)).toBe(0);
  });

  it('declines a currency the bank has no rate for', () => {
    expect(reasonOf(ADMIN_PHYSICAL, { currency: 'XAU' as CurrencyCode })).toBe('currency');
  });

  it('refuses a request no network sends: unknown card, amount not in micro-units or decimals', () => {
    expect(() => pay('CARD-9999')).toThrow(/no card/);
    expect(() => pay(ADMIN_PHYSICAL, { amount: 0 })).toThrow(RangeError);
    expect(() => pay(ADMIN_PHYSICAL, { amount: 1.5 })).toThrow(RangeError);
    expect(() => pay(ADMIN_PHYSICAL, { amount: 1_005_000 })).toThrow(/decimals/);
    expect(() => pay(ADMIN_PHYSICAL, { currency: 'JPY', amount: 500_000 })).toThrow(/decimals/);
    expect(() => pay(ADMIN_PHYSICAL, { merchant: { name: 'X', categoryCode: '41' } })).toThrow(
      /category code/,
    );
  });

  it('declines on a locked card and approves once it is unlocked', () => {
    const control = {
      scenario: bank.scenario,
      actor: {
        userReferenceID: 'USR-0001',
        email: 'admin@demo.test',
        role: 'admin' as const,
        corpID: bank.scenario.company.corpID,
      },
      id: ADMIN_PHYSICAL,
      holderSuspended: () => false,
      now: NOW,
    };
    lock(control);
    expect(reasonOf(ADMIN_PHYSICAL)).toBe('locked');
    unlock(control, () => {});
    expect(reasonOf(ADMIN_PHYSICAL)).toBe('approved');
  });
});

describe('refunds and ATM withdrawals', () => {
  it('credits a refund back, lowers the spend (never below 0), even on a locked card', () => {
    setCard(ADMIN_PHYSICAL, { spentAmount: S(30), status: 'LOCKED' });
    const before = balanceOf(SGD_MAIN) ?? 0;
    const result = pay(ADMIN_PHYSICAL, { kind: 'refund', amount: S(20) });
    if (!result.approved) throw new Error(result.reason);
    expect(balanceOf(SGD_MAIN)).toBe(before + S(20));
    expect(cardOf(ADMIN_PHYSICAL).spentAmount).toBe(S(10));
    expect(booked(result.transactionId)).toMatchObject({
      type: 'Refund',
      category: 'TxnType_Refund',
      creditOrDebit: 'CREDIT',
      amount: S(20),
      cardNumber: '4821',
      debtorName: 'Grab',
    });
    pay(ADMIN_PHYSICAL, { kind: 'refund', amount: S(20) });
    expect(cardOf(ADMIN_PHYSICAL).spentAmount).toBe(0);
  });

  it('converts a refund in another currency rounded down', () => {
    const usd = cardOf(FINANCE_USD).accountNumber;
    const before = balanceOf(usd) ?? 0;
    const result = pay(FINANCE_USD, { kind: 'refund', amount: S(100), currency: 'SGD' });
    if (!result.approved) throw new Error(result.reason);
    const rate = bidRate('SGD', 'USD', NOW);
    expect(result.billedAmount % 10_000).toBe(0);
    expect(BigInt(result.billedAmount)).toBeLessThanOrEqual(
      (BigInt(S(100)) * BigInt(rate)) / 1_000_000n,
    );
    expect(BigInt(result.billedAmount + 10_000)).toBeGreaterThan(
      (BigInt(S(100)) * BigInt(rate)) / 1_000_000n,
    );
    expect(balanceOf(usd)).toBe(before + result.billedAmount);
  });

  it('debits an ATM withdrawal as AtmWithdrawal; a card allowed listed categories only declines it', () => {
    const spent = cardOf(ADMIN_PHYSICAL).spentAmount;
    const atm = { name: 'DBS ATM Raffles Place', categoryCode: ATM_MCC };
    const result = pay(ADMIN_PHYSICAL, { kind: 'atm', merchant: atm, amount: S(200) });
    if (!result.approved) throw new Error(result.reason);
    expect(booked(result.transactionId)).toMatchObject({
      type: 'AtmWithdrawal',
      creditOrDebit: 'DEBIT',
      amount: S(200),
      merchant: { parentCategory: 'Cash', childCategory: 'ATM', mcc: ATM_MCC },
    });
    expect(cardOf(ADMIN_PHYSICAL).spentAmount).toBe(spent + S(200));
    expect(reasonOf(ADMIN_VIRTUAL, { kind: 'atm', merchant: atm })).toBe('category');
  });
});

describe('a network retry', () => {
  it('books once and answers the first answer', () => {
    const before = balanceOf(SGD_MAIN) ?? 0;
    const count = bank.transactions.list().length;
    const first = pay(ADMIN_PHYSICAL, { authorisationId: 'AUTH-RETRY' });
    const again = pay(ADMIN_PHYSICAL, { authorisationId: 'AUTH-RETRY' });
    expect(again).toEqual(first);
    expect(balanceOf(SGD_MAIN)).toBe(before - S(50));
    expect(bank.transactions.list()).toHaveLength(count + 1);
  });

  it('answers a retried decline with the decline, even when the card changed since', () => {
    expect(reasonOf(GENERAL_LOCKED, { authorisationId: 'AUTH-D' })).toBe('locked');
    setCard(GENERAL_LOCKED, { status: 'ACTIVE' });
    expect(reasonOf(GENERAL_LOCKED, { authorisationId: 'AUTH-D' })).toBe('locked');
    expect(cardsForPayments(bank).find((c) => c.id === GENERAL_LOCKED)?.declines).toHaveLength(1);
  });

  it('remembers the last 200 authorisation ids', () => {
    for (let i = 0; i <= AUTHORISATIONS_KEPT; i++)
      pay(GENERAL_LOCKED, { authorisationId: `AUTH-K${i}` });
    const ids = Object.keys(loadCards(bank.scenario).authorisations ?? {});
    expect(ids).toHaveLength(AUTHORISATIONS_KEPT);
    expect(ids[0]).toBe('AUTH-K1');
  });

  it('refuses an authorisation id used for another payment', () => {
    pay(ADMIN_PHYSICAL, { authorisationId: 'AUTH-X' });
    expect(() => pay(ADMIN_PHYSICAL, { authorisationId: 'AUTH-X', amount: S(51) })).toThrow(
      /another payment/,
    );
  });
});

describe('through the bank’s controls, as the app then reads it', () => {
  let node: NodeBank;
  beforeEach(async () => {
    vi.useRealTimers();
    node = await startNodeBank();
  });
  afterEach(() => node.shutdown());

  it('shows the payment in the transactions list and the card’s spend in the card list', async () => {
    // Room under the limit whatever the seeded spend of the month so far.
    const state = loadCards(buildScenario('default'));
    Object.assign(state.cards.find((c) => c.id === ADMIN_PHYSICAL) ?? {}, {
      spendingLimit: S(1_000_000),
    });
    cardsStore.save(state);
    const bearer = (await signIn('admin@demo.test')).accessToken;
    const cardList = async () =>
      (await call<{ cards: Card[] }>('/boom/v2/cards/PHYSICAL', { bearer })).body.cards.find(
        (c) => c.id === ADMIN_PHYSICAL,
      );
    const spentBefore = (await cardList())?.spentAmount ?? 0;
    const result = node.authoriseCard({
      cardId: ADMIN_PHYSICAL,
      merchant: FAIRPRICE,
      amount: S(23.45),
      currency: 'SGD',
    });
    expect(result.approved).toBe(true);
    const page = await call<{ transactions: Transaction[] }>('/v1/boom/transactions', {
      method: 'POST',
      bearer,
      body: { panTail: '4821', transactionType: ['Sales'] },
    });
    expect(page.status).toBe(200);
    expect(page.body.transactions[0]).toMatchObject({
      type: 'Sales',
      amount: S(23.45),
      cardNumber: '4821',
      description: 'NTUC FairPrice',
      merchant: { parentCategory: 'Groceries', mcc: '5411' },
    });
    expect((await cardList())?.spentAmount).toBe(spentBefore + S(23.45));
    expect(node.cards().find((c) => c.id === ADMIN_PHYSICAL)?.spentAmount).toBe(
      spentBefore + S(23.45),
    );

    const declined = node.authoriseCard({
      cardId: ADMIN_VIRTUAL,
      merchant: FAIRPRICE,
      amount: S(5),
      currency: 'SGD',
    });
    expect(declined).toMatchObject({ approved: false, reason: 'category' });
    const virtual = await call<{ cards: Card[] }>('/boom/v2/cards/VIRTUAL', { bearer });
    const card = virtual.body.cards.find((c) => c.id === ADMIN_VIRTUAL);
    expect(card?.spentAmount).toBe(node.cards().find((c) => c.id === ADMIN_VIRTUAL)?.spentAmount);
  });
});
