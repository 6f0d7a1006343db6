import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Card, CardLimits } from '../../shared/domain/cards';
import type { CodeBinding } from '../../shared/domain/transfers';
import { buildScenario } from '../scenarios/registry';
import {
  call,
  moneyPost,
  type NodeBank,
  payoutReference,
  post,
  signIn,
  startNodeBank,
} from '../testingNode';

let bank: NodeBank;
beforeEach(async () => {
  bank = await startNodeBank();
});
afterEach(() => bank.shutdown());

const token = async (email: string) => (await signIn(email)).accessToken;
const cards = async (bearer: string, type: 'PHYSICAL' | 'VIRTUAL') =>
  (await call<{ cards: Card[] }>(`/boom/v2/cards/${type}`, { bearer })).body.cards;
const cardCode = (bearer: string, binding: Omit<CodeBinding, 'purpose'>) =>
  payoutReference(bearer, { purpose: 'card', ...binding });
const put = (path: string, bearer: string, body: unknown, key = crypto.randomUUID()) =>
  call<{ card: Card; code?: string; description?: string }>(path, {
    method: 'PUT',
    bearer,
    body,
    headers: { 'Idempotency-Key': key },
  });
type CardAnswer = { card: Card; code?: string; description?: string };
const S = (dollars: number) => dollars * 1_000_000;
const SGD_MAIN = '885164302117';

describe('card lists', () => {
  it('gives a card manager every card of the company, by type, in cardOrder', async () => {
    const bearer = await token('admin@demo.test');
    const physical = await cards(bearer, 'PHYSICAL');
    expect(physical.map((c) => [c.id, c.cardOrder, c.status])).toEqual([
      ['CARD-0001', 1, 'ACTIVE'],
      ['CARD-0005', 2, 'NOT_ACTIVATED'],
      ['CARD-0007', 3, 'SUSPENDED'],
    ]);
    const virtual = await cards(bearer, 'VIRTUAL');
    expect(virtual.map((c) => [c.id, c.status])).toEqual([
      ['CARD-0002', 'ACTIVE'],
      ['CARD-0003', 'ACTIVE'],
      ['CARD-0004', 'LOCKED'],
      ['CARD-0006', 'ACTIVE'],
    ]);
    expect(virtual[1]).toMatchObject({
      panTail: '1195',
      holder: { userReferenceID: 'USR-0003' },
      linkedAccount: { currency: 'USD', accountName: 'USD operations' },
      spendingLimit: S(15_000),
      limitPeriod: 'MONTHLY',
      merchants: { type: 'NO_RESTRICTION' },
    });
  });

  it('gives the general role its own cards only, never a full card number', async () => {
    const bearer = await token('general@demo.test');
    const all = [...(await cards(bearer, 'PHYSICAL')), ...(await cards(bearer, 'VIRTUAL'))];
    expect(all.map((c) => c.id).toSorted()).toEqual(['CARD-0004', 'CARD-0005']);
    expect(all.every((c) => c.holder.userReferenceID === 'USR-0005')).toBe(true);
    const text = JSON.stringify(all);
    // A card number has 13 to 19 digits (an account number 12).
    expect(text).not.toMatch(/\d{13,19}/);
    expect(text).not.toMatch(/cvv|expiry|"pan"/i);
  });

  it("answers the seeded cards' spend this month, from the card payments of the history", async () => {
    const bearer = await token('admin@demo.test');
    const seeded = new Map(
      (buildScenario('default').cards ?? []).map((c) => [c.id, c.spentAmount]),
    );
    const listed = [...(await cards(bearer, 'PHYSICAL')), ...(await cards(bearer, 'VIRTUAL'))];
    expect(listed).toHaveLength(7);
    for (const card of listed)
      expect([card.id, card.spentAmount]).toEqual([card.id, seeded.get(card.id)]);
  });
});

describe('card limits and merchants', () => {
  it('answers overall_card_limit minus both totals, and per type', async () => {
    const bearer = await token('finance@demo.test');
    const { body } = await call<CardLimits>('/boom/v2/cards/limits', { bearer });
    expect(body).toEqual({
      overall_card_limit: 20,
      physical_card_limit: 10,
      virtual_card_limit: 15,
      total_physical_cards: 3,
      total_virtual_cards: 4,
      maxNewCards: 13,
      maxNewPhysicalCards: 7,
      maxNewVirtualCards: 11,
    });
  });

  it('refuses the creation limits to the accountant and general roles', async () => {
    for (const email of ['accountant@demo.test', 'general@demo.test']) {
      const bearer = await token(email);
      expect(await call('/boom/v2/cards/limits', { bearer })).toMatchObject({
        status: 403,
        body: { code: 'NO_PERMISSION_API' },
      });
    }
  });

  it('lists the merchant categories to anyone signed in', async () => {
    const bearer = await token('general@demo.test');
    const { body } = await call<{ categories: { code: string; label: string }[] }>(
      '/boom/v2/cards/merchants',
      { bearer },
    );
    expect(body.categories).toContainEqual({ code: 'TRAVEL', label: 'Travel' });
    expect(body.categories).toHaveLength(8);
  });
});

const virtualFor = (holder: string) => ({
  type: 'VIRTUAL',
  holderUserReferenceID: holder,
  accountNumber: SGD_MAIN,
  nameOnCard: 'Card Holder',
  spendingLimit: S(500),
});

describe('create a card', () => {
  it('creates an active virtual card for a team member', async () => {
    const bearer = await token('subadmin@demo.test');
    const { status, body } = await moneyPost<CardAnswer>(
      '/v1/boom/cards',
      bearer,
      virtualFor('USR-0004'),
    );
    expect(status).toBe(200);
    expect(body.card).toMatchObject({
      type: 'VIRTUAL',
      status: 'ACTIVE',
      cardOrder: 5,
      holder: { userReferenceID: 'USR-0004' },
      linkedAccount: { accountNumber: SGD_MAIN, currency: 'SGD' },
      spendingLimit: S(500),
      spentAmount: 0,
    });
    expect(body.card.panTail).toMatch(/^\d{4}$/);
    expect(body).not.toHaveProperty('deliveryDays');
    expect((await cards(bearer, 'VIRTUAL')).map((c) => c.id)).toContain(body.card.id);
  });

  it('creates a physical card not yet activated, delivered within 5-7 days', async () => {
    const bearer = await token('finance@demo.test');
    const { body } = await moneyPost<CardAnswer & { deliveryDays?: string }>(
      '/v1/boom/cards',
      bearer,
      { ...virtualFor('USR-0003'), type: 'PHYSICAL', addressType: 'RESIDENTIAL_ADDRESS' },
    );
    expect(body.card).toMatchObject({ type: 'PHYSICAL', status: 'NOT_ACTIVATED' });
    expect(body.deliveryDays).toBe('5-7');
  });

  it('refuses finance a card for anyone but themselves (spec-3 §6: the team is the admins)', async () => {
    const bearer = await token('finance@demo.test');
    const { status, body } = await moneyPost<CardAnswer>(
      '/v1/boom/cards',
      bearer,
      virtualFor('USR-0004'),
    );
    expect(status).toBe(403);
    expect(body.code).toBe('NO_PERMISSION_API');
    expect(
      (await moneyPost<CardAnswer>('/v1/boom/cards', bearer, virtualFor('USR-0003'))).status,
    ).toBe(200);
  });

  it('refuses a physical card without a delivery address', async () => {
    const bearer = await token('admin@demo.test');
    const { status, body } = await moneyPost<CardAnswer>('/v1/boom/cards', bearer, {
      ...virtualFor('USR-0003'),
      type: 'PHYSICAL',
    });
    expect(status).toBe(400);
    expect(body.code).toBe('INVALID_PARAM_ERROR');
  });

  it('refuses the accountant and general roles with NO_PERMISSION_API', async () => {
    for (const email of ['accountant@demo.test', 'general@demo.test']) {
      const bearer = await token(email);
      expect(
        (await moneyPost<CardAnswer>('/v1/boom/cards', bearer, virtualFor('USR-0004'))).body.code,
      ).toBe('NO_PERMISSION_API');
    }
  });

  it('refuses a suspended holder with USER_ALREADY_SUSPENDED', async () => {
    const bearer = await token('admin@demo.test');
    const { status, body } = await moneyPost<CardAnswer>(
      '/v1/boom/cards',
      bearer,
      virtualFor('USR-0006'),
    );
    expect(status).toBe(400);
    expect(body).toMatchObject({
      code: 'USER_ALREADY_SUSPENDED',
      description: 'Card belongs to suspended team member.',
    });
  });

  it('refuses an unknown holder or an account of no company', async () => {
    const bearer = await token('admin@demo.test');
    expect(
      (await moneyPost<CardAnswer>('/v1/boom/cards', bearer, virtualFor('USR-9999'))).body.code,
    ).toBe('RESOURCE_NOT_FOUND');
    expect(
      (
        await moneyPost<CardAnswer>('/v1/boom/cards', bearer, {
          ...virtualFor('USR-0004'),
          accountNumber: '785164999999',
        })
      ).body.code,
    ).toBe('RESOURCE_NOT_FOUND');
  });

  it('refuses a card over the virtual limit, and counts the new cards', async () => {
    const bearer = await token('admin@demo.test');
    // 4 virtual cards seeded, 15 allowed: 11 more, then the 12th is refused.
    for (let i = 0; i < 11; i++)
      expect(
        (await moneyPost<CardAnswer>('/v1/boom/cards', bearer, virtualFor('USR-0004'))).status,
      ).toBe(200);
    const over = await moneyPost<CardAnswer>('/v1/boom/cards', bearer, virtualFor('USR-0004'));
    expect(over).toMatchObject({ status: 400, body: { code: 'INVALID_PARAMETER' } });
    expect(over.body.description).toMatch(/virtual card limit/);
    const { body } = await call<CardLimits>('/boom/v2/cards/limits', { bearer });
    expect(body).toMatchObject({ total_virtual_cards: 15, maxNewVirtualCards: 0, maxNewCards: 2 });
    expect(body.maxNewPhysicalCards).toBe(2);
  });

  it('creates once per Idempotency-Key, and refuses a call without one', async () => {
    const bearer = await token('admin@demo.test');
    const key = crypto.randomUUID();
    const first = await moneyPost<CardAnswer>(
      '/v1/boom/cards',
      bearer,
      virtualFor('USR-0004'),
      key,
    );
    const again = await moneyPost<CardAnswer>(
      '/v1/boom/cards',
      bearer,
      virtualFor('USR-0004'),
      key,
    );
    expect(again.body.card.id).toBe(first.body.card.id);
    expect(await cards(bearer, 'VIRTUAL')).toHaveLength(5);
    expect(
      (await moneyPost<CardAnswer>('/v1/boom/cards', bearer, virtualFor('USR-0004'), null)).body
        .code,
    ).toBe('MISSING_REQUEST_ID');
  });
});

describe('activate', () => {
  it('lets the holder activate their physical card that arrived', async () => {
    const bearer = await token('general@demo.test');
    const { status, body } = await post<CardAnswer>('/v1/boom/cards/CARD-0005/activate', {
      bearer,
    });
    expect(status).toBe(200);
    expect(body.card.status).toBe('ACTIVE');
  });

  it('refuses an active or a virtual card', async () => {
    const bearer = await token('admin@demo.test');
    for (const id of ['CARD-0001', 'CARD-0002'])
      expect((await post<CardAnswer>(`/v1/boom/cards/${id}/activate`, { bearer })).body.code).toBe(
        'INVALID_PARAMETER',
      );
  });

  it("answers a colleague's card to the accountant as not found", async () => {
    const bearer = await token('accountant@demo.test');
    expect(await post<CardAnswer>('/v1/boom/cards/CARD-0005/activate', { bearer })).toMatchObject({
      status: 404,
      body: { code: 'RESOURCE_NOT_FOUND' },
    });
  });
});

describe('lock and unlock', () => {
  it('lets the holder lock their own card, with no code', async () => {
    const bearer = await token('finance@demo.test');
    const { body } = await post<CardAnswer>('/boom/v2/cards/CARD-0003/lock', { bearer });
    expect(body.card.status).toBe('LOCKED');
  });

  it("refuses the general role a colleague's card as not found", async () => {
    const bearer = await token('general@demo.test');
    expect(await post<CardAnswer>('/boom/v2/cards/CARD-0001/lock', { bearer })).toMatchObject({
      status: 404,
      body: { code: 'RESOURCE_NOT_FOUND', description: 'There is no such card in your company.' },
    });
  });

  it('unlocks with a code bound to the card and the unlock', async () => {
    const bearer = await token('admin@demo.test');
    const otpReferenceID = await cardCode(bearer, {
      subject: 'CARD-0004',
      payee: 'unlock',
      amount: 0,
      currency: 'SGD',
    });
    const { status, body } = await moneyPost<CardAnswer>(
      '/boom/v2/cards/CARD-0004/unlock',
      bearer,
      { otpReferenceID },
    );
    expect(status).toBe(200);
    expect(body.card.status).toBe('ACTIVE');
  });

  it('refuses an unlock without a code, with one bound to another card, and a replay', async () => {
    const bearer = await token('admin@demo.test');
    const path = '/boom/v2/cards/CARD-0004/unlock';
    expect((await moneyPost<CardAnswer>(path, bearer, {})).body.code).toBe('INVALID_OTP');
    const other = await cardCode(bearer, {
      subject: 'CARD-0001',
      payee: 'unlock',
      amount: 0,
      currency: 'SGD',
    });
    expect((await moneyPost<CardAnswer>(path, bearer, { otpReferenceID: other })).body.code).toBe(
      'INVALID_OTP',
    );
    const right = await cardCode(bearer, {
      subject: 'CARD-0004',
      payee: 'unlock',
      amount: 0,
      currency: 'SGD',
    });
    expect((await moneyPost<CardAnswer>(path, bearer, { otpReferenceID: right })).status).toBe(200);
    await post('/boom/v2/cards/CARD-0004/lock', { bearer });
    // The same code again, under a new key: used up.
    expect((await moneyPost<CardAnswer>(path, bearer, { otpReferenceID: right })).body.code).toBe(
      'INVALID_OTP',
    );
    expect((await cards(bearer, 'VIRTUAL')).find((c) => c.id === 'CARD-0004')?.status).toBe(
      'LOCKED',
    );
  });

  it('refuses the holder who manages no cards an unlock of their own card', async () => {
    const bearer = await token('general@demo.test');
    expect(
      (await moneyPost<CardAnswer>('/boom/v2/cards/CARD-0004/unlock', bearer, {})).body.code,
    ).toBe('NO_PERMISSION_API');
  });

  it('answers a repeat under the same Idempotency-Key with the first answer', async () => {
    const bearer = await token('admin@demo.test');
    const otpReferenceID = await cardCode(bearer, {
      subject: 'CARD-0004',
      payee: 'unlock',
      amount: 0,
      currency: 'SGD',
    });
    const key = crypto.randomUUID();
    const path = '/boom/v2/cards/CARD-0004/unlock';
    const first = await moneyPost<CardAnswer>(path, bearer, { otpReferenceID }, key);
    const again = await moneyPost<CardAnswer>(path, bearer, { otpReferenceID }, key);
    expect(again).toEqual(first);
    expect((await moneyPost<CardAnswer>(path, bearer, {}, key)).body.code).toBe(
      'FX_TXN_STATUS_ALREADY_EXISTS',
    );
  });
});

describe('suspend and unsuspend', () => {
  it('suspends a card, and unsuspends it to its status before with a code', async () => {
    const bearer = await token('admin@demo.test');
    const suspended = await post<CardAnswer>('/boom/v2/cards/CARD-0004/suspend', { bearer });
    expect(suspended.body.card.status).toBe('SUSPENDED');
    const otpReferenceID = await cardCode(bearer, {
      subject: 'CARD-0004',
      payee: 'unsuspend',
      amount: 0,
      currency: 'SGD',
    });
    const path = '/boom/v2/cards/CARD-0004/unsuspend';
    expect((await moneyPost<CardAnswer>(path, bearer, {})).body.code).toBe('INVALID_OTP');
    const back = await moneyPost<CardAnswer>(path, bearer, { otpReferenceID });
    expect(back.body.card.status).toBe('LOCKED');
  });

  it("refuses a suspended member's card: 'Card belongs to suspended team member.'", async () => {
    const bearer = await token('admin@demo.test');
    for (const [path, send] of [
      [
        '/boom/v2/cards/CARD-0006/suspend',
        () => post<CardAnswer>('/boom/v2/cards/CARD-0006/suspend', { bearer }),
      ],
      [
        '/boom/v2/cards/CARD-0006/unsuspend',
        () => moneyPost<CardAnswer>('/boom/v2/cards/CARD-0006/unsuspend', bearer, {}),
      ],
    ] as const) {
      const { status, body } = await send();
      expect([path, status, body.code, body.description]).toEqual([
        path,
        400,
        'USER_ALREADY_SUSPENDED',
        'Card belongs to suspended team member.',
      ]);
    }
  });

  it('follows the team: a member suspended by an admin makes their card refuse too', async () => {
    const bearer = await token('admin@demo.test');
    await post('/v1/boom/auth/suspend-user', {
      bearer,
      body: { userID: 'USR-0003', reason: 'Left' },
    });
    expect((await post<CardAnswer>('/boom/v2/cards/CARD-0003/suspend', { bearer })).body.code).toBe(
      'USER_ALREADY_SUSPENDED',
    );
  });

  it('refuses the accountant and general roles with NO_PERMISSION_API', async () => {
    for (const email of ['accountant@demo.test', 'general@demo.test']) {
      const bearer = await token(email);
      expect(
        (await post<CardAnswer>('/boom/v2/cards/CARD-0004/suspend', { bearer })).body.code,
      ).toBe('NO_PERMISSION_API');
      expect(
        (await moneyPost<CardAnswer>('/boom/v2/cards/CARD-0007/unsuspend', bearer, {})).body.code,
      ).toBe('NO_PERMISSION_API');
    }
  });
});

describe('spending limit', () => {
  const path = '/boom/v2/cards/CARD-0002/limits';

  it('lowers a limit with no code', async () => {
    const bearer = await token('finance@demo.test');
    const { body } = await moneyPost<CardAnswer>(path, bearer, { spendingLimit: S(1_000) });
    expect(body.card.spendingLimit).toBe(S(1_000));
  });

  it('raises a limit only with a code bound to the card and the new limit', async () => {
    const bearer = await token('admin@demo.test');
    expect((await moneyPost<CardAnswer>(path, bearer, { spendingLimit: S(3_000) })).body.code).toBe(
      'INVALID_OTP',
    );
    const forLess = await cardCode(bearer, {
      subject: 'CARD-0002',
      payee: 'limit',
      amount: S(2_500),
      currency: 'SGD',
    });
    expect(
      (
        await moneyPost<CardAnswer>(path, bearer, {
          spendingLimit: S(3_000),
          otpReferenceID: forLess,
        })
      ).body.code,
    ).toBe('INVALID_OTP');
    const bound = await cardCode(bearer, {
      subject: 'CARD-0002',
      payee: 'limit',
      amount: S(3_000),
      currency: 'SGD',
    });
    const { body } = await moneyPost<CardAnswer>(path, bearer, {
      spendingLimit: S(3_000),
      otpReferenceID: bound,
    });
    expect(body.card.spendingLimit).toBe(S(3_000));
  });

  it('refuses the general role, even for its own card', async () => {
    const bearer = await token('general@demo.test');
    expect(
      (await moneyPost<CardAnswer>('/boom/v2/cards/CARD-0004/limits', bearer, { spendingLimit: 0 }))
        .body.code,
    ).toBe('NO_PERMISSION_API');
  });
});

describe('merchant restrictions', () => {
  const path = '/boom/v2/cards/CARD-0002/merchants';

  it('narrows the allowed categories with no code', async () => {
    const bearer = await token('admin@demo.test');
    const { body } = await put(path, bearer, {
      merchants: { type: 'ALLOW_LISTED', categories: ['TECH'] },
    });
    expect(body.card.merchants).toEqual({ type: 'ALLOW_LISTED', categories: ['TECH'] });
  });

  it('widens them only with a code bound to the new set', async () => {
    const bearer = await token('admin@demo.test');
    const wider = { type: 'ALLOW_LISTED', categories: ['TRAVEL', 'TECH', 'MARKETING'] };
    expect((await put(path, bearer, { merchants: wider })).body.code).toBe('INVALID_OTP');
    const forAny = await cardCode(bearer, {
      subject: 'CARD-0002',
      payee: 'mcc:ANY',
      amount: 0,
      currency: 'SGD',
    });
    expect((await put(path, bearer, { merchants: wider, otpReferenceID: forAny })).body.code).toBe(
      'INVALID_OTP',
    );
    const bound = await cardCode(bearer, {
      subject: 'CARD-0002',
      payee: 'mcc:MARKETING+TECH+TRAVEL',
      amount: 0,
      currency: 'SGD',
    });
    const { body } = await put(path, bearer, { merchants: wider, otpReferenceID: bound });
    expect(body.card.merchants).toEqual({
      type: 'ALLOW_LISTED',
      categories: ['MARKETING', 'TECH', 'TRAVEL'],
    });
  });

  it('lifting every restriction is a widening too', async () => {
    const bearer = await token('admin@demo.test');
    expect((await put(path, bearer, { merchants: { type: 'NO_RESTRICTION' } })).body.code).toBe(
      'INVALID_OTP',
    );
  });

  it('refuses an unknown category and the accountant role', async () => {
    const admin = await token('admin@demo.test');
    expect(
      (await put(path, admin, { merchants: { type: 'ALLOW_LISTED', categories: ['CASINO'] } })).body
        .code,
    ).toBe('INVALID_PARAM_ERROR');
    const accountant = await token('accountant@demo.test');
    expect((await put(path, accountant, { merchants: { type: 'NO_RESTRICTION' } })).body.code).toBe(
      'NO_PERMISSION_API',
    );
  });
});

describe('a card the caller may not see', () => {
  it("answers a colleague's card exactly as a card that does not exist", async () => {
    const bearer = await token('general@demo.test');
    const unknown = await post<CardAnswer>('/boom/v2/cards/CARD-0999/lock', { bearer });
    const colleagues = await post<CardAnswer>('/boom/v2/cards/CARD-0001/lock', { bearer });
    expect(colleagues).toEqual(unknown);
    expect(colleagues).toMatchObject({ status: 404, body: { code: 'RESOURCE_NOT_FOUND' } });
    expect((await post<CardAnswer>('/v1/boom/cards/CARD-0001/activate', { bearer })).status).toBe(
      404,
    );
  });

  it("refuses another company's admin the same way for an existing and an unknown card", async () => {
    const bearer = await token('new@demo.test');
    const unknown = await post<CardAnswer>('/boom/v2/cards/CARD-0999/lock', { bearer });
    const theirs = await post<CardAnswer>('/boom/v2/cards/CARD-0001/lock', { bearer });
    expect(theirs).toEqual(unknown);
    expect(theirs.status).toBeGreaterThanOrEqual(403);
  });
});

const checklist = async (bearer: string) =>
  (
    await call<{ isCardActivated: boolean; firstCardTransactionCompleted: boolean }>(
      '/v1/boom/user/actions',
      { bearer },
    )
  ).body;

describe("the dashboard checklist's card items (GET /v1/boom/user/actions)", () => {
  it('derives them from the own cards of the user and their approved payments', async () => {
    // The accountant (USR-0004) holds no card: neither item is done.
    const accountant = await token('accountant@demo.test');
    expect(await checklist(accountant)).toMatchObject({
      isCardActivated: false,
      firstCardTransactionCompleted: false,
    });
    // A physical card on its way is not activated yet.
    const admin = await token('admin@demo.test');
    const physical = await moneyPost<CardAnswer>('/v1/boom/cards', admin, {
      ...virtualFor('USR-0004'),
      type: 'PHYSICAL',
      addressType: 'MAILING_ADDRESS',
    });
    expect(physical.body.card.status).toBe('NOT_ACTIVATED');
    expect((await checklist(accountant)).isCardActivated).toBe(false);
    // A virtual card is active at once; a declined payment is no first payment.
    const virtual = await moneyPost<CardAnswer>('/v1/boom/cards', admin, virtualFor('USR-0004'));
    expect(await checklist(accountant)).toMatchObject({
      isCardActivated: true,
      firstCardTransactionCompleted: false,
    });
    const pay = (amount: number) =>
      bank.authoriseCard({
        cardId: virtual.body.card.id,
        merchant: { name: 'NTUC FAIRPRICE', categoryCode: '5411' },
        amount,
        currency: 'SGD',
      });
    expect(pay(S(900)).approved).toBe(false);
    expect((await checklist(accountant)).firstCardTransactionCompleted).toBe(false);
    expect(pay(S(12)).approved).toBe(true);
    expect((await checklist(accountant)).firstCardTransactionCompleted).toBe(true);
    // Another user's items are their own: finance's seeded card payments (•••• 1195).
    expect(await checklist(await token('finance@demo.test'))).toMatchObject({
      isCardActivated: true,
      firstCardTransactionCompleted: true,
    });
  });
});

const saveOrder = (bearer: string, body: unknown) =>
  call<{ cards: Card[]; code?: string }>('/v1/boom/user/card-preference', {
    method: 'POST',
    bearer,
    body,
  });

describe('the card order (POST /v1/boom/user/card-preference)', () => {
  it("saves a card manager's new order of one type as cardOrder 1..n, and lists it so", async () => {
    const bearer = await token('finance@demo.test');
    const { status, body } = await saveOrder(bearer, {
      type: 'PHYSICAL',
      order: ['CARD-0007', 'CARD-0001', 'CARD-0005'],
    });
    expect(status).toBe(200);
    expect(body.cards.map((c) => [c.id, c.cardOrder])).toEqual([
      ['CARD-0007', 1],
      ['CARD-0001', 2],
      ['CARD-0005', 3],
    ]);
    // The company's order: the admin lists it too; the virtual cards kept theirs.
    const admin = await token('admin@demo.test');
    expect((await cards(admin, 'PHYSICAL')).map((c) => c.id)).toEqual([
      'CARD-0007',
      'CARD-0001',
      'CARD-0005',
    ]);
    expect((await cards(admin, 'VIRTUAL')).map((c) => c.id)).toEqual([
      'CARD-0002',
      'CARD-0003',
      'CARD-0004',
      'CARD-0006',
    ]);
  });

  it('refuses a list that is not every card of the type once, or names a card of the other type', async () => {
    const bearer = await token('admin@demo.test');
    for (const list of [
      ['CARD-0001', 'CARD-0005'],
      ['CARD-0001', 'CARD-0005', 'CARD-0005'],
      ['CARD-0001', 'CARD-0005', 'CARD-0007', 'CARD-0002'],
    ]) {
      const { status, body } = await saveOrder(bearer, { type: 'PHYSICAL', order: list });
      expect([list, status, body.code]).toEqual([list, 400, 'INVALID_PARAMETER']);
    }
    expect((await cards(bearer, 'PHYSICAL')).map((c) => c.id)).toEqual([
      'CARD-0001',
      'CARD-0005',
      'CARD-0007',
    ]);
  });

  it('answers a card that does not exist as not found', async () => {
    const bearer = await token('admin@demo.test');
    const { status, body } = await saveOrder(bearer, {
      type: 'PHYSICAL',
      order: ['CARD-0001', 'CARD-0005', 'CARD-9999'],
    });
    expect([status, body.code]).toEqual([404, 'RESOURCE_NOT_FOUND']);
  });

  it('refuses the accountant and general roles with NO_PERMISSION_API', async () => {
    for (const email of ['accountant@demo.test', 'general@demo.test']) {
      const { status, body } = await saveOrder(await token(email), {
        type: 'VIRTUAL',
        order: ['CARD-0004'],
      });
      expect([email, status, body.code]).toEqual([email, 403, 'NO_PERMISSION_API']);
    }
  });

  it('refuses a call without a token', async () => {
    const { status } = await call('/v1/boom/user/card-preference', {
      method: 'POST',
      body: { type: 'VIRTUAL', order: ['CARD-0002'] },
    });
    expect(status).toBe(401);
  });
});
