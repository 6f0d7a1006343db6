import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Account } from '../../shared/domain/accounts';
import { call, type NodeBank, post, restartNodeBank, signIn, startNodeBank } from '../testingNode';

let bank: NodeBank;
beforeEach(async () => {
  bank = await startNodeBank();
});
afterEach(() => bank.shutdown());

const list = async (bearer: string) =>
  (await call<{ accounts: Account[] }>('/v1/boom/accounts', { bearer })).body.accounts;
const create = (bearer: string, body: unknown) =>
  post<{ account: Account; code?: string; description?: string }>('/v1/boom/accounts', {
    bearer,
    body,
  });
const rename = (bearer: string, accountNumber: string, accountName: string) =>
  post<{ code?: string }>('/boom/v2/accounts/update-account-name', {
    bearer,
    body: { accountNumber, accountName },
  });

describe('account list', () => {
  it('answers {accounts} to every role, sorted by accountOrder, balances in micro-units', async () => {
    for (const email of ['finance@demo.test', 'accountant@demo.test', 'general@demo.test']) {
      const { accessToken } = await signIn(email);
      const accounts = await list(accessToken);
      expect(accounts).toHaveLength(9);
      expect(accounts.map((a) => a.accountOrder)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    }
    // (one sign-in per user and test: a second SMS code within 179 s is refused)
    const { accessToken } = await signIn('admin@demo.test');
    expect((await list(accessToken))[0]).toMatchObject({
      currency: 'SGD',
      accountName: 'Main account',
      currentBalance: 486_250_750_000,
      isDefaultAccount: true,
    });
  });

  it('refuses the list without a valid token', async () => {
    expect((await call('/v1/boom/accounts')).status).toBe(401);
  });
});

describe('opening an account', () => {
  it('opens an account with a production prefix, a zero balance and the next order index', async () => {
    const { accessToken } = await signIn('admin@demo.test');
    const created = await create(accessToken, { currency: 'CHF', accountName: '  Swiss francs  ' });
    expect(created.status).toBe(200);
    expect(created.body.account).toMatchObject({
      currency: 'CHF',
      accountName: 'Swiss francs',
      currentBalance: 0,
      accountOrder: 9,
      isDefaultAccount: false,
    });
    expect(created.body.account.accountNumber).toMatch(/^885168\d{6}$/);
    expect((await list(accessToken)).at(-1)).toEqual(created.body.account);
  });

  it('lets the accountant open one and refuses the general role with NO_PERMISSION_API', async () => {
    const accountant = await signIn('accountant@demo.test');
    expect(
      (await create(accountant.accessToken, { currency: 'USD', accountName: 'USD two' })).status,
    ).toBe(200);
    const general = await signIn('general@demo.test');
    expect(
      await create(general.accessToken, { currency: 'USD', accountName: 'USD three' }),
    ).toMatchObject({ status: 403, body: { code: 'NO_PERMISSION_API' } });
  });

  it('refuses a blank name, a name over 30 characters and a currency that cannot be held', async () => {
    const { accessToken } = await signIn('admin@demo.test');
    for (const body of [
      { currency: 'USD', accountName: '   ' },
      { currency: 'USD', accountName: 'x'.repeat(31) },
      { currency: 'IDR', accountName: 'Rupiah' },
    ]) {
      expect(await create(accessToken, body)).toMatchObject({
        status: 400,
        body: { code: 'INVALID_PARAMETER' },
      });
    }
    expect(
      (await create(accessToken, { currency: 'USD', accountName: 'x'.repeat(30) })).status,
    ).toBe(200);
  });

  it('refuses a name another account has (ignoring case and spaces) with RECORD_ALREADY_EXISTS', async () => {
    const { accessToken } = await signIn('admin@demo.test');
    expect(await create(accessToken, { currency: 'USD', accountName: ' payroll ' })).toMatchObject({
      status: 409,
      body: { code: 'RECORD_ALREADY_EXISTS', description: 'Account name already exists' },
    });
  });

  it('refuses the 31st account with INVALID_PARAM_ERROR, a description and no field (a rule, not a malformed request)', async () => {
    const { accessToken } = await signIn('subadmin@demo.test');
    for (let i = 10; i <= 30; i++)
      expect((await create(accessToken, { currency: 'USD', accountName: `USD ${i}` })).status).toBe(
        200,
      );
    expect(await list(accessToken)).toHaveLength(30);
    expect(await create(accessToken, { currency: 'USD', accountName: 'USD 31' })).toEqual({
      status: 400,
      body: {
        code: 'INVALID_PARAM_ERROR',
        description: 'A maximum of 30 accounts can be created at any point.',
      },
    });
  });
});

describe('renaming an account', () => {
  it('renames, trimmed, and keeps the name across a restart of the mock bank', async () => {
    const { accessToken } = await signIn('finance@demo.test');
    const [, payroll] = await list(accessToken);
    expect((await rename(accessToken, payroll?.accountNumber ?? '', '  Salaries ')).status).toBe(
      200,
    );
    bank = await restartNodeBank(bank);
    expect((await list(accessToken))[1]?.accountName).toBe('Salaries');
    expect(bank.accounts()[1]?.accountName).toBe('Salaries');
  });

  it('refuses a duplicate with 409 RECORD_ALREADY_EXISTS, a blank or too long name with 400 INVALID_PARAMETER', async () => {
    const { accessToken } = await signIn('admin@demo.test');
    const [main, payroll] = await list(accessToken);
    const number = payroll?.accountNumber ?? '';
    expect(await rename(accessToken, number, 'MAIN ACCOUNT')).toMatchObject({
      status: 409,
      body: { code: 'RECORD_ALREADY_EXISTS' },
    });
    expect(await rename(accessToken, number, ' ')).toMatchObject({
      status: 400,
      body: { code: 'INVALID_PARAMETER' },
    });
    expect(await rename(accessToken, number, 'y'.repeat(31))).toMatchObject({
      status: 400,
      body: { code: 'INVALID_PARAMETER' },
    });
    // Its own name again is no conflict.
    expect((await rename(accessToken, main?.accountNumber ?? '', 'Main Account')).status).toBe(200);
    expect(await rename(accessToken, '885164999999', 'Nope')).toMatchObject({
      status: 400,
      body: { code: 'VA_NOT_AVAILABLE' },
    });
  });

  it('stores a name cleaned of bidi overrides, zero-width and control characters', async () => {
    const { accessToken } = await signIn('finance@demo.test');
    const [, payroll] = await list(accessToken);
    const number = payroll?.accountNumber ?? '';
    expect(await rename(accessToken, number, '\u202Exe.\u200Bsllib\u2069\u0007')).toMatchObject({
      status: 200,
      body: { account: { accountName: 'xe.sllib' } },
    });
    expect((await list(accessToken))[1]?.accountName).toBe('xe.sllib');
    // What cannot be seen makes no name unique: 'Main account' with a zero-width space is taken.
    expect(await rename(accessToken, number, 'Main\u200B account')).toMatchObject({
      status: 409,
      body: { code: 'RECORD_ALREADY_EXISTS' },
    });
  });

  it('refuses a name of only bidi, zero-width and control characters as blank', async () => {
    const { accessToken } = await signIn('admin@demo.test');
    const [, payroll] = await list(accessToken);
    expect(
      await rename(accessToken, payroll?.accountNumber ?? '', '\u202E\u200B\u2066\u0000'),
    ).toEqual({
      status: 400,
      body: { code: 'INVALID_PARAMETER', description: 'The account name is required.' },
    });
    expect(
      await create(accessToken, { currency: 'USD', accountName: `USD${'\u200B'.repeat(40)}` }),
    ).toMatchObject({ status: 200, body: { account: { accountName: 'USD' } } });
  });

  it('refuses the general role', async () => {
    const { accessToken } = await signIn('general@demo.test');
    const [main] = await list(accessToken);
    expect((await rename(accessToken, main?.accountNumber ?? '', 'Mine')).body).toMatchObject({
      code: 'NO_PERMISSION_API',
    });
  });
});

describe('reordering accounts', () => {
  it('saves a new order naming every account once', async () => {
    const { accessToken } = await signIn('admin@demo.test');
    const accounts = await list(accessToken);
    const order = accounts
      .toReversed()
      .map((a, i) => ({ accountNumber: a.accountNumber, accountOrder: i }));
    expect(
      (await post('/boom/v2/accounts/preference', { bearer: accessToken, body: { order } })).status,
    ).toBe(200);
    expect((await list(accessToken)).map((a) => a.accountNumber)).toEqual(
      accounts.toReversed().map((a) => a.accountNumber),
    );
  });

  it('refuses an order that leaves out or repeats an account', async () => {
    const { accessToken } = await signIn('admin@demo.test');
    const accounts = await list(accessToken);
    const order = accounts.map((a, i) => ({ accountNumber: a.accountNumber, accountOrder: i }));
    const missing = order.slice(1);
    const repeated = [...order.slice(1), order[1]];
    for (const bad of [missing, repeated]) {
      expect(
        await post('/boom/v2/accounts/preference', { bearer: accessToken, body: { order: bad } }),
      ).toMatchObject({ status: 400, body: { code: 'INVALID_PARAMETER' } });
    }
    // Not a list at all: the contract refuses it before the bank's rule (issue 8).
    expect(
      await post('/boom/v2/accounts/preference', { bearer: accessToken, body: { order: 'x' } }),
    ).toMatchObject({
      status: 400,
      body: { code: 'INVALID_PARAM_ERROR', field: 'order', description: 'order: expected array' },
    });
  });

  it('keeps a closed dashboard guide (displayGuide false) for the user', async () => {
    const { accessToken } = await signIn('general@demo.test');
    expect(
      (
        await post('/boom/v2/accounts/preference', {
          bearer: accessToken,
          body: { displayGuide: false },
        })
      ).status,
    ).toBe(200);
    expect((await call('/v1/boom/user/guide-status', { bearer: accessToken })).body).toEqual({
      DisplayGuide: false,
    });
  });
});

describe('reset', () => {
  it('forgets account changes on reset', async () => {
    const { accessToken } = await signIn('admin@demo.test');
    await create(accessToken, { currency: 'CHF', accountName: 'Francs' });
    bank.reset();
    expect(bank.accounts()).toHaveLength(9);
    bank = await restartNodeBank(bank);
    expect(bank.accounts()).toHaveLength(9);
  });
});

describe('requests the accounts contracts refuse (issue 8)', () => {
  it('names the field of a malformed body with 400 INVALID_PARAM_ERROR, before any rule of the bank', async () => {
    const { accessToken } = await signIn('admin@demo.test');
    expect(await create(accessToken, { currency: 'USD' })).toMatchObject({
      status: 400,
      body: { code: 'INVALID_PARAM_ERROR', field: 'accountName' },
    });
    expect(
      await create(accessToken, { currency: 'USD', accountName: 'x'.repeat(256) }),
    ).toMatchObject({
      status: 400,
      body: { code: 'INVALID_PARAM_ERROR', description: 'accountName: length at most 255' },
    });
    expect(await rename(accessToken, 'y'.repeat(35), 'Name')).toMatchObject({
      status: 400,
      body: { code: 'INVALID_PARAM_ERROR', field: 'accountNumber' },
    });
    expect(await list(accessToken)).toHaveLength(9);
  });

  it('answers a caller without a valid token 401, whatever the body', async () => {
    expect(await create('not-a-token', { currency: 42 })).toMatchObject({
      status: 401,
      body: { code: 'INVALID_ACCESS_TOKEN' },
    });
  });
});

describe('low-balance alert', () => {
  interface Entry {
    accountNumber: string;
    currency: string;
    threshold: number | null;
  }
  const thresholds = async (bearer: string) =>
    (await call<{ thresholds: Entry[] }>('/v1/boom/accounts/threshold', { bearer })).body
      .thresholds;
  const setTo = (bearer: string, accountNumber: string, threshold: number | null) =>
    post<{ threshold: Entry; account: Account; code?: string; description?: string }>(
      '/v1/boom/accounts/threshold',
      { bearer, body: { accountNumber, threshold } },
    );

  it('lists every account with its threshold in micro-units, null for none, to every role', async () => {
    const { accessToken } = await signIn('general@demo.test');
    const entries = await thresholds(accessToken);
    expect(entries).toHaveLength(9);
    expect(entries[0]).toMatchObject({ currency: 'SGD', threshold: null });
    expect(entries.every((e) => e.threshold === null)).toBe(true);
    expect((await list(accessToken)).some((a) => a.isLowAccountBalance)).toBe(false);
  });

  it('a threshold above the balance makes the account low in the list; removing it clears it', async () => {
    const { accessToken } = await signIn('finance@demo.test');
    const usd = (await list(accessToken)).find((a) => a.currency === 'USD');
    if (!usd) throw new Error('no USD account');
    expect(usd.isLowAccountBalance).toBe(false);
    const set = await setTo(accessToken, usd.accountNumber, 200_000_000_000);
    expect(set.status).toBe(200);
    expect(set.body.threshold).toEqual({
      accountNumber: usd.accountNumber,
      currency: 'USD',
      threshold: 200_000_000_000,
    });
    expect(set.body.account.isLowAccountBalance).toBe(true);
    const listed = (await list(accessToken)).find((a) => a.accountNumber === usd.accountNumber);
    expect(listed?.isLowAccountBalance).toBe(true);
    // Kept across a restart of the bank.
    bank = await restartNodeBank(bank);
    const again = await signIn('admin@demo.test');
    expect(
      (await thresholds(again.accessToken)).find((e) => e.accountNumber === usd.accountNumber)
        ?.threshold,
    ).toBe(200_000_000_000);
    const removed = await setTo(again.accessToken, usd.accountNumber, null);
    expect(removed.body.account.isLowAccountBalance).toBe(false);
    expect(
      (await list(again.accessToken)).find((a) => a.accountNumber === usd.accountNumber)
        ?.isLowAccountBalance,
    ).toBe(false);
  });

  it('a threshold equal to the balance is not low (below means below)', async () => {
    const { accessToken } = await signIn('admin@demo.test');
    const main = (await list(accessToken))[0];
    if (!main?.currentBalance) throw new Error('no balance');
    const set = await setTo(accessToken, main.accountNumber, main.currentBalance);
    expect(set.body.account.isLowAccountBalance).toBe(false);
  });

  it('refuses a negative amount, one past a billion units and one with more decimals than the currency', async () => {
    const { accessToken } = await signIn('admin@demo.test');
    const accounts = await list(accessToken);
    const sgd = accounts[0]?.accountNumber ?? '';
    const jpy = accounts.find((a) => a.currency === 'JPY')?.accountNumber ?? '';
    for (const [accountNumber, amount, description] of [
      [sgd, -1_000_000, 'The alert amount must be between S$0.00 and S$1,000,000,000.00.'],
      [
        sgd,
        1_000_000_001_000_000,
        'The alert amount must be between S$0.00 and S$1,000,000,000.00.',
      ],
      [jpy, 1_500_000, 'The alert amount has more decimals than JPY has.'],
    ] as const) {
      const refused = await setTo(accessToken, accountNumber, amount);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: 'INVALID_PARAMETER', description });
    }
  });

  it("answers another company's or an unknown account with 400 VA_NOT_AVAILABLE", async () => {
    const { accessToken } = await signIn('admin@demo.test');
    const refused = await setTo(accessToken, '885164999999', 1_000_000);
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('VA_NOT_AVAILABLE');
  });

  it('lets the accountant set one and refuses the general role with NO_PERMISSION_API', async () => {
    const accountant = await signIn('accountant@demo.test');
    const sgd = (await list(accountant.accessToken))[0]?.accountNumber ?? '';
    expect((await setTo(accountant.accessToken, sgd, 1_000_000)).status).toBe(200);
    const general = await signIn('general@demo.test');
    const refused = await setTo(general.accessToken, sgd, 5_000_000);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('NO_PERMISSION_API');
    expect(
      (await thresholds(general.accessToken)).find((e) => e.accountNumber === sgd)?.threshold,
    ).toBe(1_000_000);
  });

  it('refuses the calls without a valid token', async () => {
    expect((await call('/v1/boom/accounts/threshold')).status).toBe(401);
  });
});
