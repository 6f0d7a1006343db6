import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CARD_TRANSACTION_TYPES,
  listStatusOf,
  type Transaction,
  type TransactionFilter,
} from '../../shared/domain/transactions';
import { type NodeBank, post, signIn, startNodeBank } from '../testingNode';
import { defaultScenario } from '../scenarios/default';

/** How many records the default scenario's history has. */
const SEEDED = defaultScenario().transactions.length;

type FirstPage = { displayReferenceIds: string[]; transactions: Transaction[] };

let bank: NodeBank;
beforeEach(async () => {
  bank = await startNodeBank();
});
afterEach(() => bank.shutdown());

const firstPage = (bearer: string, filter: unknown, pageSize: number | string = 15) =>
  post<FirstPage & { code?: string }>(`/v1/boom/transactions?pageSize=${pageSize}`, {
    bearer,
    body: filter,
  });
const byIds = (bearer: string, referenceIds: unknown) =>
  post<{ transactions: Transaction[]; code?: string }>('/v1/boom/transactions-paging', {
    bearer,
    body: { referenceIds },
  });

/** Every transaction a filter gives, loaded as the app does: first page, then by ids in pages of 100. */
async function everything(bearer: string, filter: TransactionFilter = {}): Promise<Transaction[]> {
  const first = await firstPage(bearer, filter, 100);
  const all = [...first.body.transactions];
  const rest = first.body.displayReferenceIds.slice(100);
  for (let i = 0; i < rest.length; i += 100)
    all.push(...(await byIds(bearer, rest.slice(i, i + 100))).body.transactions);
  expect(all.map((t) => t.displayReferenceId)).toEqual(first.body.displayReferenceIds);
  return all;
}

const localDay = (iso: string) => {
  const d = new Date(iso);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

describe('first page and paging', () => {
  let admin = '';
  let all: Transaction[] = [];
  beforeEach(async () => {
    admin = (await signIn('admin@demo.test')).accessToken;
    all = await everything(admin);
  });

  it('answers the first page of 15 and every matching id, newest first', async () => {
    const page = await firstPage(admin, {});
    expect(page.status).toBe(200);
    expect(page.body.transactions).toHaveLength(15);
    expect(page.body.displayReferenceIds).toHaveLength(SEEDED);
    expect(page.body.transactions.map((t) => t.displayReferenceId)).toEqual(
      page.body.displayReferenceIds.slice(0, 15),
    );
    const times = all.map((t) => t.createdAt);
    expect(times).toEqual(times.toSorted().toReversed());
  });

  it('refuses a page size outside 1..100 by the contract, naming the field', async () => {
    for (const size of [0, 101, 'x', 2.5])
      expect(await firstPage(admin, {}, size)).toMatchObject({
        status: 400,
        body: { code: 'INVALID_PARAM_ERROR', field: 'pageSize' },
      });
    expect((await firstPage(admin, {}, 100)).body.transactions).toHaveLength(100);
  });

  it('pages by ids in the order asked, leaving out unknown ids, at most 100 at once', async () => {
    const ids = [all[40]?.displayReferenceId, 'NOPE', all[3]?.displayReferenceId];
    expect((await byIds(admin, ids)).body.transactions.map((t) => t.displayReferenceId)).toEqual([
      ids[0],
      ids[2],
    ]);
    expect(
      await byIds(
        admin,
        all.slice(0, 101).map((t) => t.displayReferenceId),
      ),
    ).toMatchObject({ status: 400, body: { code: 'INVALID_PARAM_ERROR', field: 'referenceIds' } });
    expect(await byIds(admin, [42])).toMatchObject({
      status: 400,
      body: { code: 'INVALID_PARAM_ERROR', field: 'referenceIds[0]' },
    });
  });

  it('filters by account, type, direction, list status, amount range and dates', async () => {
    const usd = all.find((t) => t.currency === 'USD')?.vaAccountNumber ?? '';
    const cases: [TransactionFilter, (t: Transaction) => boolean][] = [
      [{ vaNumbers: [usd] }, (t) => t.vaAccountNumber === usd],
      [{ transactionType: ['PayIn', 'Refund'] }, (t) => t.type === 'PayIn' || t.type === 'Refund'],
      [{ amountType: 'DEBIT' }, (t) => t.creditOrDebit === 'DEBIT'],
      [{ status: ['Processing'] }, (t) => listStatusOf(t.status) === 'Processing'],
      [{ status: ['Cancelled', 'Completed'] }, (t) => listStatusOf(t.status) !== 'Processing'],
      [
        { minAmount: 1_000_000_000, maxAmount: 5_000_000_000 },
        (t) => t.amount >= 1_000_000_000 && t.amount <= 5_000_000_000,
      ],
    ];
    const day = localDay(all[50]?.createdAt ?? '');
    const later = localDay(all[20]?.createdAt ?? '');
    cases.push([
      { startDate: day, endDate: later },
      (t) => localDay(t.createdAt) >= day && localDay(t.createdAt) <= later,
    ]);
    cases.push([{ startDate: day, endDate: day }, (t) => localDay(t.createdAt) === day]);
    for (const [filter, predicate] of cases) {
      const expected = all.filter(predicate).map((t) => t.displayReferenceId);
      expect(expected.length).toBeGreaterThan(0);
      expect((await firstPage(admin, filter)).body.displayReferenceIds).toEqual(expected);
    }
  });

  it("filters card transactions by the card number's last 4 digits and the card holder, case-insensitively", async () => {
    const card = all.find((t) => t.cardNumber);
    const holder = card?.nameOnCard ?? '';
    expect(
      (await firstPage(admin, { panTail: card?.cardNumber })).body.displayReferenceIds,
    ).toEqual(
      all.filter((t) => t.cardNumber === card?.cardNumber).map((t) => t.displayReferenceId),
    );
    expect(
      (await firstPage(admin, { cardHolderName: holder.toUpperCase() })).body.displayReferenceIds,
    ).toEqual(all.filter((t) => t.nameOnCard === holder).map((t) => t.displayReferenceId));
  });

  it('matches the amount range on the magnitude, both ends included', async () => {
    const target = all[7];
    const amount = target?.amount ?? 0;
    const ids = (await firstPage(admin, { minAmount: amount, maxAmount: amount })).body
      .displayReferenceIds;
    expect(ids).toContain(target?.displayReferenceId);
    expect(
      all.filter((t) => ids.includes(t.displayReferenceId)).every((t) => t.amount === amount),
    ).toBe(true);
  });

  it('refuses malformed filters by the contract, naming the field', async () => {
    const cases: [unknown, string][] = [
      [{ transactionType: ['Nope'] }, 'transactionType[0]'],
      [{ status: ['SUCCESSFUL'] }, 'status[0]'],
      [{ startDate: '01/02/2025' }, 'startDate'],
      [{ endDate: '2025-02-30' }, 'endDate'],
      [{ minAmount: -1 }, 'minAmount'],
      [{ minAmount: 1.5 }, 'minAmount'],
      [{ amountType: 'BOTH' }, 'amountType'],
      [{ cardHolderName: 'x'.repeat(256) }, 'cardHolderName'],
    ];
    for (const [filter, field] of cases)
      expect(await firstPage(admin, filter)).toMatchObject({
        status: 400,
        body: { code: 'INVALID_PARAM_ERROR', field },
      });
  });

  it('refuses ranges out of order, naming the upper bound', async () => {
    expect(await firstPage(admin, { minAmount: 5, maxAmount: 1 })).toMatchObject({
      status: 400,
      body: {
        code: 'INVALID_PARAM_ERROR',
        field: 'maxAmount',
        description: 'maxAmount: minAmount is above maxAmount.',
      },
    });
    expect(
      await firstPage(admin, { startDate: '2025-03-02', endDate: '2025-03-01' }),
    ).toMatchObject({
      status: 400,
      body: {
        code: 'INVALID_PARAM_ERROR',
        field: 'endDate',
        description: 'endDate: startDate is after endDate.',
      },
    });
  });

  it('authenticates before it reads the request: no token, no word on its shape', async () => {
    expect(await firstPage('', { minAmount: -1 }, 0)).toMatchObject({
      status: 401,
      body: { code: 'INVALID_ACCESS_TOKEN' },
    });
  });
});

describe('the general role', () => {
  it('only ever gets card-related types, whatever the filter asks, on both calls', async () => {
    const admin = (await signIn('admin@demo.test')).accessToken;
    const general = (await signIn('general@demo.test')).accessToken;
    const all = await everything(admin);
    const theirs = await everything(general);
    expect(theirs.length).toBe(all.filter((t) => CARD_TRANSACTION_TYPES.includes(t.type)).length);
    expect(theirs.every((t) => CARD_TRANSACTION_TYPES.includes(t.type))).toBe(true);
    expect(
      (await firstPage(general, { transactionType: ['PayIn', 'PayOut'] })).body.displayReferenceIds,
    ).toEqual([]);
    expect(
      (await firstPage(general, { transactionType: ['PayIn', 'Sales'] })).body.transactions.every(
        (t) => t.type === 'Sales',
      ),
    ).toBe(true);
    const payIn = all.find((t) => t.type === 'PayIn');
    const sale = all.find((t) => t.type === 'Sales');
    expect(
      (
        await byIds(general, [payIn?.displayReferenceId, sale?.displayReferenceId])
      ).body.transactions.map((t) => t.displayReferenceId),
    ).toEqual([sale?.displayReferenceId]);
  });
});

describe('v2 alias', () => {
  it('answers POST /boom/v2/transactions like v1', async () => {
    const { accessToken } = await signIn('finance@demo.test');
    const v2 = await post<FirstPage>('/boom/v2/transactions?pageSize=10', {
      bearer: accessToken,
      body: {},
    });
    expect(v2.body.displayReferenceIds).toHaveLength(SEEDED);
    expect(v2.body.transactions).toHaveLength(10);
  });
});
