import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Account } from '../../shared/domain/accounts';
import type { FxQuote } from '../../shared/domain/fx';
import type { Transaction } from '../../shared/domain/transactions';
import type { ExchangeRequest, TransferResult } from '../../shared/domain/transfers';
import { sourceForTarget, targetForSource, toMicros } from '../../shared/money';
import {
  type NodeBank,
  payoutReference,
  post,
  restartNodeBank,
  signIn,
  startNodeBank,
} from '../testingNode';
import { defaultScenario } from '../scenarios/default';

/** The default scenario's seeded history, before any transfer here. */
const SEEDED = defaultScenario().transactions.length;

let bank: NodeBank;
beforeEach(async () => {
  bank = await startNodeBank();
});
afterEach(async () => {
  await bank.shutdown();
  vi.useRealTimers();
});

type Answer = TransferResult & { code?: string; description?: string };

const account = (name: string): Account => {
  const found = bank.accounts().find((a) => a.accountName === name);
  if (!found) throw new Error(`no account ${name}`);
  return found;
};
const balance = (name: string) => account(name).currentBalance;

async function quote(bearer: string, sell: string, buy: string): Promise<FxQuote> {
  return (
    await post<FxQuote>('/boom/v2/fx/quotes', {
      bearer,
      body: { sellCurrency: sell, buyCurrency: buy, fxProvider: 'DEFAULT' },
    })
  ).body;
}

/** The body the app sends: the typed side, the other side derived with the shared money functions. */
function request(
  from: Account,
  to: Account,
  rate: number,
  typed: { source: number } | { target: number },
  extra: Partial<ExchangeRequest> = {},
): ExchangeRequest {
  const source =
    'source' in typed ? typed.source : sourceForTarget(typed.target, rate, from.currency);
  const target =
    'target' in typed ? typed.target : targetForSource(typed.source, rate, to.currency);
  return {
    senderAccount: from.accountNumber,
    sourceCurrency: from.currency,
    sourceAmount: source,
    receiverAccount: to.accountNumber,
    targetCurrency: to.currency,
    targetAmount: target,
    toAmount: target,
    calcSourceAmtFromDestinationAmt: 'target' in typed,
    ...extra,
  };
}

/** The request on a live quote: its bid rate, and its id so the bank holds the rate. */
const quoted = (
  from: Account,
  to: Account,
  q: FxQuote,
  typed: { source: number } | { target: number },
): ExchangeRequest => request(from, to, q.bidRate, typed, { quoteId: q.referenceId });

/** A money call as the app makes it: a new idempotency key unless one is given; null sends none. */
const transfer = (bearer: string, body: unknown, key: string | null = crypto.randomUUID()) =>
  post<Answer>('/v1/boom/transfers', {
    bearer,
    body,
    headers: key ? { 'Idempotency-Key': key } : {},
  });

/** A verified code bound to this request, as the app gets it before confirming. */
async function withCode(bearer: string, body: ExchangeRequest): Promise<ExchangeRequest> {
  const otpReferenceID = await payoutReference(bearer, {
    purpose: 'transfer',
    subject: body.senderAccount,
    payee: body.receiverAccount,
    amount: body.sourceAmount,
    currency: body.sourceCurrency,
  });
  return { ...body, otpReferenceID };
}

describe('exchange', () => {
  it('moves exactly the quoted amounts when the sending amount is typed', async () => {
    const { accessToken } = await signIn('admin@demo.test');
    const [sgdBefore, usdBefore] = [balance('Main account'), balance('USD operations')];
    const q = await quote(accessToken, 'SGD', 'USD');
    const body = await withCode(
      accessToken,
      quoted(account('Main account'), account('USD operations'), q, { source: toMicros('100.00') }),
    );
    const answer = await transfer(accessToken, body);
    expect(answer.status).toBe(200);
    const received = targetForSource(toMicros('100.00'), q.bidRate, 'USD');
    expect(answer.body).toMatchObject({
      approvalStatus: 'NotRequired',
      sourceAmount: 100_000_000,
      targetAmount: received,
    });
    expect(balance('Main account')).toBe((sgdBefore ?? 0) - 100_000_000);
    expect(balance('USD operations')).toBe((usdBefore ?? 0) + received);
    const [debit, credit] = answer.body.touched.transactions;
    expect(debit).toMatchObject({
      type: 'Exchange',
      status: 'SUCCESSFUL',
      creditOrDebit: 'DEBIT',
      amount: 100_000_000,
      currency: 'SGD',
    });
    expect(credit).toMatchObject({
      type: 'Exchange',
      status: 'SUCCESSFUL',
      creditOrDebit: 'CREDIT',
      amount: received,
      currency: 'USD',
    });
    expect(debit?.groupId).toBe(credit?.groupId);
    expect(debit?.exchangeRate).toEqual([
      { sourceCcy: 'SGD', destinationCcy: 'USD', exchangeRate: q.bidRate },
    ]);
    expect(answer.body.touched.accounts.map((a) => a.currentBalance)).toEqual([
      balance('Main account'),
      balance('USD operations'),
    ]);
    expect(answer.body.transactionReferenceIds).toEqual([
      debit?.displayReferenceId,
      credit?.displayReferenceId,
    ]);
  });

  it('moves exactly the derived sending amount when the receiving amount is typed (calcSourceAmtFromDestinationAmt)', async () => {
    const { accessToken } = await signIn('admin@demo.test');
    const [sgdBefore, jpyBefore] = [balance('Main account'), balance('JPY account')];
    const q = await quote(accessToken, 'SGD', 'JPY');
    const body = await withCode(
      accessToken,
      quoted(account('Main account'), account('JPY account'), q, { target: toMicros('123457') }),
    );
    const answer = await transfer(accessToken, body);
    const paid = sourceForTarget(toMicros('123457'), q.bidRate, 'SGD');
    expect(answer.body).toMatchObject({
      approvalStatus: 'NotRequired',
      sourceAmount: paid,
      targetAmount: 123_457_000_000,
    });
    expect(paid % 10_000).toBe(0);
    expect(balance('Main account')).toBe((sgdBefore ?? 0) - paid);
    expect(balance('JPY account')).toBe((jpyBefore ?? 0) + 123_457_000_000);
  });

  it("refuses a client's derived amount that differs from the bank's by a cent (FX_TXN_STATUS_AMOUNT), moving nothing", async () => {
    const { accessToken } = await signIn('admin@demo.test');
    const q = await quote(accessToken, 'SGD', 'USD');
    const body = quoted(account('Main account'), account('USD operations'), q, {
      source: toMicros('250.00'),
    });
    const before = bank.accounts();
    expect(
      await transfer(accessToken, {
        ...body,
        targetAmount: body.targetAmount + 10_000,
        toAmount: body.targetAmount + 10_000,
      }),
    ).toMatchObject({ status: 400, body: { code: 'FX_TXN_STATUS_AMOUNT' } });
    expect(
      await transfer(accessToken, { ...body, toAmount: body.targetAmount - 10_000 }),
    ).toMatchObject({ status: 400, body: { code: 'FX_TXN_STATUS_AMOUNT' } });
    const byTarget = quoted(account('Main account'), account('USD operations'), q, {
      target: toMicros('80.00'),
    });
    expect(
      await transfer(accessToken, { ...byTarget, sourceAmount: byTarget.sourceAmount - 10_000 }),
    ).toMatchObject({ status: 400, body: { code: 'FX_TXN_STATUS_AMOUNT' } });
    expect(bank.accounts()).toEqual(before);
  });
});

describe('internal transfer', () => {
  it('moves the same amount between two SGD accounts, as two Transfer legs', async () => {
    const { accessToken } = await signIn('subadmin@demo.test');
    const [mainBefore, payrollBefore] = [balance('Main account'), balance('Payroll')];
    const body = await withCode(
      accessToken,
      request(account('Main account'), account('Payroll'), 1_000_000, {
        source: toMicros('1,234.56'),
      }),
    );
    const answer = await transfer(accessToken, body);
    expect(answer.body).toMatchObject({
      approvalStatus: 'NotRequired',
      sourceAmount: 1_234_560_000,
      targetAmount: 1_234_560_000,
    });
    expect(
      answer.body.touched.transactions.map((t) => `${t.type} ${t.creditOrDebit} ${t.amount}`),
    ).toEqual(['Transfer DEBIT 1234560000', 'Transfer CREDIT 1234560000']);
    expect(balance('Main account')).toBe((mainBefore ?? 0) - 1_234_560_000);
    expect(balance('Payroll')).toBe((payrollBefore ?? 0) + 1_234_560_000);
  });
});

/** The internal-transfer shape (spec-2 §3 Internal transfer payload), as the app sends a same-currency transfer. */
function internal(
  from: Account,
  to: Account,
  typed: { source: number } | { target: number },
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  const amount = 'source' in typed ? typed.source : typed.target;
  return {
    sellAccount: from.accountNumber,
    sellAmount: amount,
    buyAccount: to.accountNumber,
    buyAmount: amount,
    rate: 1_000_000,
    calcSourceAmtFromDestinationAmt: 'target' in typed,
    ...extra,
  };
}

/** A code bound to what an internal-transfer body moves (sellAccount, buyAccount, sellAmount). */
async function internalWithCode(
  bearer: string,
  body: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const otpReferenceID = await payoutReference(bearer, {
    purpose: 'transfer',
    subject: String(body.sellAccount),
    payee: String(body.buyAccount),
    amount: Number(body.sellAmount),
    // An internal transfer names no currency: the sending account's is bound.
    currency: 'SGD',
  });
  return { ...body, otpReferenceID };
}

describe('internal transfer payload (sellAccount, sellAmount, buyAccount, buyAmount, rate)', () => {
  it('moves the same amount between two SGD accounts, with a code bound to the sell side', async () => {
    const { accessToken } = await signIn('admin@demo.test');
    const [mainBefore, payrollBefore] = [balance('Main account') ?? 0, balance('Payroll') ?? 0];
    const answer = await transfer(
      accessToken,
      await internalWithCode(
        accessToken,
        internal(account('Main account'), account('Payroll'), { target: toMicros('321.09') }),
      ),
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      approvalStatus: 'NotRequired',
      sourceAmount: 321_090_000,
      targetAmount: 321_090_000,
    });
    expect(
      answer.body.touched.transactions.map((t) => `${t.type} ${t.creditOrDebit} ${t.amount}`),
    ).toEqual(['Transfer DEBIT 321090000', 'Transfer CREDIT 321090000']);
    expect(balance('Main account')).toBe(mainBefore - 321_090_000);
    expect(balance('Payroll')).toBe(payrollBefore + 321_090_000);
  });

  it('takes an authenticator reference as totpReferenceID', async () => {
    const { accessToken } = await signIn('finance@demo.test');
    const body = internal(account('Main account'), account('Payroll'), {
      source: toMicros('50.00'),
    });
    const verified = await post<{ referenceId: string }>(
      '/boom/v3/payouts/otp/verify-payout-totp',
      {
        bearer: accessToken,
        body: {
          purpose: 'transfer',
          subject: body.sellAccount,
          payee: body.buyAccount,
          amount: body.sellAmount,
          currency: 'SGD',
          totp: bank.currentTotp('finance@demo.test'),
        },
      },
    );
    expect(
      (await transfer(accessToken, { ...body, totpReferenceID: verified.body.referenceId })).body,
    ).toMatchObject({ approvalStatus: 'NotRequired' });
  });

  it('refuses a code bound to another amount with INVALID_OTP', async () => {
    const { accessToken } = await signIn('admin@demo.test');
    const body = internal(account('Main account'), account('Payroll'), {
      source: toMicros('500.00'),
    });
    const forLess = await payoutReference(accessToken, {
      purpose: 'transfer',
      subject: account('Main account').accountNumber,
      payee: account('Payroll').accountNumber,
      amount: toMicros('400.00'),
      currency: 'SGD',
    });
    const before = bank.accounts();
    expect(await transfer(accessToken, { ...body, otpReferenceID: forLess })).toMatchObject({
      status: 400,
      body: { code: 'INVALID_OTP' },
    });
    expect(bank.accounts()).toEqual(before);
  });

  it('answers a repeated idempotency key with the first answer and moves nothing twice', async () => {
    const { accessToken } = await signIn('admin@demo.test');
    const body = await internalWithCode(
      accessToken,
      internal(account('Main account'), account('Payroll'), { source: toMicros('40.00') }),
    );
    const payroll = balance('Payroll') ?? 0;
    const first = await transfer(accessToken, body, 'internal-1');
    expect(await transfer(accessToken, body, 'internal-1')).toEqual(first);
    expect(balance('Payroll')).toBe(payroll + toMicros('40.00'));
    const other = { ...body, sellAmount: toMicros('41.00'), buyAmount: toMicros('41.00') };
    expect(await transfer(accessToken, other, 'internal-1')).toMatchObject({
      status: 409,
      body: { code: 'FX_TXN_STATUS_ALREADY_EXISTS' },
    });
  });

  it('holds a finance internal transfer above S$10,000 for approval, like an exchange', async () => {
    const { accessToken } = await signIn('finance@demo.test');
    const before = bank.accounts();
    const answer = await transfer(
      accessToken,
      await internalWithCode(
        accessToken,
        internal(account('Main account'), account('Payroll'), { source: toMicros('10,000.01') }),
      ),
    );
    expect(answer.body).toMatchObject({
      approvalStatus: 'PendingCheck',
      touched: { accounts: [], transactions: [] },
    });
    expect(bank.approvals().find((r) => r.referenceId === answer.body.referenceID)).toMatchObject({
      kind: 'internalTransfer',
      sourceAmount: 10_000_010_000,
      targetAmount: 10_000_010_000,
    });
    expect(bank.accounts()).toEqual(before);
  });

  it('refuses accounts of different currencies with FX_TXN_STATUS_ACCOUNT, moving nothing', async () => {
    bank.setToggle('transfer2fa', false);
    const { accessToken } = await signIn('admin@demo.test');
    const before = bank.accounts();
    expect(
      await transfer(
        accessToken,
        internal(account('Main account'), account('USD operations'), { source: toMicros('10.00') }),
      ),
    ).toMatchObject({ status: 400, body: { code: 'FX_TXN_STATUS_ACCOUNT' } });
    expect(bank.accounts()).toEqual(before);
  });

  it('refuses a rate other than 1:1 with FX_TXN_STATUS_INPUT, a malformed body or a mix of the two shapes by the contract, and unequal amounts with FX_TXN_STATUS_AMOUNT', async () => {
    bank.setToggle('transfer2fa', false);
    const { accessToken } = await signIn('admin@demo.test');
    const body = internal(account('Main account'), account('Payroll'), {
      source: toMicros('10.00'),
    });
    const before = bank.accounts();
    expect(await transfer(accessToken, { ...body, rate: 1_000_001 })).toMatchObject({
      status: 400,
      body: { code: 'FX_TXN_STATUS_INPUT' },
    });
    const malformed: [Record<string, unknown>, string][] = [
      [{ ...body, rate: undefined }, 'rate'],
      [{ ...body, rate: '1' }, 'rate'],
      [{ ...body, sellAmount: '10.00' }, 'sellAmount'],
      // Each shape is strict: the other shape's fields are refused, not guessed at.
      [{ ...body, senderAccount: account('Main account').accountNumber }, '(root)'],
      [{ ...body, quoteId: 'FXQ-SGDSGD-1-1-000000000000' }, '(root)'],
    ];
    for (const [wrong, field] of malformed)
      expect(await transfer(accessToken, wrong)).toMatchObject({
        status: 400,
        body: { code: 'INVALID_PARAM_ERROR', field },
      });
    expect(await transfer(accessToken, { ...body, buyAmount: toMicros('10.01') })).toMatchObject({
      status: 400,
      body: { code: 'FX_TXN_STATUS_AMOUNT' },
    });
    expect(bank.accounts()).toEqual(before);
  });
});

const main = () => account('Main account');
const usd = () => account('USD operations');

describe('refusals', () => {
  let token = '';
  let q: FxQuote;
  beforeEach(async () => {
    token = (await signIn('admin@demo.test')).accessToken;
    q = await quote(token, 'SGD', 'USD');
  });
  const expectRefused = async (body: unknown, code: string, status = 400) => {
    const before = bank.accounts();
    expect(await transfer(token, body)).toMatchObject({ status, body: { code } });
    expect(bank.accounts()).toEqual(before);
  };

  it('refuses an unknown account with VA_NOT_AVAILABLE', async () => {
    await expectRefused(
      {
        ...quoted(main(), usd(), q, { source: 1_000_000 }),
        receiverAccount: '885165000000',
      },
      'VA_NOT_AVAILABLE',
    );
  });

  it('refuses the same account on both sides with FX_TXN_STATUS_ACCOUNT', async () => {
    await expectRefused(
      request(main(), main(), 1_000_000, { source: 1_000_000 }),
      'FX_TXN_STATUS_ACCOUNT',
    );
  });

  it('refuses a non-SGD sender to another currency, and currencies outside the nine, with FX_TXN_STATUS_NOT_TRADABLE', async () => {
    const eurQuote = await quote(token, 'USD', 'EUR');
    await expectRefused(
      quoted(usd(), account('EUR suppliers'), eurQuote, { source: 1_000_000 }),
      'FX_TXN_STATUS_NOT_TRADABLE',
    );
    await expectRefused(
      {
        ...quoted(main(), usd(), q, { source: 1_000_000 }),
        targetCurrency: 'IDR',
      },
      'FX_TXN_STATUS_NOT_TRADABLE',
    );
  });

  it('refuses an exchange without a quote (FX_TXN_STATUS_NO_QUOTE), with an unknown one (INVALID_QUOTE) or one for other currencies (FX_TXN_STATUS_QUOTE_ID)', async () => {
    const body = request(main(), usd(), q.bidRate, { source: 10_000_000 });
    await expectRefused(body, 'FX_TXN_STATUS_NO_QUOTE');
    await expectRefused({ ...body, quoteId: 'FXQ-SGDUSD-1-1-000000000000' }, 'INVALID_QUOTE');
    const eur = await quote(token, 'SGD', 'EUR');
    await expectRefused({ ...body, quoteId: eur.referenceId }, 'FX_TXN_STATUS_QUOTE_ID');
  });

  it("refuses another user's quote with INVALID_QUOTE", async () => {
    const other = await signIn('subadmin@demo.test');
    const theirs = await quote(other.accessToken, 'SGD', 'USD');
    await expectRefused(quoted(main(), usd(), theirs, { source: 10_000_000 }), 'INVALID_QUOTE');
  });

  it('refuses a quote within 1 s of validTo or past it with FX_TXN_STATUS_QUOTE_EXPIRED', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const fresh = await quote(token, 'SGD', 'USD');
    const validTo = Date.parse(fresh.validTo);
    const body = await withCode(token, quoted(main(), usd(), fresh, { source: 10_000_000 }));
    vi.setSystemTime(validTo - 1000);
    await expectRefused(body, 'FX_TXN_STATUS_QUOTE_EXPIRED');
    vi.setSystemTime(validTo + 60_000);
    await expectRefused(body, 'FX_TXN_STATUS_QUOTE_EXPIRED');
    vi.setSystemTime(validTo - 1001);
    expect((await transfer(token, body)).status).toBe(200);
  });

  it('refuses under 0.01 on either side with INVALID_TRANSACTION_AMOUNT', async () => {
    await expectRefused(
      request(main(), account('Payroll'), 1_000_000, { source: 0 }),
      'INVALID_TRANSACTION_AMOUNT',
    );
    // 0.01 SGD buys less than a US cent: the receiving side is under the minimum.
    await expectRefused(quoted(main(), usd(), q, { source: 10_000 }), 'INVALID_TRANSACTION_AMOUNT');
    // Amounts finer than the currency allows are no amounts.
    await expectRefused(
      request(main(), account('Payroll'), 1_000_000, { source: 1_005_000 }),
      'INVALID_TRANSACTION_AMOUNT',
    );
  });

  it('refuses over the per-transfer limit with FX_TXN_STATUS_EXCEEDS_ALLOWED_LIMIT', async () => {
    await expectRefused(
      request(main(), account('Payroll'), 1_000_000, { source: toMicros('100,000.01') }),
      'FX_TXN_STATUS_EXCEEDS_ALLOWED_LIMIT',
    );
  });

  it('refuses more than the balance with INSUFFICIENT_FUNDS_IN_VA', async () => {
    await expectRefused(
      request(account('Payroll'), main(), 1_000_000, { source: toMicros('90,000.00') }),
      'INSUFFICIENT_FUNDS_IN_VA',
    );
  });

  it('refuses malformed requests by the contract, naming the field', async () => {
    const body = request(main(), account('Payroll'), 1_000_000, { source: 1_000_000 });
    const before = bank.accounts();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...body, sourceAmount: '1.00' }, 'sourceAmount'],
      [{ ...body, sourceAmount: -1_000_000 }, 'sourceAmount'],
      [{ ...body, senderAccount: undefined }, 'senderAccount'],
      [{ ...body, sourceCurrency: 'SGDX' }, 'sourceCurrency'],
      [{ ...body, customerMessage: 'x'.repeat(256) }, 'customerMessage'],
      // A field of the internal payload makes it one: it then lacks that payload's fields.
      [{ ...body, sellAccount: main().accountNumber }, 'sellAmount'],
    ];
    for (const [wrong, field] of cases)
      expect(await transfer(token, wrong)).toMatchObject({
        status: 400,
        body: { code: 'INVALID_PARAM_ERROR', field },
      });
    expect(bank.accounts()).toEqual(before);
  });

  it('refuses currencies that do not match the accounts with FX_TXN_STATUS_INPUT (a bank rule)', async () => {
    await expectRefused(
      {
        ...request(main(), account('Payroll'), 1_000_000, { source: 1_000_000 }),
        targetCurrency: 'USD',
      },
      'FX_TXN_STATUS_INPUT',
    );
  });

  it('checks the role and the idempotency key before the body', async () => {
    bank.setToggle('transfer2fa', false);
    const general = await signIn('general@demo.test');
    expect(await transfer(general.accessToken, { sourceAmount: 'nonsense' })).toMatchObject({
      status: 403,
      body: { code: 'NO_PERMISSION_API' },
    });
    const body = request(main(), account('Payroll'), 1_000_000, { source: toMicros('20.00') });
    expect((await transfer(token, body, 'order-1')).status).toBe(200);
    expect(await transfer(token, { sourceAmount: 'nonsense' }, 'order-1')).toMatchObject({
      status: 409,
      body: { code: 'FX_TXN_STATUS_ALREADY_EXISTS' },
    });
  });
});

describe('one-time code (transfer2fa)', () => {
  it('refuses a missing, differently bound or reused code reference with INVALID_OTP', async () => {
    const { accessToken } = await signIn('admin@demo.test');
    const body = request(account('Main account'), account('Payroll'), 1_000_000, {
      source: toMicros('500.00'),
    });
    const before = bank.accounts();
    expect(await transfer(accessToken, body)).toMatchObject({
      status: 400,
      body: { code: 'INVALID_OTP' },
    });
    // A code verified for 400.00 does not authorise 500.00.
    const forLess = await payoutReference(accessToken, {
      purpose: 'transfer',
      subject: body.senderAccount,
      payee: body.receiverAccount,
      amount: toMicros('400.00'),
      currency: 'SGD',
    });
    expect(await transfer(accessToken, { ...body, otpReferenceID: forLess })).toMatchObject({
      status: 400,
      body: { code: 'INVALID_OTP' },
    });
    expect(bank.accounts()).toEqual(before);
    const right = await withCode(accessToken, body);
    expect((await transfer(accessToken, right)).status).toBe(200);
    expect(await transfer(accessToken, right)).toMatchObject({
      status: 400,
      body: { code: 'INVALID_OTP' },
    });
  });

  it('accepts an authenticator reference as totpReferenceID', async () => {
    const { accessToken } = await signIn('finance@demo.test');
    const body = request(account('Main account'), account('Payroll'), 1_000_000, {
      source: toMicros('50.00'),
    });
    const verified = await post<{ referenceId: string }>(
      '/boom/v3/payouts/otp/verify-payout-totp',
      {
        bearer: accessToken,
        body: {
          purpose: 'transfer',
          subject: body.senderAccount,
          payee: body.receiverAccount,
          amount: body.sourceAmount,
          currency: body.sourceCurrency,
          totp: bank.currentTotp('finance@demo.test'),
        },
      },
    );
    expect(
      (await transfer(accessToken, { ...body, totpReferenceID: verified.body.referenceId })).body,
    ).toMatchObject({ approvalStatus: 'NotRequired' });
  });

  it('needs no code while transfer2fa is off', async () => {
    bank.setToggle('transfer2fa', false);
    const { accessToken } = await signIn('admin@demo.test');
    const body = request(account('Main account'), account('Payroll'), 1_000_000, {
      source: toMicros('10.00'),
    });
    expect((await transfer(accessToken, body)).status).toBe(200);
  });
});

describe('idempotency', () => {
  it('answers a repeated key with the first answer and moves nothing twice', async () => {
    const { accessToken } = await signIn('admin@demo.test');
    const q = await quote(accessToken, 'SGD', 'EUR');
    const body = await withCode(
      accessToken,
      quoted(account('Main account'), account('EUR suppliers'), q, { source: toMicros('300.00') }),
    );
    const [sgdBefore, eurBefore] = [balance('Main account') ?? 0, balance('EUR suppliers') ?? 0];
    const first = await transfer(accessToken, body, 'intent-1');
    const again = await transfer(accessToken, body, 'intent-1');
    expect(again).toEqual(first);
    expect(balance('Main account')).toBe(sgdBefore - toMicros('300.00'));
    expect(balance('EUR suppliers')).toBe(eurBefore + first.body.targetAmount);
  });

  it('keeps the first answer across a restart of the mock bank', async () => {
    const { accessToken } = await signIn('admin@demo.test');
    const body = await withCode(
      accessToken,
      request(account('Main account'), account('Payroll'), 1_000_000, {
        source: toMicros('20.00'),
      }),
    );
    const first = await transfer(accessToken, body, 'intent-2');
    bank = await restartNodeBank(bank);
    const payroll = balance('Payroll');
    expect(await transfer(accessToken, body, 'intent-2')).toEqual(first);
    expect(balance('Payroll')).toBe(payroll);
  });

  it('refuses the same key for another request with 409 FX_TXN_STATUS_ALREADY_EXISTS', async () => {
    bank.setToggle('transfer2fa', false);
    const { accessToken } = await signIn('admin@demo.test');
    const body = request(account('Main account'), account('Payroll'), 1_000_000, {
      source: toMicros('20.00'),
    });
    await transfer(accessToken, body, 'intent-3');
    expect(
      await transfer(
        accessToken,
        {
          ...body,
          sourceAmount: toMicros('21.00'),
          targetAmount: toMicros('21.00'),
          toAmount: toMicros('21.00'),
        },
        'intent-3',
      ),
    ).toMatchObject({
      status: 409,
      body: { code: 'FX_TXN_STATUS_ALREADY_EXISTS' },
    });
  });

  it('does not keep a refusal: a corrected retry with the same key goes through', async () => {
    const { accessToken } = await signIn('admin@demo.test');
    const body = request(account('Main account'), account('Payroll'), 1_000_000, {
      source: toMicros('20.00'),
    });
    expect((await transfer(accessToken, body, 'intent-4')).body.code).toBe('INVALID_OTP');
    expect(
      (await transfer(accessToken, await withCode(accessToken, body), 'intent-4')).body
        .approvalStatus,
    ).toBe('NotRequired');
  });

  it('refuses a money call without an Idempotency-Key with 400 MISSING_REQUEST_ID and moves nothing', async () => {
    bank.setToggle('transfer2fa', false);
    const { accessToken } = await signIn('admin@demo.test');
    const body = internal(account('Main account'), account('Payroll'), {
      source: toMicros('5.00'),
    });
    const before = bank.accounts();
    expect(await transfer(accessToken, body, null)).toEqual({
      status: 400,
      body: {
        code: 'MISSING_REQUEST_ID',
        description:
          'A money call needs an Idempotency-Key header, so that a retry cannot move money twice. Nothing was moved.',
      },
    });
    expect(await transfer(accessToken, body, '  ')).toMatchObject({
      status: 400,
      body: { code: 'MISSING_REQUEST_ID' },
    });
    expect(bank.accounts()).toEqual(before);
  });

  it('still answers a key with its first answer after 51 other money calls, moving nothing', async () => {
    bank.setToggle('transfer2fa', false);
    const { accessToken } = await signIn('admin@demo.test');
    const body = internal(account('Main account'), account('Payroll'), {
      source: toMicros('1.00'),
    });
    const first = await transfer(accessToken, body, 'first-of-52');
    expect(first.status).toBe(200);
    for (let i = 0; i < 51; i++) expect((await transfer(accessToken, body)).status).toBe(200);
    const payroll = balance('Payroll');
    expect(await transfer(accessToken, body, 'first-of-52')).toEqual(first);
    expect(balance('Payroll')).toBe(payroll);
  });

  it('keeps a key 24 hours: a replay a second before moves nothing, one a second after runs anew', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    bank.setToggle('transfer2fa', false);
    const sentAt = Date.now();
    const body = internal(account('Main account'), account('Payroll'), {
      source: toMicros('3.00'),
    });
    const first = await transfer((await signIn('admin@demo.test')).accessToken, body, 'day-old');
    const payroll = balance('Payroll') ?? 0;
    vi.setSystemTime(sentAt + 24 * 3_600_000 - 1000);
    // The access token of an hour ago has expired: the same user signs in again.
    const { accessToken } = await signIn('admin@demo.test');
    expect(await transfer(accessToken, body, 'day-old')).toEqual(first);
    expect(balance('Payroll')).toBe(payroll);
    vi.setSystemTime(sentAt + 24 * 3_600_000 + 1000);
    const again = await transfer(accessToken, body, 'day-old');
    expect(again.status).toBe(200);
    expect(again.body.referenceID).not.toBe(first.body.referenceID);
    expect(balance('Payroll')).toBe(payroll + toMicros('3.00'));
  });

  it('keeps keys per user', async () => {
    bank.setToggle('transfer2fa', false);
    const admin = await signIn('admin@demo.test');
    const subadmin = await signIn('subadmin@demo.test');
    const body = request(account('Main account'), account('Payroll'), 1_000_000, {
      source: toMicros('20.00'),
    });
    const before = balance('Payroll') ?? 0;
    await transfer(admin.accessToken, body, 'shared-key');
    await transfer(subadmin.accessToken, body, 'shared-key');
    expect(balance('Payroll')).toBe(before + 2 * toMicros('20.00'));
  });
});

describe('roles (enforced by the bank)', () => {
  it('refuses the general role with NO_PERMISSION_API', async () => {
    const { accessToken } = await signIn('general@demo.test');
    const body = request(account('Main account'), account('Payroll'), 1_000_000, {
      source: toMicros('20.00'),
    });
    expect(await transfer(accessToken, body)).toMatchObject({
      status: 403,
      body: { code: 'NO_PERMISSION_API' },
    });
  });

  it('lets the accountant transfer only while the approvals toggle is on', async () => {
    const { accessToken } = await signIn('accountant@demo.test');
    const body = await withCode(
      accessToken,
      request(account('Main account'), account('Payroll'), 1_000_000, {
        source: toMicros('20.00'),
      }),
    );
    bank.setToggle('approvals', false);
    expect(await transfer(accessToken, body)).toMatchObject({
      status: 403,
      body: { code: 'NO_PERMISSION_API' },
    });
    bank.setToggle('approvals', true);
    expect((await transfer(accessToken, body)).body).toMatchObject({
      approvalStatus: 'NotRequired',
    });
  });
});

describe('approval policy', () => {
  it('holds a finance transfer above S$10,000: nothing moves, a PendingCheck request names its approvers', async () => {
    const { accessToken } = await signIn('finance@demo.test');
    const q = await quote(accessToken, 'SGD', 'USD');
    const body = await withCode(
      accessToken,
      quoted(account('Main account'), account('USD operations'), q, {
        source: toMicros('10,000.01'),
      }),
    );
    const before = bank.accounts();
    const answer = await transfer(accessToken, body);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      approvalStatus: 'PendingCheck',
      transactionReferenceIds: [],
      touched: { accounts: [], transactions: [] },
    });
    expect(answer.body.referenceID).toMatch(/^APR-/);
    const admin = bank.demoUsers().find((u) => u.email === 'admin@demo.test')?.name ?? '';
    const finance = bank.demoUsers().find((u) => u.email === 'finance@demo.test')?.name ?? '';
    expect(answer.body.approvers).toContain(admin);
    expect(answer.body.approvers).not.toContain(finance);
    expect(answer.body.approvalLayers?.[0]?.approverRole).toEqual([
      'ADMIN',
      'SUB_ADMIN',
      'ACCOUNTANT',
    ]);
    expect(bank.accounts()).toEqual(before);
    expect(bank.approvals().find((r) => r.referenceId === answer.body.referenceID)).toMatchObject({
      status: 'PendingCheck',
      sourceAmount: 10_000_010_000,
      targetAmount: null,
      kind: 'exchange',
    });
  });

  it('executes at exactly S$10,000 (the threshold is "above"), and for admins whatever the amount', async () => {
    const finance = await signIn('finance@demo.test');
    const body = await withCode(
      finance.accessToken,
      request(account('Main account'), account('Payroll'), 1_000_000, {
        source: toMicros('10,000.00'),
      }),
    );
    expect((await transfer(finance.accessToken, body)).body.approvalStatus).toBe('NotRequired');
    const admin = await signIn('admin@demo.test');
    const big = await withCode(
      admin.accessToken,
      request(account('Main account'), account('Payroll'), 1_000_000, {
        source: toMicros('50,000.00'),
      }),
    );
    expect((await transfer(admin.accessToken, big)).body.approvalStatus).toBe('NotRequired');
  });

  it('executes everything while the approvals toggle is off', async () => {
    bank.setToggle('approvals', false);
    const { accessToken } = await signIn('finance@demo.test');
    const body = await withCode(
      accessToken,
      request(account('Main account'), account('Payroll'), 1_000_000, {
        source: toMicros('20,000.00'),
      }),
    );
    expect((await transfer(accessToken, body)).body.approvalStatus).toBe('NotRequired');
  });
});

describe('persistence', () => {
  it('keeps balances and booked transactions across a restart, and forgets them on reset', async () => {
    const { accessToken } = await signIn('admin@demo.test');
    const body = await withCode(
      accessToken,
      request(account('Main account'), account('Payroll'), 1_000_000, {
        source: toMicros('77.00'),
      }),
    );
    const answer = await transfer(accessToken, body);
    const after = bank.accounts();
    bank = await restartNodeBank(bank);
    expect(bank.accounts()).toEqual(after);
    const ids = answer.body.transactionReferenceIds;
    const paged = await post<{ transactions: Transaction[] }>('/v1/boom/transactions-paging', {
      bearer: accessToken,
      body: { referenceIds: ids },
    });
    expect(paged.body.transactions).toEqual(answer.body.touched.transactions);
    const first = await post<{ displayReferenceIds: string[] }>(
      '/v1/boom/transactions?pageSize=2',
      { bearer: accessToken, body: {} },
    );
    expect(first.body.displayReferenceIds).toHaveLength(SEEDED + 2);
    expect(first.body.displayReferenceIds.slice(0, 2).toSorted()).toEqual(ids.toSorted());
    bank.reset();
    expect(bank.accounts().find((a) => a.accountName === 'Payroll')?.currentBalance).toBe(
      86_200_000_000,
    );
  });
});
