import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Account } from '../../shared/domain/accounts';
import type { PaymentRequest } from '../../shared/domain/payouts';
import type { Recipient } from '../../shared/domain/recipient';
import { businessAccountCurrency } from '../../shared/domain/recipients/classification';
import { toMicros } from '../../shared/money';
import { call, type NodeBank, signIn, startNodeBank } from '../testingNode';
import { pay, payoutRequest, recipientsOf, tradeQuote, withPayoutCode } from '../testingPayments';

let bank: NodeBank;
beforeEach(async () => {
  bank = await startNodeBank();
});
afterEach(async () => {
  await bank.shutdown();
  vi.useRealTimers();
});

const account = (name: string): Account => {
  const found = bank.accounts().find((a) => a.accountName === name);
  if (!found) throw new Error(`no account ${name}`);
  return found;
};
const balance = (name: string) => account(name).currentBalance ?? 0;

const isDbs = (r: Recipient) => (r.recipientBankCode ?? '').startsWith('DBSSSGSG');
const isBusiness = (r: Recipient) => businessAccountCurrency(r.recipientAccountNo) !== null;
/** The seeded recipients this file pays, found by what makes each one's call. */
const KINDS = {
  fast: (r: Recipient) => r.recipientType === 'LOCAL' && r.currency === 'SGD' && !isDbs(r),
  act: (r: Recipient) =>
    r.recipientType === 'LOCAL' && r.currency === 'SGD' && isDbs(r) && !isBusiness(r),
  businessSgd: (r: Recipient) =>
    r.recipientType === 'LOCAL' && r.currency === 'SGD' && isBusiness(r),
  businessUsd: (r: Recipient) => r.recipientType === 'LOCAL' && r.currency === 'USD',
  usUsd: (r: Recipient) => r.recipientType === 'OVERSEAS' && r.bankCtry === 'US',
  gbGbp: (r: Recipient) => r.recipientType === 'OVERSEAS' && r.currency === 'GBP',
  nzd: (r: Recipient) => r.currency === 'NZD',
  idr: (r: Recipient) => r.currency === 'IDR',
  inr: (r: Recipient) => r.currency === 'INR',
};

let bearer = '';
let recipients: Recipient[] = [];
async function as(email: string): Promise<void> {
  bearer = (await signIn(email)).accessToken;
  recipients = await recipientsOf(bearer);
}
const recipient = (kind: keyof typeof KINDS): Recipient => {
  const found = recipients.find(KINDS[kind]);
  if (!found) throw new Error(`no ${kind} recipient`);
  return found;
};

const S$100 = toMicros('100.00');
/** A FAST payout of S$100 from the main account, with a code bound to it. */
const fastBody = (extra: Partial<PaymentRequest> = {}, amount = S$100) =>
  withPayoutCode(
    bearer,
    payoutRequest(account('Main account'), recipient('fast'), amount, {}, extra),
    account('Main account'),
    recipient('fast'),
  );
const refusal = (status: number, code: string, description?: string) => ({
  status,
  body: { code, ...(description === undefined ? {} : { description }) },
});
const invalid = (field: string, description?: string) => ({
  ...refusal(400, 'INVALID_PARAM_ERROR', description),
  body: { ...refusal(400, 'INVALID_PARAM_ERROR', description).body, field },
});

beforeEach(() => as('admin@demo.test'));

describe('a payout the bank executes', () => {
  it('books one PENDING PayOut debit for a FAST payout and answers it with the moved account', async () => {
    const before = balance('Main account');
    const answer = await pay(bearer, 'FAST', await fastBody({ customerMessage: 'INV 2026/11' }));
    expect(answer.status).toBe(200);
    const [debit] = answer.body.touched.transactions;
    expect(answer.body).toMatchObject({
      approvalStatus: 'NotRequired',
      referenceID: debit?.groupId,
      transactionReferenceIds: [debit?.displayReferenceId],
      sourceAmount: S$100,
      targetAmount: S$100,
      fee: 0,
    });
    expect(debit).toMatchObject({
      type: 'PayOut',
      category: 'FAST',
      status: 'PENDING',
      creditOrDebit: 'DEBIT',
      amount: S$100,
      currency: 'SGD',
      destinationAmt: S$100,
      fees: 0,
      chargeAt: 'DEBTOR',
      bookingTimestamp: null,
      creditorName: recipient('fast').recipientAccountName,
      creditorAccountNumber: recipient('fast').recipientAccountNo,
      vaAccountNumber: account('Main account').accountNumber,
      customerMessage: 'INV 2026/11',
    });
    expect(balance('Main account')).toBe(before - S$100);
    expect(answer.body.touched.accounts).toEqual([account('Main account')]);
  });

  it('debits the fee beside the amount (DEBTOR), or takes it from what arrives (CREDITOR)', async () => {
    const from = account('USD operations');
    const to = recipient('businessUsd');
    const fee = toMicros('8.00'); // a local payout in USD: the flat USD fee
    for (const chargeAt of ['DEBTOR', 'CREDITOR'] as const) {
      const before = balance('USD operations');
      const body = payoutRequest(from, to, toMicros('100.00'), { fee, chargeAt });
      const answer = await pay(bearer, 'ACT', await withPayoutCode(bearer, body, from, to));
      expect(answer.status).toBe(200);
      const debited = chargeAt === 'DEBTOR' ? toMicros('108.00') : toMicros('100.00');
      expect(answer.body.touched.transactions[0]).toMatchObject({
        amount: debited,
        sourceAmt: toMicros('100.00'),
        destinationAmt: chargeAt === 'DEBTOR' ? toMicros('100.00') : toMicros('92.00'),
        fees: fee,
        chargeAt,
      });
      expect(balance('USD operations')).toBe(before - debited);
    }
  });

  it('pays a remittance at the quote: what arrives is the amount at its rate, the fee beside it', async () => {
    const q = await tradeQuote(bearer, 'SGD', 'USD');
    const from = account('Main account');
    const to = recipient('usUsd');
    const before = balance('Main account');
    const body = payoutRequest(
      from,
      to,
      toMicros('74.23'),
      { typed: 'destination', fee: toMicros('10.00'), quote: q },
      { purposeOfPayment: 'IR016', customerMessage: 'Consulting Nov' },
    );
    const answer = await pay(bearer, 'REMITTANCE', await withPayoutCode(bearer, body, from, to));
    expect(answer.status).toBe(200);
    expect(answer.body.touched.transactions[0]).toMatchObject({
      category: 'Remittance',
      amount: body.sourceTxnAmount + toMicros('10.00'),
      destinationCcy: 'USD',
      destinationAmt: toMicros('74.23'),
      exchangeRate: [{ sourceCcy: 'SGD', destinationCcy: 'USD', exchangeRate: q.bidRate }],
      purposeOfPayment: 'IR016',
    });
    expect(balance('Main account')).toBe(before - body.sourceTxnAmount - toMicros('10.00'));
  });

  it('pays a remittance in a currency no account holds (INR) at its quote', async () => {
    const q = await tradeQuote(bearer, 'SGD', 'INR');
    const body = payoutRequest(
      account('Main account'),
      recipient('inr'),
      toMicros('500.00'),
      { fee: toMicros('10.00'), quote: q },
      { purposeOfPayment: 'IR001' },
    );
    const answer = await pay(
      bearer,
      'REMITTANCE',
      await withPayoutCode(bearer, body, account('Main account'), recipient('inr')),
    );
    expect(answer.body).toMatchObject({ approvalStatus: 'NotRequired' });
    expect(answer.body.touched.transactions[0]).toMatchObject({
      destinationCcy: 'INR',
      destinationAmt: body.destinationTxnAmount,
    });
  });
});

describe('role and idempotency', () => {
  it('refuses the general role, and the accountant while approvals are off, with NO_PERMISSION_API', async () => {
    const body = await fastBody();
    await as('general@demo.test');
    expect(await pay(bearer, 'FAST', body)).toMatchObject(refusal(403, 'NO_PERMISSION_API'));
    bank.setToggle('approvals', false);
    await as('accountant@demo.test');
    expect(await pay(bearer, 'FAST', body)).toMatchObject(refusal(403, 'NO_PERMISSION_API'));
  });

  it('lets the accountant pay while approvals are on', async () => {
    await as('accountant@demo.test');
    expect((await pay(bearer, 'FAST', await fastBody())).status).toBe(200);
  });

  it('pays once for one Idempotency-Key, refuses the key for another body, and a call without one', async () => {
    const before = balance('Main account');
    const body = await fastBody();
    const key = crypto.randomUUID();
    const first = await pay(bearer, 'FAST', body, key);
    expect(await pay(bearer, 'FAST', body, key)).toEqual(first);
    expect(balance('Main account')).toBe(before - S$100);
    expect(await pay(bearer, 'FAST', { ...body, customerMessage: 'x' }, key)).toMatchObject(
      refusal(409, 'FX_TXN_STATUS_ALREADY_EXISTS'),
    );
    expect(await pay(bearer, 'FAST', await fastBody(), null)).toMatchObject(
      refusal(400, 'MISSING_REQUEST_ID'),
    );
    expect(balance('Main account')).toBe(before - S$100);
  });

  it('refuses a body its contract does not take, naming the field', async () => {
    const body = await fastBody();
    expect(await pay(bearer, 'FAST', { ...body, sourceTxnAmount: -1 })).toMatchObject(
      invalid('sourceTxnAmount'),
    );
    expect(await pay(bearer, 'FAST', { ...body, chargeAt: 'NOBODY' })).toMatchObject(
      invalid('chargeAt'),
    );
  });
});

describe('recipient and call', () => {
  it('refuses an unknown or deleted recipient with 404 RECIPIENT_NOT_FOUND', async () => {
    expect(
      await pay(bearer, 'FAST', await fastBody({ recipientDisplayReferenceID: 'RCP-9999' })),
    ).toMatchObject(refusal(404, 'RECIPIENT_NOT_FOUND'));
    const body = await fastBody();
    await call('/boom/v2/payouts/recipients', {
      method: 'DELETE',
      bearer,
      body: { recipientDisplayReferenceID: body.recipientDisplayReferenceID },
    });
    expect(await pay(bearer, 'FAST', body)).toMatchObject(refusal(404, 'RECIPIENT_NOT_FOUND'));
  });

  it("refuses a call that is not the recipient's with INVALID_PARAM_ERROR", async () => {
    const body = await fastBody();
    expect(await pay(bearer, 'ACT', body)).toMatchObject(
      invalid('recipientDisplayReferenceID', 'A payout to this recipient goes by FAST, not ACT.'),
    );
    expect(await pay(bearer, 'REMITTANCE', body)).toMatchObject(
      invalid(
        'recipientDisplayReferenceID',
        'A payout to this recipient goes by FAST, not REMITTANCE.',
      ),
    );
    const overseas = payoutRequest(account('USD operations'), recipient('usUsd'), S$100);
    expect(await pay(bearer, 'FAST', overseas)).toMatchObject(
      invalid(
        'recipientDisplayReferenceID',
        'This recipient is overseas: send a remittance (sendPayment).',
      ),
    );
  });

  it('pays a business account of this product by ACT while p2p is off, by P2P while it is on', async () => {
    const from = account('Payroll');
    const to = recipient('businessSgd');
    const body = () => withPayoutCode(bearer, payoutRequest(from, to, S$100), from, to);
    expect(await pay(bearer, 'P2P', await body())).toMatchObject(
      invalid('recipientDisplayReferenceID', 'A payout to this recipient goes by ACT, not P2P.'),
    );
    expect((await pay(bearer, 'ACT', await body())).status).toBe(200);
    bank.setToggle('p2p', true);
    expect(await pay(bearer, 'ACT', await body())).toMatchObject(
      invalid('recipientDisplayReferenceID', 'A payout to this recipient goes by P2P, not ACT.'),
    );
    const p2p = await pay(bearer, 'P2P', await body());
    expect(p2p.body.touched.transactions[0]).toMatchObject({ type: 'PayOut', category: 'P2P' });
  });

  it('refuses a recipient the bank does not pay (a currency it no longer pays out in)', async () => {
    const body = payoutRequest(account('Main account'), recipient('nzd'), S$100);
    expect(await pay(bearer, 'REMITTANCE', body)).toMatchObject(
      invalid('recipientDisplayReferenceID', 'Transfer in NZD is currently unavailable.'),
    );
  });
});

describe('accounts and currencies', () => {
  it('refuses an unknown sender account with VA_NOT_AVAILABLE, and one in another currency', async () => {
    expect(
      await pay(bearer, 'FAST', await fastBody({ senderAccountNo: '885164999999' })),
    ).toMatchObject(refusal(400, 'VA_NOT_AVAILABLE'));
    expect(await pay(bearer, 'FAST', await fastBody({ sourceCurrency: 'USD' }))).toMatchObject(
      invalid('sourceCurrency'),
    );
  });

  it("refuses a destination currency other than the recipient's", async () => {
    expect(await pay(bearer, 'FAST', await fastBody({ destinationCurrency: 'USD' }))).toMatchObject(
      invalid('destinationCurrency', 'This recipient receives SGD, not USD.'),
    );
  });

  it('refuses amounts finer than their currency: cents, and whole units for IDR', async () => {
    const odd = toMicros('100.005');
    expect(
      await pay(
        bearer,
        'FAST',
        await fastBody({ sourceTxnAmount: odd, destinationTxnAmount: odd, toAmount: odd }),
      ),
    ).toMatchObject(
      refusal(400, 'INVALID_TRANSACTION_AMOUNT', 'SGD amounts have at most 2 decimals.'),
    );
    const idr = payoutRequest(
      account('Main account'),
      recipient('idr'),
      S$100,
      {},
      {
        destinationCurrency: 'IDR',
        destinationTxnAmount: toMicros('1500.50'),
        toAmount: toMicros('1500.50'),
      },
    );
    expect(await pay(bearer, 'REMITTANCE', idr)).toMatchObject(
      refusal(400, 'INVALID_TRANSACTION_AMOUNT', 'IDR amounts are whole numbers.'),
    );
  });
});

describe('limits', () => {
  it('refuses under the minimum with the spec text, from the local table', async () => {
    const low = toMicros('0.50');
    expect(await pay(bearer, 'FAST', await fastBody({}, low))).toMatchObject(
      refusal(400, 'INVALID_TRANSACTION_AMOUNT', 'Min amount for this transfer: S$1.00'),
    );
  });

  it('takes the maximum from the local table for a local payout and the overseas one for a remittance', async () => {
    const over = toMicros('500,000.01');
    const local = payoutRequest(account('USD operations'), recipient('businessUsd'), over, {
      fee: toMicros('8.00'),
    });
    expect(await pay(bearer, 'ACT', local)).toMatchObject(
      refusal(400, 'INSUFFICIENT_FUND'), // within the local USD maximum of 1,000,000
    );
    const overseas = payoutRequest(account('USD operations'), recipient('usUsd'), over, {
      fee: toMicros('8.00'),
    });
    expect(await pay(bearer, 'REMITTANCE', overseas)).toMatchObject(
      refusal(
        400,
        'FX_TXN_STATUS_EXCEEDS_ALLOWED_LIMIT',
        'Max amount for this transfer: US$500,000.00',
      ),
    );
  });

  it('refuses what would arrive over the maximum of its currency with the spec text', async () => {
    const q = await tradeQuote(bearer, 'SGD', 'GBP');
    const body = payoutRequest(account('Main account'), recipient('gbGbp'), toMicros('450,000'), {
      fee: toMicros('10.00'),
      quote: q,
    });
    const arrives = body.destinationTxnAmount;
    expect(arrives).toBeGreaterThan(toMicros('250,000'));
    const answer = await pay(bearer, 'REMITTANCE', body);
    expect(answer).toMatchObject(refusal(400, 'FX_TXN_STATUS_EXCEEDS_ALLOWED_LIMIT'));
    expect(answer.body.description).toMatch(
      /^Actual amount recipient will receive is £2\d\d,\d\d\d\.\d\d, exceeding maximum limit of £250,000\.00$/,
    );
  });

  it('caps an SGD local payout at S$200,000.00 while dbsLocalTtIntegration is off; the table says so once it is on', async () => {
    const over = toMicros('200,000.01');
    expect(await pay(bearer, 'FAST', await fastBody({}, over))).toMatchObject(
      refusal(
        400,
        'FX_TXN_STATUS_EXCEEDS_ALLOWED_LIMIT',
        'Maximum amount for transfer is S$200,000.00.',
      ),
    );
    bank.setToggle('dbsLocalTtIntegration', true);
    expect(await pay(bearer, 'FAST', await fastBody({}, over))).toMatchObject(
      refusal(
        400,
        'FX_TXN_STATUS_EXCEEDS_ALLOWED_LIMIT',
        'Max amount for this transfer: S$200,000.00',
      ),
    );
  });
});

/** A FAST payout from the main account, without a code (transfer2fa off where it is used). */
const fast = (amount: number) => payoutRequest(account('Main account'), recipient('fast'), amount);

describe('daily limits per user and account', () => {
  const DAY = 24 * 60 * 60 * 1000;

  it('refuses SGD local payouts split past the S$200,000 cap in one bank day (S$150,000 then S$60,000)', async () => {
    bank.setToggle('transfer2fa', false);
    expect((await pay(bearer, 'FAST', fast(toMicros('150,000')))).status).toBe(200);
    const before = balance('Main account');
    expect(await pay(bearer, 'FAST', fast(toMicros('60,000')))).toMatchObject(
      refusal(
        400,
        'FX_TXN_STATUS_EXCEEDS_ALLOWED_LIMIT',
        'Your local SGD transfers from this account today would come to S$210,000.00, above the daily maximum of S$200,000.00. You can send up to S$50,000.00 more today.',
      ),
    );
    expect(balance('Main account')).toBe(before);
    // Up to the cap, then nothing more that day; the next bank day starts again.
    expect((await pay(bearer, 'FAST', fast(toMicros('50,000')))).status).toBe(200);
    expect((await pay(bearer, 'FAST', fast(toMicros('1.00')))).status).toBe(400);
    bank.advanceClock(DAY);
    expect((await pay(bearer, 'FAST', fast(toMicros('1.00')))).status).toBe(200);
  });

  it("keeps one user's day apart from another's, and lifts the day's cap with the local integration", async () => {
    bank.setToggle('transfer2fa', false);
    bank.setToggle('approvals', false);
    expect((await pay(bearer, 'FAST', fast(toMicros('200,000')))).status).toBe(200);
    expect((await pay(bearer, 'FAST', fast(toMicros('1.00')))).status).toBe(400);
    await as('finance@demo.test');
    expect((await pay(bearer, 'FAST', fast(toMicros('100,000')))).status).toBe(200);
    await as('admin@demo.test');
    bank.setToggle('dbsLocalTtIntegration', true);
    expect((await pay(bearer, 'FAST', fast(toMicros('1.00')))).status).toBe(200);
  });

  it('refuses payouts split past S$2,000,000 a day, held ones counted (ten held S$200,000 payouts, then S$1)', async () => {
    bank.setToggle('transfer2fa', false);
    bank.setToggle('dbsLocalTtIntegration', true);
    await as('finance@demo.test');
    for (let i = 0; i < 10; i++)
      expect((await pay(bearer, 'FAST', fast(toMicros('200,000')))).body.approvalStatus).toBe(
        'PendingCheck',
      );
    expect(await pay(bearer, 'FAST', fast(toMicros('1.00')))).toMatchObject(
      refusal(
        400,
        'FX_TXN_STATUS_EXCEEDS_ALLOWED_LIMIT',
        'Your transfers from this account today would come to S$2,000,001.00, above the daily limit of S$2,000,000.00. You can send up to S$0.00 more today (in SGD at the mid rate).',
      ),
    );
    // Another account of the same user has its own day.
    const payroll = payoutRequest(account('Payroll'), recipient('fast'), toMicros('1.00'));
    expect((await pay(bearer, 'FAST', payroll)).status).toBe(200);
  });

  it("holds a payout split under the policy's amount: finance's second S$9,000 of the day waits for an approver", async () => {
    bank.setToggle('transfer2fa', false);
    await as('finance@demo.test');
    const first = await pay(bearer, 'FAST', fast(toMicros('9,000')));
    expect(first.body.approvalStatus).toBe('NotRequired');
    const before = balance('Main account');
    const second = await pay(bearer, 'FAST', fast(toMicros('9,000')));
    expect(second.body).toMatchObject({
      approvalStatus: 'PendingCheck',
      transactionReferenceIds: [],
    });
    expect(balance('Main account')).toBe(before);
    // Held payouts are the approver's: they do not count towards what the policy reads.
    expect((await pay(bearer, 'FAST', fast(toMicros('1,000')))).body.approvalStatus).toBe(
      'NotRequired',
    );
    expect((await pay(bearer, 'FAST', fast(toMicros('1.01')))).body.approvalStatus).toBe(
      'PendingCheck',
    );
  });
});

describe('fee and rate', () => {
  it("refuses a fee other than the bank's with INVALID_PARAM_ERROR", async () => {
    expect(
      await pay(bearer, 'FAST', await fastBody({ remittanceFee: toMicros('1.00') })),
    ).toMatchObject(
      invalid(
        'remittanceFee',
        'The fee of this payout is S$0.00, not S$1.00. Reload the fee and try again.',
      ),
    );
  });

  it('needs a live quote of the pair across currencies', async () => {
    const from = account('Main account');
    const to = recipient('usUsd');
    const fee = toMicros('10.00');
    const priced = (q: Awaited<ReturnType<typeof tradeQuote>>) =>
      payoutRequest(from, to, S$100, { fee, quote: q }, { purposeOfPayment: 'IR001' });
    const usd = await tradeQuote(bearer, 'SGD', 'USD');
    const { fxReferenceID: _none, ...unquoted } = priced(usd);
    expect(await pay(bearer, 'REMITTANCE', unquoted)).toMatchObject(
      refusal(400, 'FX_TXN_STATUS_NO_QUOTE'),
    );
    const eur = await tradeQuote(bearer, 'SGD', 'EUR');
    expect(
      await pay(bearer, 'REMITTANCE', { ...priced(usd), fxReferenceID: eur.referenceId }),
    ).toMatchObject(refusal(400, 'FX_TXN_STATUS_QUOTE_ID'));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse(usd.validTo) - 500);
    expect(await pay(bearer, 'REMITTANCE', priced(usd))).toMatchObject(
      refusal(400, 'FX_TXN_STATUS_QUOTE_EXPIRED'),
    );
  });

  it('refuses an exchange from a currency other than SGD with FX_TXN_STATUS_NOT_TRADABLE', async () => {
    const body = payoutRequest(
      account('USD operations'),
      recipient('gbGbp'),
      S$100,
      {
        fee: toMicros('8.00'),
      },
      { destinationCurrency: 'GBP' },
    );
    expect(await pay(bearer, 'REMITTANCE', body)).toMatchObject(
      refusal(400, 'FX_TXN_STATUS_NOT_TRADABLE'),
    );
  });

  it('refuses amounts that are not the amount at the rate less the fee the recipient pays', async () => {
    const q = await tradeQuote(bearer, 'SGD', 'USD');
    const body = payoutRequest(
      account('Main account'),
      recipient('usUsd'),
      S$100,
      {
        fee: toMicros('10.00'),
        quote: q,
      },
      { purposeOfPayment: 'IR001' },
    );
    const more = body.destinationTxnAmount + 10_000;
    expect(
      await pay(bearer, 'REMITTANCE', { ...body, destinationTxnAmount: more, toAmount: more }),
    ).toMatchObject(refusal(400, 'FX_TXN_STATUS_AMOUNT'));
    expect(await pay(bearer, 'REMITTANCE', { ...body, chargeAt: 'CREDITOR' })).toMatchObject(
      refusal(400, 'FX_TXN_STATUS_AMOUNT'),
    );
    const local = await fastBody();
    expect(
      await pay(bearer, 'FAST', { ...local, toAmount: local.toAmount - 10_000 }),
    ).toMatchObject(refusal(400, 'FX_TXN_STATUS_AMOUNT'));
  });
});

describe('reference and purpose', () => {
  it("refuses a local reference's characters and length by recipient: 30 by FAST, 11 to DBS, 35 to a business account", async () => {
    const localChars = "Acceptable characters: a-z A-Z 0-9 space or / - ? : ( ) . , ' +";
    expect(
      await pay(bearer, 'FAST', await fastBody({ customerMessage: 'Invoice #12' })),
    ).toMatchObject(invalid('customerMessage', localChars));
    expect(
      await pay(bearer, 'FAST', await fastBody({ customerMessage: 'x'.repeat(31) })),
    ).toMatchObject(
      invalid('customerMessage', 'The reference to this recipient is limited to 30 characters.'),
    );
    expect(
      (await pay(bearer, 'FAST', await fastBody({ customerMessage: 'x'.repeat(30) }))).status,
    ).toBe(200);
    const from = account('Payroll');
    const dbs = recipient('act');
    const toDbs = await withPayoutCode(
      bearer,
      payoutRequest(from, dbs, S$100, {}, { customerMessage: 'x'.repeat(12) }),
      from,
      dbs,
    );
    expect(await pay(bearer, 'ACT', toDbs)).toMatchObject(
      invalid('customerMessage', 'The reference to this recipient is limited to 11 characters.'),
    );
    const business = recipient('businessSgd');
    const toBusiness = await withPayoutCode(
      bearer,
      payoutRequest(from, business, S$100, {}, { customerMessage: 'x'.repeat(35) }),
      from,
      business,
    );
    expect((await pay(bearer, 'ACT', toBusiness)).status).toBe(200);
  });

  it('refuses a reference hiding a right-to-left override, a zero-width joiner or NUL, instead of paying it stripped', async () => {
    const localChars = "Acceptable characters: a-z A-Z 0-9 space or / - ? : ( ) . , ' +";
    const before = balance('Main account');
    for (const customerMessage of ['Invoice\u202Efdp.exe', 'INV\u200D42', 'INV\u000042'])
      expect(await pay(bearer, 'FAST', await fastBody({ customerMessage }))).toMatchObject(
        invalid('customerMessage', localChars),
      );
    expect(balance('Main account')).toBe(before);
  });

  it('takes letters, digits and spaces only overseas, and a purpose of the overseas list', async () => {
    const q = await tradeQuote(bearer, 'SGD', 'USD');
    const body = (extra: Partial<PaymentRequest>) =>
      payoutRequest(
        account('Main account'),
        recipient('usUsd'),
        S$100,
        { fee: toMicros('10.00'), quote: q },
        extra,
      );
    expect(
      await pay(
        bearer,
        'REMITTANCE',
        body({ purposeOfPayment: 'IR001', customerMessage: 'INV 12/3' }),
      ),
    ).toMatchObject(invalid('customerMessage', 'Acceptable characters: a-z A-Z 0-9 space'));
    expect(await pay(bearer, 'REMITTANCE', body({}))).toMatchObject(
      invalid('purposeOfPayment', 'An overseas transfer needs a purpose of payment.'),
    );
    expect(await pay(bearer, 'REMITTANCE', body({ purposeOfPayment: 'SALA' }))).toMatchObject(
      invalid('purposeOfPayment', 'SALA is not a purpose of payment for an overseas transfer.'),
    );
  });
});

/** A payout attachment as the form sends it: the bytes of `content` (one per character), base64. */
const attach = (fileName: string, content: string, fileType = 'application/pdf') => ({
  fileName,
  fileType,
  bufferFile: Buffer.from(content, 'latin1').toString('base64'),
});

describe('attachments', () => {
  it('refuses an attachment whose first bytes are not its type (HTML or an executable named report.pdf), moving nothing', async () => {
    const before = balance('Main account');
    for (const file of [
      attach('report.pdf', '<html><script>alert(1)</script></html>'),
      attach('report.pdf', 'MZ\x90\x00 an executable'),
      attach('sheet.xlsx', '%PDF-1.7 a pdf', 'text/csv'),
      attach('data.csv', '\x89PNG\r\n\x1a\n a png', 'text/csv'),
    ])
      expect
        .soft(await pay(bearer, 'FAST', await fastBody({ fileBufferList: [file] })), file.fileName)
        .toMatchObject(
          invalid(
            'fileBufferList',
            `The content of ${file.fileName} is not a ${file.fileName.split('.')[1]?.toUpperCase()} file. Please upload the file itself.`,
          ),
        );
    expect(balance('Main account')).toBe(before);
  });

  it('refuses a type the spec does not list and a file over 5 MB, with the texts of the form', async () => {
    expect(
      await pay(bearer, 'FAST', await fastBody({ fileBufferList: [attach('tool.exe', 'MZ')] })),
    ).toMatchObject(
      invalid(
        'fileBufferList',
        'Please attach a png, jpg, jpeg, pdf, doc, docx, xls, xlsx or csv file.',
      ),
    );
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 0x20);
    big.write('%PDF-');
    expect(
      await pay(
        bearer,
        'FAST',
        await fastBody({
          fileBufferList: [
            {
              fileName: 'big.pdf',
              fileType: 'application/pdf',
              bufferFile: big.toString('base64'),
            },
          ],
        }),
      ),
    ).toMatchObject(invalid('fileBufferList', 'File size too large'));
  });

  it('pays with attachments whose content is their type', async () => {
    const files = [
      attach('invoice.pdf', '%PDF-1.7\n'),
      attach('photo.JPG', '\xff\xd8\xff\xe0 jpeg', 'image/jpeg'),
      attach('scan.png', '\x89PNG\r\n\x1a\n png', 'image/png'),
      attach('old.doc', '\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1 doc', 'application/msword'),
      attach('sheet.xlsx', 'PK\x03\x04 zip', 'application/vnd.ms-excel'),
    ];
    expect((await pay(bearer, 'FAST', await fastBody({ fileBufferList: files }))).status).toBe(200);
    // A CSV is text: here with a UTF-8 byte order mark (EF BB BF) and CRLF line breaks.
    const csv = [attach('lines.csv', '\xef\xbb\xbfdate,amount\r\n2026-01-01,5.00\r\n', 'text/csv')];
    expect((await pay(bearer, 'FAST', await fastBody({ fileBufferList: csv }))).status).toBe(200);
  });
});

describe('funds and code', () => {
  it('refuses an amount and fee the balance cannot cover with INSUFFICIENT_FUND, moving nothing', async () => {
    const from = account('USD operations'); // US$120,450.30
    const to = recipient('businessUsd');
    const fee = toMicros('8.00');
    const send = async (amount: string, chargeAt: 'DEBTOR' | 'CREDITOR') =>
      pay(
        bearer,
        'ACT',
        await withPayoutCode(
          bearer,
          payoutRequest(from, to, toMicros(amount), { fee, chargeAt }),
          from,
          to,
        ),
      );
    expect(await send('120,442.31', 'DEBTOR')).toMatchObject(refusal(400, 'INSUFFICIENT_FUND'));
    expect(balance('USD operations')).toBe(toMicros('120,450.30'));
    // The recipient pays the fee: the whole balance may go.
    expect((await send('120,450.30', 'CREDITOR')).status).toBe(200);
    expect(balance('USD operations')).toBe(0);
  });

  it('needs a code bound to this sender, recipient, amount and currency (INVALID_OTP otherwise)', async () => {
    const before = balance('Main account');
    const body = await fastBody();
    const otherAmount = {
      ...body,
      sourceTxnAmount: S$100 + 1_000_000,
      destinationTxnAmount: S$100 + 1_000_000,
      toAmount: S$100 + 1_000_000,
    };
    expect(await pay(bearer, 'FAST', otherAmount)).toMatchObject(refusal(400, 'INVALID_OTP'));
    const other = recipients.find(
      (r) => KINDS.fast(r) && r.displayReferenceId !== body.recipientDisplayReferenceID,
    );
    expect(
      await pay(bearer, 'FAST', {
        ...body,
        recipientDisplayReferenceID: other?.displayReferenceId,
      }),
    ).toMatchObject(refusal(400, 'INVALID_OTP'));
    const { otpReferenceID: _code, ...uncoded } = body;
    expect(await pay(bearer, 'FAST', uncoded)).toMatchObject(refusal(400, 'INVALID_OTP'));
    expect(balance('Main account')).toBe(before);
    expect((await pay(bearer, 'FAST', body)).status).toBe(200);
  });

  it('pays without a code while transfer2fa is off', async () => {
    bank.setToggle('transfer2fa', false);
    const body = payoutRequest(account('Main account'), recipient('fast'), S$100);
    expect((await pay(bearer, 'FAST', body)).status).toBe(200);
  });
});
