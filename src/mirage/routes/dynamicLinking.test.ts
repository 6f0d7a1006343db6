import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../../shared/domain/accounts';
import type { ApprovalAction, ApprovalActionResult } from '../../shared/domain/approvals';
import { codeBindingOf, decisionAuthorisation } from '../../shared/domain/codeAuthorisation';
import type { FxQuote } from '../../shared/domain/fx';
import type {
  CodeBinding,
  ExchangeRequest,
  InternalTransferRequest,
  PayoutCodeVerified,
  TransferRequest,
  TransferResult,
} from '../../shared/domain/transfers';
import { targetForSource, toMicros } from '../../shared/money';
import { startHttpBank, type HttpBank } from '../http/httpBank';
import { totpFor } from '../rules/totp';
import { currentSecret } from '../rules/userOverrides';
import type { MockApproval } from '../types';
import { call, payoutReference, post, setBankBase, signIn } from '../testingCalls';

/**
 * PSD2 RTS art. 5 dynamic linking, at the bank: a code verified for one amount, currency and pair
 * of accounts (or one request and one decision) authorises that and nothing else. Node: the
 * bank over HTTP, called as the app calls it.
 */
let http: HttpBank;
beforeAll(async () => {
  http = await startHttpBank({ port: 0, scenario: 'default' });
  setBankBase(http.url);
});
afterAll(async () => {
  setBankBase('');
  await http.close();
});

const account = (name: string): Account => {
  const found = http.bank.accounts.list().find((a) => a.accountName === name);
  if (!found) throw new Error(`no account ${name}`);
  return found;
};
const balances = () => http.bank.accounts.list().map((a) => a.currentBalance);

const FIVE = toMicros('5.00');

/** 5.00 SGD from one SGD account to the other: what the codes below are verified for. */
function internal(from: Account, to: Account, amount = FIVE): InternalTransferRequest {
  return {
    sellAccount: from.accountNumber,
    sellAmount: amount,
    buyAccount: to.accountNumber,
    buyAmount: amount,
    rate: 1_000_000,
    calcSourceAmtFromDestinationAmt: false,
  };
}

/** An exchange of `source` SGD into the USD account at a fresh quote. */
async function exchangeToUsd(bearer: string, source: number): Promise<ExchangeRequest> {
  const quote = (
    await post<FxQuote>('/boom/v2/fx/quotes', {
      bearer,
      body: { sellCurrency: 'SGD', buyCurrency: 'USD' },
    })
  ).body;
  const target = targetForSource(source, quote.bidRate, 'USD');
  return {
    senderAccount: account('Main account').accountNumber,
    sourceCurrency: 'SGD',
    sourceAmount: source,
    receiverAccount: account('USD operations').accountNumber,
    targetCurrency: 'USD',
    targetAmount: target,
    toAmount: target,
    calcSourceAmtFromDestinationAmt: false,
    quoteId: quote.referenceId,
  };
}

const transfer = (bearer: string, body: TransferRequest) =>
  post<TransferResult & { code?: string }>('/v1/boom/transfers', {
    bearer,
    body,
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });

const INVALID_OTP = { status: 400, body: { code: 'INVALID_OTP' } };

/** What the transfer codes below are verified for: 5.00 SGD from Main account to Payroll. */
const verifiedFor = (): CodeBinding => ({
  purpose: 'transfer',
  subject: account('Main account').accountNumber,
  payee: account('Payroll').accountNumber,
  amount: FIVE,
  currency: 'SGD',
});

describe('a transfer code authorises exactly its amount, currency and two accounts', () => {
  it('a code for 5.00 SGD from Main to Payroll pays no other amount, payee or sending account, then pays exactly that', async () => {
    const { accessToken } = await signIn('admin@demo.test');
    const reference = await payoutReference(accessToken, verifiedFor());
    const main = account('Main account');
    const payroll = account('Payroll');
    const before = balances();
    const others: [string, TransferRequest][] = [
      ['9,000.00 to the same payee', internal(main, payroll, toMicros('9,000.00'))],
      ['5.01 to the same payee', internal(main, payroll, toMicros('5.01'))],
      ['9,000.00 to another account', await exchangeToUsd(accessToken, toMicros('9,000.00'))],
      ['5.00 to another account', await exchangeToUsd(accessToken, FIVE)],
      ['5.00 from another account', internal(payroll, main)],
    ];
    for (const [what, body] of others) {
      expect({
        what,
        answer: await transfer(accessToken, { ...body, otpReferenceID: reference }),
      }).toMatchObject({ what, answer: INVALID_OTP });
    }
    expect(balances()).toEqual(before);
    // The refusals spent nothing: the code still pays what it was verified for, once.
    const paid = await transfer(accessToken, {
      ...internal(main, payroll),
      otpReferenceID: reference,
    });
    expect(paid.status).toBe(200);
    expect(account('Main account').currentBalance).toBe((main.currentBalance ?? 0) - FIVE);
    expect(account('Payroll').currentBalance).toBe((payroll.currentBalance ?? 0) + FIVE);
  });

  it('a code verified for the same accounts and amount in another currency is refused', async () => {
    const { accessToken } = await signIn('admin@demo.test');
    const inUsd = await payoutReference(accessToken, { ...verifiedFor(), currency: 'USD' });
    const before = balances();
    const body = internal(account('Main account'), account('Payroll'));
    expect(await transfer(accessToken, { ...body, otpReferenceID: inUsd })).toMatchObject(
      INVALID_OTP,
    );
    expect(balances()).toEqual(before);
  });

  it('an approver code for the same figures is refused for a transfer', async () => {
    const { accessToken } = await signIn('admin@demo.test');
    const forApproval = await payoutReference(accessToken, {
      ...verifiedFor(),
      purpose: 'approval',
    });
    const body = internal(account('Main account'), account('Payroll'));
    expect(await transfer(accessToken, { ...body, otpReferenceID: forApproval })).toMatchObject(
      INVALID_OTP,
    );
  });

  it('an authenticator code is bound the same way: verified for 5.00, refused for 9,000.00', async () => {
    const { accessToken } = await signIn('finance@demo.test');
    const finance = http.bank.userByEmail('finance@demo.test');
    const secret = finance ? currentSecret(finance) : null;
    if (!secret) throw new Error('finance@demo.test has an authenticator app');
    const totp = totpFor(secret).generate();
    const verified = await post<PayoutCodeVerified>('/boom/v3/payouts/otp/verify-payout-totp', {
      bearer: accessToken,
      body: { ...verifiedFor(), totp },
    });
    expect(verified.status).toBe(200);
    const body = internal(account('Main account'), account('Payroll'), toMicros('9,000.00'));
    expect(
      await transfer(accessToken, { ...body, totpReferenceID: verified.body.referenceId }),
    ).toMatchObject(INVALID_OTP);
  });
});

/** The requests waiting for this approver, as the bank keeps them. */
async function pending(bearer: string): Promise<MockApproval[]> {
  const list = await call<{ ids: string[] }>(
    '/v1/boom/approval/request?pageSize=10&filter=pending',
    { bearer },
  );
  return list.body.ids.flatMap((id) => http.bank.approvals.get(id) ?? []);
}
const act = (bearer: string, id: string, actionStatus: ApprovalAction, otpReferenceID: string) =>
  call<ApprovalActionResult & { code?: string }>(`/v1/boom/approval/request/${id}/action`, {
    method: 'PUT',
    bearer,
    body: { actionStatus, remarks: '', otpReferenceID },
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });

describe('an approver code authorises exactly its request, decision, amount and currency', () => {
  it('a code for approving is refused for rejecting and the other way round, and for another request', async () => {
    const { accessToken } = await signIn('admin@demo.test');
    // One whose receiving amount was typed (that amount is bound), and another.
    const waiting = await pending(accessToken);
    const request = waiting.find((r) => r.fixedSide === 'target');
    const other = waiting.find((r) => r !== request);
    if (!request || !other) throw new Error('the default scenario has pending requests');
    const code = (r: MockApproval, decision: ApprovalAction) =>
      payoutReference(accessToken, codeBindingOf(decisionAuthorisation(r, decision)));
    const toApprove = await code(request, 'Accepted');
    const toReject = await code(request, 'Rejected');
    const otherRejected = await code(other, 'Rejected');
    const before = balances();
    expect(await act(accessToken, request.referenceId, 'Rejected', toApprove)).toMatchObject(
      INVALID_OTP,
    );
    expect(await act(accessToken, request.referenceId, 'Accepted', toReject)).toMatchObject(
      INVALID_OTP,
    );
    expect(await act(accessToken, request.referenceId, 'Rejected', otherRejected)).toMatchObject(
      INVALID_OTP,
    );
    expect(balances()).toEqual(before);
    expect(http.bank.approvals.get(request.referenceId)?.status).toBe('PendingApproval');
    // Each code still decides what it was verified for.
    const rejected = await act(accessToken, request.referenceId, 'Rejected', toReject);
    expect(rejected.status).toBe(200);
    expect(rejected.body.request.status).toBe('Rejected');
  });

  it("a code for another amount or currency than the request's is refused; its own amount and currency decide it", async () => {
    const { accessToken } = await signIn('admin@demo.test');
    const request = (await pending(accessToken)).find((r) => r.fixedSide === 'source');
    if (!request) throw new Error('the default scenario has pending requests');
    const binding = codeBindingOf(decisionAuthorisation(request, 'Rejected'));
    expect(binding).toMatchObject({
      purpose: 'approval',
      subject: request.referenceId,
      payee: 'Rejected',
      amount: request.sourceAmount,
      currency: request.sourceCurrency,
    });
    for (const wrong of [
      { ...binding, amount: binding.amount + 10_000 },
      { ...binding, amount: 0 },
      { ...binding, currency: binding.currency === 'USD' ? 'SGD' : 'USD' },
    ] satisfies CodeBinding[]) {
      const reference = await payoutReference(accessToken, wrong);
      expect(await act(accessToken, request.referenceId, 'Rejected', reference)).toMatchObject(
        INVALID_OTP,
      );
    }
    const right = await payoutReference(accessToken, binding);
    expect((await act(accessToken, request.referenceId, 'Rejected', right)).status).toBe(200);
  });
});
