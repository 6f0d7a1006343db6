import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Account } from '../../shared/domain/accounts';
import type { ApprovalActionResult, ApprovalRequest } from '../../shared/domain/approvals';
import { codeBindingOf, decisionAuthorisation } from '../../shared/domain/codeAuthorisation';
import type { Recipient } from '../../shared/domain/recipient';
import { toMicros } from '../../shared/money';
import { call, type NodeBank, payoutReference, signIn, startNodeBank } from '../testingNode';
import {
  type PaymentAnswer,
  pay,
  payoutRequest,
  recipientsOf,
  tradeQuote,
  withPayoutCode,
} from '../testingPayments';

let bank: NodeBank;
beforeEach(async () => {
  bank = await startNodeBank();
});
afterEach(() => bank.shutdown());

const account = (name: string): Account => {
  const found = bank.accounts().find((a) => a.accountName === name);
  if (!found) throw new Error(`no account ${name}`);
  return found;
};
const balance = (name: string) => account(name).currentBalance ?? 0;
const stored = (id: string): ApprovalRequest => {
  const found = bank.approvals().find((r) => r.referenceId === id);
  if (!found) throw new Error(`no request ${id}`);
  return found;
};

const S$12000 = toMicros('12,000.00');

/** finance@ pays a recipient S$12,000 (above the demo policy's S$10,000): held, then submitted. */
async function heldPayout(
  find: (r: Recipient) => boolean,
  options: { quoted?: boolean } = {},
): Promise<{ answer: PaymentAnswer; recipient: Recipient }> {
  const bearer = (await signIn('finance@demo.test')).accessToken;
  const recipient = (await recipientsOf(bearer)).find(find);
  if (!recipient) throw new Error('no such recipient');
  const from = account('Main account');
  const overseas = recipient.recipientType === 'OVERSEAS';
  const quote = options.quoted ? await tradeQuote(bearer, 'SGD', recipient.currency) : undefined;
  const body = payoutRequest(
    from,
    recipient,
    S$12000,
    { fee: overseas ? toMicros('10.00') : 0, ...(quote ? { quote } : {}) },
    overseas ? { purposeOfPayment: 'IR016' } : {},
  );
  const via = overseas ? 'REMITTANCE' : 'FAST';
  const answer = await pay(bearer, via, await withPayoutCode(bearer, body, from, recipient));
  expect(answer.body.approvalStatus).toBe('PendingCheck');
  const submitted = await call(`/v1/boom/approval/request/${answer.body.referenceID}`, {
    method: 'PUT',
    bearer,
    body: { remarks: 'Supplier payment' },
  });
  expect(submitted.status).toBe(200);
  return { answer: answer.body, recipient };
}

const fastRecipient = (r: Recipient) =>
  r.recipientType === 'LOCAL' &&
  r.currency === 'SGD' &&
  !(r.recipientBankCode ?? '').startsWith('DBSSSGSG');

/** admin@ accepts the request with a code bound to it, naming `extra` (fxReferenceId, fee). */
async function approve(id: string, extra: Record<string, unknown> = {}) {
  const bearer = (await signIn('admin@demo.test')).accessToken;
  const otpReferenceID = await payoutReference(
    bearer,
    codeBindingOf(decisionAuthorisation(stored(id), 'Accepted')),
  );
  return call<ApprovalActionResult & { code?: string }>(`/v1/boom/approval/request/${id}/action`, {
    method: 'PUT',
    bearer,
    body: { actionStatus: 'Accepted', remarks: 'ok', otpReferenceID, ...extra },
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });
}

describe('a payout held for approval', () => {
  it('moves nothing and keeps a payout request naming the recipient, its approvers and the fee', async () => {
    const before = balance('Main account');
    const { answer, recipient } = await heldPayout(fastRecipient);
    expect(answer).toMatchObject({
      sourceAmount: S$12000,
      targetAmount: S$12000,
      fee: 0,
      transactionReferenceIds: [],
      touched: { accounts: [], transactions: [] },
      approvalLayers: [{ approverRole: ['ADMIN', 'SUB_ADMIN', 'ACCOUNTANT'] }],
    });
    expect(answer.approvers).toContain(
      bank.demoUsers().find((u) => u.email === 'admin@demo.test')?.name,
    );
    expect(stored(answer.referenceID)).toMatchObject({
      kind: 'payout',
      status: 'PendingApproval',
      senderAccount: account('Main account').accountNumber,
      sourceCurrency: 'SGD',
      sourceAmount: S$12000,
      receiverAccount: recipient.recipientAccountNo,
      receiverName: recipient.recipientAccountName,
      targetCurrency: 'SGD',
      targetAmount: S$12000,
      fee: 0,
    });
    expect(stored(answer.referenceID)).not.toHaveProperty('payout');
    expect(balance('Main account')).toBe(before);
  });

  it('executes on approval: one PENDING PayOut debit to the recipient, the request Accepted', async () => {
    const before = balance('Main account');
    const { answer, recipient } = await heldPayout(fastRecipient);
    const decided = await approve(answer.referenceID, { fee: 0 });
    expect(decided.status).toBe(200);
    expect(decided.body.request).toMatchObject({ status: 'Accepted', targetAmount: S$12000 });
    expect(decided.body.touched.transactions).toMatchObject([
      {
        type: 'PayOut',
        status: 'PENDING',
        amount: S$12000,
        creditorAccountNumber: recipient.recipientAccountNo,
      },
    ]);
    expect(balance('Main account')).toBe(before - S$12000);
  });

  it('stays pending with RECIPIENT_NOT_FOUND when the recipient was deleted meanwhile', async () => {
    const before = balance('Main account');
    const { answer, recipient } = await heldPayout(fastRecipient);
    const admin = (await signIn('admin@demo.test')).accessToken;
    await call('/boom/v2/payouts/recipients', {
      method: 'DELETE',
      bearer: admin,
      body: { recipientDisplayReferenceID: recipient.displayReferenceId },
    });
    expect(await approve(answer.referenceID)).toMatchObject({
      status: 404,
      body: { code: 'RECIPIENT_NOT_FOUND' },
    });
    expect(stored(answer.referenceID).status).toBe('PendingApproval');
    expect(balance('Main account')).toBe(before);
  });

  it('holds a remittance with what arrives open, and executes it at the rate of approval time', async () => {
    const { answer } = await heldPayout(
      (r) => r.recipientType === 'OVERSEAS' && r.bankCtry === 'US',
      {
        quoted: true,
      },
    );
    expect(stored(answer.referenceID)).toMatchObject({
      kind: 'payout',
      targetCurrency: 'USD',
      targetAmount: null,
      fee: toMicros('10.00'),
    });
    const admin = (await signIn('admin@demo.test')).accessToken;
    const q = await tradeQuote(admin, 'SGD', 'USD');
    const before = balance('Main account');
    const decided = await approve(answer.referenceID, {
      fxReferenceId: q.referenceId,
      fee: toMicros('10.00'),
    });
    const arrives = payoutRequest(
      account('Main account'),
      { currency: 'USD' } as Recipient,
      S$12000,
      {
        fee: toMicros('10.00'),
        quote: q,
      },
    ).destinationTxnAmount;
    expect(decided.body.request).toMatchObject({ status: 'Accepted', targetAmount: arrives });
    expect(decided.body.touched.transactions[0]).toMatchObject({
      amount: S$12000 + toMicros('10.00'),
      destinationAmt: arrives,
      exchangeRate: [{ sourceCcy: 'SGD', destinationCcy: 'USD', exchangeRate: q.bidRate }],
    });
    expect(balance('Main account')).toBe(before - S$12000 - toMicros('10.00'));
  });

  it('stays pending with SERVICE_UNAVAILABLE while a payout maintenance window is on', async () => {
    const before = balance('Main account');
    const { answer } = await heldPayout(fastRecipient);
    bank.scheduleMaintenance({
      maintenanceModeType: 'Payout outage',
      startDateTime: Date.now() - 60_000,
      endDateTime: Date.now() + 3_600_000,
    });
    expect(await approve(answer.referenceID, { fee: 0 })).toMatchObject({
      status: 503,
      body: { code: 'SERVICE_UNAVAILABLE' },
    });
    expect(stored(answer.referenceID).status).toBe('PendingApproval');
    expect(balance('Main account')).toBe(before);
  });

  it('fails on approval as the next payout would, when the demo panel says so', async () => {
    const before = balance('Main account');
    const { answer } = await heldPayout(fastRecipient);
    bank.faults.failNextPayout('INSUFFICIENT_FUND');
    expect(await approve(answer.referenceID)).toMatchObject({
      status: 400,
      body: { code: 'INSUFFICIENT_FUND' },
    });
    expect(stored(answer.referenceID).status).toBe('PendingApproval');
    expect(balance('Main account')).toBe(before);
  });
});
