import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Transaction } from '../../shared/domain/transactions';
import type { CardAuthorisation } from '../rules/cardPayments';
import { defaultScenario } from '../scenarios/default';
import { call, type NodeBank, signIn, startNodeBank } from '../testingNode';

let bank: NodeBank;
beforeEach(async () => {
  bank = await startNodeBank();
});
afterEach(() => bank.shutdown());

const token = async (email: string) => (await signIn(email)).accessToken;
const S = (dollars: number) => Math.round(dollars * 1_000_000);
const SGD_MAIN = '885164302117';
const ADMIN_PHYSICAL = 'CARD-0001'; // SGD, linked to SGD_MAIN, no restriction
const GRAB = { name: 'Grab', categoryCode: '4121' };
const DAY = 86_400_000;
const post = <T = Record<string, unknown>>(path: string, body: unknown, bearer: string) =>
  call<T>(path, { method: 'POST', body, bearer });

const pay = (amount: number, extra: Partial<CardAuthorisation> = {}) => {
  const result = bank.authoriseCard({
    cardId: ADMIN_PHYSICAL,
    merchant: GRAB,
    amount,
    currency: 'SGD',
    ...extra,
  });
  if (!result.approved) throw new Error(`declined: ${result.reason}`);
  return result.transactionId;
};
const today = () => new Date(bank.bankTime()).toISOString().slice(0, 10);
const monthStart = () => `${today().slice(0, 7)}-01`;
const estimate = (bearer: string, body: Record<string, unknown>) =>
  post<{ currency?: string; rewardsAmt?: number; code?: string }>(
    '/v1/boom/transactions/rewards/estimated',
    {
      vaNumber: SGD_MAIN,
      startDate: monthStart(),
      endDate: today(),
      rewardsType: 'CASHBACK',
      ...body,
    },
    bearer,
  );
type Detail = {
  rewardsAmt: number;
  month?: string;
  description: string;
  transactionId: string;
  disbursedAt: string;
  vaAccountNumber: string;
};
const disbursed = async (bearer: string, type = 'CASHBACK') =>
  (
    await call<{ rewardsDetailsRsp: Detail[] }>(`/v1/boom/transactions/rewards/disbursed/${type}`, {
      bearer,
    })
  ).body.rewardsDetailsRsp;
const notify = async (bearer: string) =>
  (
    await call<{ cashback: boolean; referral: boolean }>('/v1/boom/transactions/rewards/notify', {
      bearer,
    })
  ).body;
const transactionsOf = async (bearer: string, ids: string[]) =>
  (
    await post<{ transactions: Transaction[] }>(
      '/v1/boom/transactions-paging',
      { referenceIds: ids },
      bearer,
    )
  ).body.transactions;

describe('cashback accrual', () => {
  it('gives each card purchase 1 % as its cashbackAmt, rounded down to the cent; a refund takes its own back', async () => {
    const bearer = await token('admin@demo.test');
    const before = (await estimate(bearer, {})).body.rewardsAmt ?? 0;
    const a = pay(S(50));
    const b = pay(S(12.39));
    const refund = pay(S(10), { kind: 'refund' });
    const atm = pay(S(20), { kind: 'atm', merchant: { name: 'ATM', categoryCode: '6011' } });
    const [ta, tb, tr, tatm] = await transactionsOf(bearer, [a, b, refund, atm]);
    expect(ta?.cashbackAmt).toBe(S(0.5));
    expect(tb?.cashbackAmt).toBe(S(0.12));
    expect(tr?.cashbackAmt).toBe(S(0.1));
    expect(tatm?.cashbackAmt).toBeUndefined();
    const answer = await estimate(bearer, {});
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ currency: 'SGD', rewardsAmt: before + S(0.5 + 0.12 - 0.1) });
  });

  it('estimates only the days asked for, and only the account asked for', async () => {
    const bearer = await token('admin@demo.test');
    const yesterday = new Date(bank.bankTime() - DAY).toISOString().slice(0, 10);
    const usd = (
      await call<{ accounts?: { accountNumber: string; currency: string }[] }>(
        '/v1/boom/accounts',
        { bearer },
      )
    ).body;
    const usdAccount = (usd.accounts ?? []).find((x) => x.currency === 'USD')?.accountNumber ?? '';
    expect(usdAccount).not.toBe('');
    const read = async () => [
      (await estimate(bearer, {})).body.rewardsAmt ?? 0,
      (await estimate(bearer, { startDate: yesterday, endDate: yesterday })).body.rewardsAmt ?? 0,
      (await estimate(bearer, { vaNumber: usdAccount })).body,
    ];
    const [month = 0, day, inUsd] = await read();
    pay(S(40));
    // Only today's estimate on the card's account moves, by 1 % of S$40.00.
    expect(await read()).toEqual([(month as number) + S(0.4), day, inUsd]);
    expect(inUsd).toMatchObject({ currency: 'USD' });
  });

  it("estimates this month's seeded card purchases at 1 % each, less refunds", async () => {
    const bearer = await token('admin@demo.test');
    const start = monthStart();
    const end = today();
    const { accounts, transactions } = defaultScenario();
    const checked = accounts.filter((a) => a.currency === 'SGD' || a.currency === 'USD');
    let total = 0;
    for (const account of checked) {
      const expected = transactions
        .filter(
          (t) =>
            t.vaAccountNumber === account.accountNumber &&
            (t.type === 'Sales' || t.type === 'Refund') &&
            (t.status === 'SUCCESSFUL' || t.status === 'BOOKED') &&
            !!t.cardNumber,
        )
        .filter((t) => {
          const day = (t.bookingTimestamp ?? t.createdAt).slice(0, 10);
          return day >= start && day <= end;
        })
        // 1 % of each, rounded down to the cent.
        .map((t) => (t.type === 'Refund' ? -1 : 1) * Math.floor(t.amount / 1_000_000) * 10_000)
        .reduce((sum, x) => sum + x, 0);
      total += expected;
      expect((await estimate(bearer, { vaNumber: account.accountNumber })).body).toEqual({
        currency: account.currency,
        rewardsAmt: Math.max(0, expected),
      });
    }
    // The seeded month has card spend, so the check is not of zeros.
    expect(total).toBeGreaterThan(0);
  });

  it('disburses a month on the 1st of the next as a Cashback credit naming the month, once', async () => {
    const bearer = await token('admin@demo.test');
    const month = today().slice(0, 7);
    const seededSoFar = (await estimate(bearer, {})).body.rewardsAmt ?? 0;
    pay(S(100));
    pay(S(25.5));
    const seeded = await disbursed(bearer);
    bank.advanceClock(32 * DAY);
    const known = new Set(seeded.map((d) => d.transactionId));
    const added = (await disbursed(bearer)).filter((d) => !known.has(d.transactionId));
    // One credit per account with card spend this month, each for this month.
    expect(added.length).toBeGreaterThanOrEqual(1);
    expect(added.every((d) => d.month === month)).toBe(true);
    const credit = added.find((d) => d.vaAccountNumber === SGD_MAIN);
    const name = new Date(`${month}-01T00:00:00Z`).toLocaleString('en-GB', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const amount = seededSoFar + S(1.25);
    expect(credit).toMatchObject({
      rewardsAmt: amount,
      month,
      description: `Cashback for ${name}`,
      vaAccountNumber: SGD_MAIN,
    });
    expect(credit?.disbursedAt.slice(8, 10)).toBe('01');
    const [txn] = await transactionsOf(bearer, [credit?.transactionId ?? '']);
    expect(txn).toMatchObject({ type: 'Cashback', creditOrDebit: 'CREDIT', amount });
    bank.advanceClock(DAY);
    expect(await disbursed(bearer)).toHaveLength(seeded.length + added.length);
  });

  it('refuses a reversed or year-long range, another reward type and an unknown account', async () => {
    const bearer = await token('admin@demo.test');
    expect(
      (await estimate(bearer, { startDate: '2026-03-10', endDate: '2026-03-01' })).body.code,
    ).toBe('INVALID_PARAMETER');
    expect(
      (await estimate(bearer, { startDate: '2024-01-01', endDate: '2026-01-01' })).body.code,
    ).toBe('INVALID_PARAMETER');
    expect((await estimate(bearer, { rewardsType: 'REFERRAL' })).body.code).toBe(
      'INVALID_PARAMETER',
    );
    expect((await estimate(bearer, { startDate: '2026-02-30' })).body.code).toBe(
      'INVALID_PARAM_ERROR',
    );
    expect(await estimate(bearer, { vaNumber: '000000000000' })).toMatchObject({
      status: 400,
      body: { code: 'VA_NOT_AVAILABLE' },
    });
  });
});

describe('who sees rewards', () => {
  it('lets finance and the accountant read; refuses the general role with NO_PERMISSION_API', async () => {
    for (const email of ['finance@demo.test', 'accountant@demo.test', 'subadmin@demo.test'])
      expect((await estimate(await token(email), {})).status).toBe(200);
    const general = await token('general@demo.test');
    for (const answer of [
      await estimate(general, {}),
      await call('/v1/boom/transactions/rewards/disbursed/CASHBACK', { bearer: general }),
      await call('/v1/boom/transactions/rewards/notify', { bearer: general }),
      await call('/v1/boom/referral', { bearer: general }),
      await post('/v1/boom/rewards/verify', { rewardsCode: 'WELCOME20' }, general),
    ])
      expect(answer).toMatchObject({ status: 403, body: { code: 'NO_PERMISSION_API' } });
  });

  it('lets only the money roles verify a rewards code', async () => {
    const accountant = await token('accountant@demo.test');
    expect(
      (await post('/v1/boom/rewards/verify', { rewardsCode: 'WELCOME20' }, accountant)).body,
    ).toMatchObject({
      code: 'NO_PERMISSION_API',
    });
  });
});

describe('new rewards flags', () => {
  it('flags cashback and referral rewards until the user reads each list; per user', async () => {
    const admin = await token('admin@demo.test');
    const finance = await token('finance@demo.test');
    expect(await notify(admin)).toEqual({ cashback: true, referral: true });
    await disbursed(admin, 'CASHBACK');
    expect(await notify(admin)).toEqual({ cashback: false, referral: true });
    await disbursed(admin, 'REFERRAL');
    expect(await notify(admin)).toEqual({ cashback: false, referral: false });
    expect(await notify(finance)).toEqual({ cashback: true, referral: true });
  });

  it('flags cashback again when the next month is disbursed', async () => {
    const admin = await token('admin@demo.test');
    await disbursed(admin, 'CASHBACK');
    pay(S(30));
    bank.advanceClock(32 * DAY);
    expect((await notify(admin)).cashback).toBe(true);
  });
});

describe('referral', () => {
  it("answers the company's code, the S$50 campaign with its conditions and the referrals made", async () => {
    const answer = await call<Record<string, unknown>>('/v1/boom/referral', {
      bearer: await token('admin@demo.test'),
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      referralCode: expect.stringMatching(/^[A-Z]{1,6}\d{4}$/),
      referralValue: 50,
      currency: 'SGD',
      referralFirstPurchaseMin: 5,
      referralEligibleFirstPurchaseTimespan: 90,
      carouselOrder: ['referral', 'cashback', 'cnyPromo'],
    });
    expect((answer.body.referrals as unknown[]).length).toBeGreaterThan(0);
  });
});

const verify = (bearer: string, rewardsCode: string) =>
  post<{ code?: string; rewardsAmt?: number; transactionId?: string }>(
    '/v1/boom/rewards/verify',
    { rewardsCode },
    bearer,
  );

describe('rewards codes', () => {
  it('credits a valid code once as a Promo Code Reward; the second time it is already verified', async () => {
    const admin = await token('admin@demo.test');
    const first = await verify(admin, ' welcome20 ');
    expect(first).toMatchObject({
      status: 200,
      body: { rewardsType: 'PROMOTION', rewardsAmt: S(20), currency: 'SGD' },
    });
    const [txn] = await transactionsOf(admin, [first.body.transactionId ?? '']);
    expect(txn).toMatchObject({
      type: 'Promotion',
      description: 'Promo Code Reward',
      creditOrDebit: 'CREDIT',
    });
    expect((await verify(await token('finance@demo.test'), 'WELCOME20')).body.code).toBe(
      'CODE_ALREADY_VERIFIED',
    );
  });

  it('refuses an unknown, an expired and a malformed code', async () => {
    const admin = await token('admin@demo.test');
    expect((await verify(admin, 'NOSUCH1')).body.code).toBe('INVALID_CODE');
    expect((await verify(admin, 'CNY2024')).body.code).toBe('CODE_EXPIRED');
    expect((await verify(admin, 'a b')).body.code).toBe('INVALID_PARAM_ERROR');
  });

  it('throttles a user after 5 wrong codes in 15 minutes, even a right code', async () => {
    const admin = await token('admin@demo.test');
    for (let i = 0; i < 5; i += 1)
      expect((await verify(admin, `WRONG${i}`)).body.code).toBe('INVALID_CODE');
    expect(await verify(admin, 'WELCOME20')).toMatchObject({
      status: 429,
      body: { code: 'TOO_MANY_REQUEST' },
    });
    expect((await verify(await token('finance@demo.test'), 'BIZ10')).status).toBe(200);
  });
});
