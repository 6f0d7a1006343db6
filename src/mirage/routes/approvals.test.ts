import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Account } from '../../shared/domain/accounts';
import type {
  ApprovalAction,
  ApprovalActionResult,
  ApprovalRequest,
} from '../../shared/domain/approvals';
import { codeBindingOf, decisionAuthorisation } from '../../shared/domain/codeAuthorisation';
import type { FxQuote } from '../../shared/domain/fx';
import type { PaymentRequest } from '../../shared/domain/payouts';
import type { Recipient } from '../../shared/domain/recipient';
import type { ExchangeRequest, TransferResult } from '../../shared/domain/transfers';
import { targetForSource, toMicros } from '../../shared/money';
import {
  call,
  type NodeBank,
  payoutReference,
  post,
  restartNodeBank,
  signIn,
  startNodeBank,
} from '../testingNode';
import { pay, payoutRequest, recipientsOf } from '../testingPayments';

let bank: NodeBank;
beforeEach(async () => {
  bank = await startNodeBank();
});
afterEach(async () => {
  await bank.shutdown();
  vi.useRealTimers();
});

type FirstPage = {
  firstPageResults: ApprovalRequest[];
  ids: string[];
  totalPendingRequestIds: number;
  code?: string;
};
type ActionAnswer = ApprovalActionResult & { code?: string; description?: string };

const account = (name: string): Account => {
  const found = bank.accounts().find((a) => a.accountName === name);
  if (!found) throw new Error(`no account ${name}`);
  return found;
};
const nameOf = (email: string) => bank.demoUsers().find((u) => u.email === email)?.name ?? '';
const list = (bearer: string, filter: string, pageSize = 10) =>
  call<FirstPage>(
    `/v1/boom/approval/request?pageSize=${pageSize}&sortKeys=createdAt&sortOrders=desc&filter=${filter}`,
    { bearer },
  );
const paging = (bearer: string, ids: unknown) =>
  post<{ results: ApprovalRequest[]; code?: string }>('/v1/boom/approval/request/paging', {
    bearer,
    body: { ids },
  });
const remarks = (bearer: string, id: string, text: unknown) =>
  call<{ request: ApprovalRequest; code?: string }>(`/v1/boom/approval/request/${id}`, {
    method: 'PUT',
    bearer,
    body: { remarks: text },
  });
const cancel = (bearer: string, id: string) =>
  post<{ request: ApprovalRequest; code?: string }>(`/v1/boom/approval/request/${id}/cancel`, {
    bearer,
  });

/** A verified code for a decision on request `id` as the bank keeps it (its amount and currency too). */
function decisionReference(bearer: string, id: string, action: ApprovalAction): Promise<string> {
  const request = bank.approvals().find((r) => r.referenceId === id);
  if (!request) throw new Error(`no request ${id}`);
  return payoutReference(bearer, codeBindingOf(decisionAuthorisation(request, action)));
}

/** An approver's decision with a code bound to the request, the action, and the request's amount. */
async function decide(
  bearer: string,
  id: string,
  actionStatus: ApprovalAction,
  extra: Record<string, unknown> = {},
  key?: string,
): Promise<{ status: number; body: ActionAnswer }> {
  const otpReferenceID = await decisionReference(bearer, id, actionStatus);
  return act(bearer, id, { actionStatus, remarks: 'ok', otpReferenceID, ...extra }, key);
}
/** A money call as the app makes it: a new idempotency key unless one is given; null sends none. */
const act = (
  bearer: string,
  id: string,
  body: Record<string, unknown>,
  key: string | null = crypto.randomUUID(),
) =>
  call<ActionAnswer>(`/v1/boom/approval/request/${id}/action`, {
    method: 'PUT',
    bearer,
    body,
    headers: key ? { 'Idempotency-Key': key } : {},
  });

/** finance@ exchanges S$12,000 into USD: held for approval (PendingCheck). */
async function heldExchange(bearer: string): Promise<TransferResult> {
  const q = (
    await post<FxQuote>('/boom/v2/fx/quotes', {
      bearer,
      body: { sellCurrency: 'SGD', buyCurrency: 'USD' },
    })
  ).body;
  const from = account('Main account');
  const to = account('USD operations');
  const source = toMicros('12,000.00');
  const target = targetForSource(source, q.bidRate, 'USD');
  const body: ExchangeRequest = {
    senderAccount: from.accountNumber,
    sourceCurrency: 'SGD',
    sourceAmount: source,
    receiverAccount: to.accountNumber,
    targetCurrency: 'USD',
    targetAmount: target,
    toAmount: target,
    calcSourceAmtFromDestinationAmt: false,
    quoteId: q.referenceId,
  };
  const otpReferenceID = await payoutReference(bearer, {
    purpose: 'transfer',
    subject: from.accountNumber,
    payee: to.accountNumber,
    amount: source,
    currency: 'SGD',
  });
  const answer = await post<TransferResult>('/v1/boom/transfers', {
    bearer,
    body: { ...body, otpReferenceID },
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });
  expect(answer.body.approvalStatus).toBe('PendingCheck');
  return answer.body;
}

const refused = (field: string) => ({ status: 400, body: { code: 'INVALID_PARAM_ERROR', field } });

describe('lists', () => {
  it('gives an approver the first 10 pending requests, every id newest first, and the pending count', async () => {
    const { accessToken } = await signIn('admin@demo.test');
    const first = await list(accessToken, 'pending');
    expect(first.status).toBe(200);
    expect(first.body.firstPageResults).toHaveLength(10);
    expect(first.body.ids).toHaveLength(13);
    expect(first.body.totalPendingRequestIds).toBe(13);
    expect(first.body.firstPageResults.map((r) => r.referenceId)).toEqual(
      first.body.ids.slice(0, 10),
    );
    const created = first.body.firstPageResults.map((r) => r.createdAt);
    expect(created).toEqual(created.toSorted().toReversed());
    expect(first.body.firstPageResults.every((r) => r.status === 'PendingApproval')).toBe(true);
    expect(first.body.firstPageResults[0]).not.toHaveProperty('fixedSide');
    const rest = await paging(accessToken, first.body.ids.slice(10));
    expect(rest.body.results.map((r) => r.referenceId)).toEqual(first.body.ids.slice(10));
  });

  it("never lists an approver's own request as pending for them", async () => {
    const { accessToken } = await signIn('accountant@demo.test');
    const pending = await list(accessToken, 'pending', 100);
    expect(pending.body.ids).toHaveLength(12);
    expect(pending.body.totalPendingRequestIds).toBe(12);
    expect(
      pending.body.firstPageResults.some((r) => r.requesterName === nameOf('accountant@demo.test')),
    ).toBe(false);
    const mine = await list(accessToken, 'my-requests');
    expect(mine.body.firstPageResults.map((r) => r.status)).toEqual(['PendingApproval']);
  });

  it('gives finance (no approver) no pending requests but their own in my-requests and completed', async () => {
    const { accessToken } = await signIn('finance@demo.test');
    const finance = nameOf('finance@demo.test');
    expect((await list(accessToken, 'pending')).body).toMatchObject({
      ids: [],
      totalPendingRequestIds: 0,
    });
    const mine = await list(accessToken, 'my-requests');
    expect(mine.body.firstPageResults.every((r) => r.requesterName === finance)).toBe(true);
    expect(mine.body.ids).toHaveLength(6);
    const completed = await list(accessToken, 'completed');
    expect(completed.body.firstPageResults.map((r) => r.status).toSorted()).toEqual([
      'Accepted',
      'Rejected',
    ]);
  });

  it('lists decided and cancelled requests as completed for approvers', async () => {
    const { accessToken } = await signIn('subadmin@demo.test');
    const completed = await list(accessToken, 'completed');
    expect(completed.body.ids).toHaveLength(6);
    expect(new Set(completed.body.firstPageResults.map((r) => r.status))).toEqual(
      new Set(['Accepted', 'Rejected', 'Cancelled']),
    );
  });

  it('leaves out ids the user may not see when paging', async () => {
    const admin = await signIn('admin@demo.test');
    const ids = (await list(admin.accessToken, 'pending')).body.ids;
    const finance = await signIn('finance@demo.test');
    const own = (await list(finance.accessToken, 'my-requests')).body.ids;
    const paged = await paging(finance.accessToken, [...ids, 'APR-NOPE']);
    expect(paged.body.results.map((r) => r.referenceId)).toEqual(
      ids.filter((id) => own.includes(id)),
    );
    expect(
      await paging(
        finance.accessToken,
        Array.from({ length: 101 }, (_, i) => `x${i}`),
      ),
    ).toMatchObject({ status: 400, body: { code: 'INVALID_PARAM_ERROR', field: 'ids' } });
  });

  it('refuses the general role, and everyone while the approvals toggle is off, with NO_PERMISSION_API', async () => {
    const general = await signIn('general@demo.test');
    expect(await list(general.accessToken, 'pending')).toMatchObject({
      status: 403,
      body: { code: 'NO_PERMISSION_API' },
    });
    const admin = await signIn('admin@demo.test');
    bank.setToggle('approvals', false);
    expect(await list(admin.accessToken, 'pending')).toMatchObject({
      status: 403,
      body: { code: 'NO_PERMISSION_API' },
    });
  });

  it('refuses an unknown filter, sort key or order, or page size by the contract, naming the field', async () => {
    const { accessToken } = await signIn('admin@demo.test');
    expect(await list(accessToken, 'all')).toMatchObject(refused('filter'));
    expect(await list(accessToken, 'pending', 0)).toMatchObject(refused('pageSize'));
    expect(
      await call('/v1/boom/approval/request?filter=pending&sortKeys=amount', {
        bearer: accessToken,
      }),
    ).toMatchObject(refused('sortKeys'));
    for (const order of ['up', 'ASC'])
      expect(
        await call(`/v1/boom/approval/request?filter=pending&sortOrders=${order}`, {
          bearer: accessToken,
        }),
      ).toMatchObject(refused('sortOrders'));
  });

  it('sorts by the first key and direction asked for, pending by default', async () => {
    const { accessToken } = await signIn('admin@demo.test');
    const newest = (await list(accessToken, 'pending', 100)).body.ids;
    const oldest = await call<FirstPage>(
      '/v1/boom/approval/request?pageSize=100&sortKeys=createdAt,updatedAt&sortOrders=asc',
      { bearer: accessToken },
    );
    expect(oldest.body.ids).toEqual(newest.toReversed());
  });
});

describe('lifecycle', () => {
  it('submits a held transfer, lists it, and an approver accepts it with a code at the rate of approval time', async () => {
    // Dates of the scenario are anchored to the real today: the fake clock starts there.
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start);
    const finance = await signIn('finance@demo.test');
    const held = await heldExchange(finance.accessToken);
    const id = held.referenceID;
    // Not submitted yet: on no list.
    expect((await list(finance.accessToken, 'my-requests')).body.ids).not.toContain(id);
    const submitted = await remarks(finance.accessToken, id, '  Supplier invoice 42 ');
    expect(submitted.body.request).toMatchObject({
      status: 'PendingApproval',
      remarks: 'Supplier invoice 42',
    });
    expect((await list(finance.accessToken, 'my-requests')).body.ids[0]).toBe(id);
    expect(
      (await remarks(finance.accessToken, id, 'Supplier invoice 42 (urgent)')).body.request.remarks,
    ).toBe('Supplier invoice 42 (urgent)');

    // A few minutes later, at a minute whose rate differs from the one the request was made at.
    const rateAt = async (at: number) => {
      vi.setSystemTime(at);
      return (
        await call<FxQuote>('/boom/v2/fx/quotes?sellCurrency=SGD&buyCurrency=USD', {
          bearer: finance.accessToken,
        })
      ).body.bidRate;
    };
    const requestRate = await rateAt(start);
    let later = start + 5 * 60_000;
    while ((await rateAt(later)) === requestRate) later += 60_000;
    const admin = await signIn('admin@demo.test');
    const pending = await list(admin.accessToken, 'pending');
    expect(pending.body.ids[0]).toBe(id);
    expect(pending.body.totalPendingRequestIds).toBe(14);
    const rateNow = (
      await call<FxQuote>('/boom/v2/fx/quotes?sellCurrency=SGD&buyCurrency=USD', {
        bearer: admin.accessToken,
      })
    ).body.bidRate;
    const [sgd, usd] = [
      account('Main account').currentBalance ?? 0,
      account('USD operations').currentBalance ?? 0,
    ];
    const accepted = await decide(admin.accessToken, id, 'Accepted');
    expect(accepted.status).toBe(200);
    const received = targetForSource(toMicros('12,000.00'), rateNow, 'USD');
    // The rate moved since the request was made: the approval-time rate is the one booked.
    expect(received).not.toBe(held.targetAmount);
    expect(accepted.body.request).toMatchObject({
      status: 'Accepted',
      actedBy: nameOf('admin@demo.test'),
      actionRemarks: 'ok',
      sourceAmount: 12_000_000_000,
      targetAmount: received,
    });
    expect(
      accepted.body.touched.transactions.map((t) => `${t.type} ${t.creditOrDebit} ${t.amount}`),
    ).toEqual([`Exchange DEBIT 12000000000`, `Exchange CREDIT ${received}`]);
    expect(account('Main account').currentBalance).toBe(sgd - 12_000_000_000);
    expect(account('USD operations').currentBalance).toBe(usd + received);
    expect((await list(finance.accessToken, 'completed')).body.ids).toContain(id);
    expect((await list(admin.accessToken, 'pending')).body.totalPendingRequestIds).toBe(13);
  });

  it("executes at the approver's own quote when fxReferenceId names a valid one", async () => {
    const admin = await signIn('admin@demo.test');
    const request = bank
      .approvals()
      .find(
        (r) => r.status === 'PendingApproval' && r.kind === 'exchange' && r.targetAmount === null,
      );
    if (!request) throw new Error('the scenario has a pending source-fixed exchange');
    const q = (
      await post<FxQuote>('/boom/v2/fx/quotes', {
        bearer: admin.accessToken,
        body: { sellCurrency: 'SGD', buyCurrency: request.targetCurrency },
      })
    ).body;
    const accepted = await decide(admin.accessToken, request.referenceId, 'Accepted', {
      fxReferenceId: q.referenceId,
    });
    expect(accepted.body.request.targetAmount).toBe(
      targetForSource(request.sourceAmount, q.bidRate, request.targetCurrency),
    );
    expect(accepted.body.touched.transactions[0]?.exchangeRate[0]?.exchangeRate).toBe(q.bidRate);
  });

  it('refuses a quote for other currencies as fxReferenceId, leaving the request pending', async () => {
    const admin = await signIn('admin@demo.test');
    const request = bank
      .approvals()
      .find(
        (r) =>
          r.status === 'PendingApproval' && r.kind === 'exchange' && r.targetCurrency !== 'EUR',
      );
    const q = (
      await post<FxQuote>('/boom/v2/fx/quotes', {
        bearer: admin.accessToken,
        body: { sellCurrency: 'SGD', buyCurrency: 'EUR' },
      })
    ).body;
    expect(
      (
        await decide(admin.accessToken, request?.referenceId ?? '', 'Accepted', {
          fxReferenceId: q.referenceId,
        })
      ).body.code,
    ).toBe('FX_TXN_STATUS_QUOTE_ID');
    expect(bank.approvals().find((r) => r.referenceId === request?.referenceId)?.status).toBe(
      'PendingApproval',
    );
  });

  it('rejects: nothing moves and the requester sees it completed', async () => {
    const accountant = await signIn('accountant@demo.test');
    const id = (await list(accountant.accessToken, 'pending')).body.ids[0] ?? '';
    const before = bank.accounts();
    const rejected = await decide(accountant.accessToken, id, 'Rejected', {
      remarks: 'Split it please',
    });
    expect(rejected.body).toMatchObject({
      request: {
        status: 'Rejected',
        actionRemarks: 'Split it please',
        actedBy: nameOf('accountant@demo.test'),
      },
      touched: { accounts: [], transactions: [] },
    });
    expect(bank.accounts()).toEqual(before);
    expect((await decide(accountant.accessToken, id, 'Accepted')).body).toMatchObject({
      code: 'INVALID_PARAMETER',
    });
  });

  it('lets the requester cancel a pending request, and nobody else', async () => {
    const finance = await signIn('finance@demo.test');
    const admin = await signIn('admin@demo.test');
    const id =
      (await list(finance.accessToken, 'my-requests')).body.firstPageResults.find(
        (r) => r.status === 'PendingApproval',
      )?.referenceId ?? '';
    expect(await cancel(admin.accessToken, id)).toMatchObject({
      status: 403,
      body: { code: 'NO_PERMISSION_API' },
    });
    expect(await remarks(admin.accessToken, id, 'mine now')).toMatchObject({
      status: 403,
      body: { code: 'NO_PERMISSION_API' },
    });
    expect((await cancel(finance.accessToken, id)).body.request.status).toBe('Cancelled');
    expect((await cancel(finance.accessToken, id)).body).toMatchObject({
      code: 'INVALID_PARAMETER',
    });
    expect((await list(admin.accessToken, 'pending')).body.ids).not.toContain(id);
    expect((await remarks(finance.accessToken, id, 'again')).body).toMatchObject({
      code: 'INVALID_PARAMETER',
    });
  });

  it('refuses remarks over 500 characters', async () => {
    const finance = await signIn('finance@demo.test');
    const id =
      (await list(finance.accessToken, 'my-requests')).body.firstPageResults.find(
        (r) => r.status === 'PendingApproval',
      )?.referenceId ?? '';
    expect((await remarks(finance.accessToken, id, 'x'.repeat(501))).body).toMatchObject({
      code: 'INVALID_PARAM_ERROR',
      field: 'remarks',
    });
    // Trimmed first (docs/decisions/ui.md 'Texts'): 500 characters with spaces around them are within the limit.
    expect(
      (await remarks(finance.accessToken, id, ` ${'x'.repeat(500)} `)).body.request?.remarks,
    ).toHaveLength(500);
  });
});

describe('policy (GET /v1/boom/approval/policy)', () => {
  type PolicyAnswer = { policies: Record<string, unknown>[]; code?: string };
  const policies = (bearer: string) => call<PolicyAnswer>('/v1/boom/approval/policy', { bearer });

  it('gives every role that may transfer the policies, lists comma-joined and without admin', async () => {
    for (const email of [
      'admin@demo.test',
      'subadmin@demo.test',
      'finance@demo.test',
      'accountant@demo.test',
    ]) {
      const { accessToken } = await signIn(email);
      const answer = await policies(accessToken);
      expect(answer.status).toBe(200);
      expect(answer.body.policies).toEqual([
        {
          id: 'POL-0001',
          policyName: 'Transfers above S$10,000',
          amountGreaterThan: 10_000_000_000,
          currency: 'SGD',
          approvers: 'SUB_ADMIN,ACCOUNTANT',
          targetedMembers: 'FINANCE,ACCOUNTANT,GENERAL',
          createdBy: expect.any(String),
          updatedBy: expect.any(String),
        },
      ]);
    }
  });

  it('refuses a role that may not transfer with NO_PERMISSION_API', async () => {
    const general = await signIn('general@demo.test');
    expect(await policies(general.accessToken)).toMatchObject({
      status: 403,
      body: { code: 'NO_PERMISSION_API' },
    });
    bank.setToggle('approvals', false);
    const accountant = await signIn('accountant@demo.test');
    expect(await policies(accountant.accessToken)).toMatchObject({
      status: 403,
      body: { code: 'NO_PERMISSION_API' },
    });
  });

  it('answers no policy while the approvals toggle is off: nothing is held then', async () => {
    bank.setToggle('approvals', false);
    const { accessToken } = await signIn('finance@demo.test');
    expect(await policies(accessToken)).toMatchObject({ status: 200, body: { policies: [] } });
  });
});

function pendingExchange(): ApprovalRequest {
  const found = bank
    .approvals()
    .find(
      (r) => r.status === 'PendingApproval' && r.kind === 'exchange' && r.targetAmount === null,
    );
  if (!found) throw new Error('the scenario has a pending source-fixed exchange');
  return found;
}
const quoteFor = async (bearer: string, buy: string) =>
  (
    await post<FxQuote>('/boom/v2/fx/quotes', {
      bearer,
      body: { sellCurrency: 'SGD', buyCurrency: buy },
    })
  ).body;

describe("the approver's quote and fee", () => {
  it('executes at the named quote with the fee of the request (0)', async () => {
    const admin = await signIn('admin@demo.test');
    const request = pendingExchange();
    const q = await quoteFor(admin.accessToken, request.targetCurrency);
    const accepted = await decide(admin.accessToken, request.referenceId, 'Accepted', {
      fxReferenceId: q.referenceId,
      fee: 0,
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.request).toMatchObject({
      status: 'Accepted',
      fee: 0,
      targetAmount: targetForSource(request.sourceAmount, q.bidRate, request.targetCurrency),
    });
  });

  it('refuses a fee other than the bank fee with INVALID_PARAMETER, leaving the request pending and the code unspent', async () => {
    const admin = await signIn('admin@demo.test');
    const request = pendingExchange();
    const q = await quoteFor(admin.accessToken, request.targetCurrency);
    const before = bank.accounts();
    const otpReferenceID = await decisionReference(
      admin.accessToken,
      request.referenceId,
      'Accepted',
    );
    const body = {
      actionStatus: 'Accepted',
      remarks: '',
      otpReferenceID,
      fxReferenceId: q.referenceId,
    };
    expect(
      await act(admin.accessToken, request.referenceId, { ...body, fee: 1_000_000 }),
    ).toMatchObject({ status: 400, body: { code: 'INVALID_PARAMETER' } });
    // No amount at all is a malformed request: the contract refuses it, naming the field.
    for (const fee of [-1, '0', 0.5]) {
      expect(await act(admin.accessToken, request.referenceId, { ...body, fee })).toMatchObject({
        status: 400,
        body: { code: 'INVALID_PARAM_ERROR', field: 'fee' },
      });
    }
    expect(bank.accounts()).toEqual(before);
    expect(bank.approvals().find((r) => r.referenceId === request.referenceId)?.status).toBe(
      'PendingApproval',
    );
    // The refused decisions did not spend the code: the corrected one goes through with it.
    const fixed = await act(admin.accessToken, request.referenceId, {
      actionStatus: 'Accepted',
      remarks: '',
      otpReferenceID,
      fxReferenceId: q.referenceId,
      fee: 0,
    });
    expect(fixed.body.request.status).toBe('Accepted');
  });

  it('refuses an expired quote with FX_TXN_STATUS_QUOTE_EXPIRED, leaving the request pending', async () => {
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start);
    const admin = await signIn('admin@demo.test');
    const request = pendingExchange();
    const q = await quoteFor(admin.accessToken, request.targetCurrency);
    vi.setSystemTime(Date.parse(q.validTo) - 1000);
    const before = bank.accounts();
    expect(
      (
        await decide(admin.accessToken, request.referenceId, 'Accepted', {
          fxReferenceId: q.referenceId,
          fee: 0,
        })
      ).body.code,
    ).toBe('FX_TXN_STATUS_QUOTE_EXPIRED');
    expect(bank.accounts()).toEqual(before);
    expect(bank.approvals().find((r) => r.referenceId === request.referenceId)?.status).toBe(
      'PendingApproval',
    );
  });
});

describe('who may decide', () => {
  it("refuses an approver's own request with NO_PERMISSION_API", async () => {
    const { accessToken } = await signIn('accountant@demo.test');
    const own = (await list(accessToken, 'my-requests')).body.ids[0] ?? '';
    expect(await decide(accessToken, own, 'Accepted')).toMatchObject({
      status: 403,
      body: { code: 'NO_PERMISSION_API' },
    });
    expect(bank.approvals().find((r) => r.referenceId === own)?.status).toBe('PendingApproval');
  });

  it('refuses a role that is not an approver of the request', async () => {
    const admin = await signIn('admin@demo.test');
    const id = (await list(admin.accessToken, 'pending')).body.ids.find(
      (i) =>
        !bank
          .approvals()
          .find((r) => r.referenceId === i && r.requesterName === nameOf('finance@demo.test')),
    );
    const finance = await signIn('finance@demo.test');
    expect(await decide(finance.accessToken, id ?? '', 'Accepted')).toMatchObject({
      status: 403,
      body: { code: 'NO_PERMISSION_API' },
    });
  });

  it('checks the role and the approvals toggle before the body', async () => {
    const general = await signIn('general@demo.test');
    expect(await act(general.accessToken, 'APR-0', { actionStatus: 'Maybe' })).toMatchObject({
      status: 403,
      body: { code: 'NO_PERMISSION_API' },
    });
    const { accessToken } = await signIn('admin@demo.test');
    expect(await act(accessToken, 'APR-0', { actionStatus: 'Maybe' })).toMatchObject({
      status: 400,
      body: { code: 'INVALID_PARAM_ERROR', field: 'actionStatus' },
    });
  });

  it('answers RESOURCE_NOT_FOUND for an unknown request', async () => {
    const { accessToken } = await signIn('admin@demo.test');
    expect(
      await act(accessToken, 'APR-0', { actionStatus: 'Accepted', remarks: '' }),
    ).toMatchObject({ status: 404, body: { code: 'RESOURCE_NOT_FOUND' } });
  });
});

describe('code, funds and idempotency', () => {
  it('needs a code bound to this request and action (INVALID_OTP otherwise)', async () => {
    const { accessToken } = await signIn('subadmin@demo.test');
    const [id = '', other = ''] = (await list(accessToken, 'pending')).body.ids;
    expect(await act(accessToken, id, { actionStatus: 'Accepted', remarks: '' })).toMatchObject({
      status: 400,
      body: { code: 'INVALID_OTP' },
    });
    const forReject = await decisionReference(accessToken, id, 'Rejected');
    expect(
      (
        await act(accessToken, id, {
          actionStatus: 'Accepted',
          remarks: '',
          otpReferenceID: forReject,
        })
      ).body.code,
    ).toBe('INVALID_OTP');
    const forOther = await decisionReference(accessToken, other, 'Accepted');
    expect(
      (
        await act(accessToken, id, {
          actionStatus: 'Accepted',
          remarks: '',
          otpReferenceID: forOther,
        })
      ).body.code,
    ).toBe('INVALID_OTP');
    expect(bank.approvals().find((r) => r.referenceId === id)?.status).toBe('PendingApproval');
  });

  it('decides without a code while transfer2fa is off', async () => {
    bank.setToggle('transfer2fa', false);
    const { accessToken } = await signIn('admin@demo.test');
    const id = (await list(accessToken, 'pending')).body.ids[0] ?? '';
    expect(
      (await act(accessToken, id, { actionStatus: 'Rejected', remarks: 'no' })).body.request.status,
    ).toBe('Rejected');
  });

  it('leaves the request pending with INSUFFICIENT_FUNDS_IN_VA when the balance is short at approval time', async () => {
    bank.setToggle('transfer2fa', false);
    const { accessToken } = await signIn('admin@demo.test');
    const main = account('Main account');
    const payroll = account('Payroll');
    // Drain the main account to S$6,250.75, below every pending request.
    for (const amount of ['100,000.00', '100,000.00', '100,000.00', '100,000.00', '80,000.00']) {
      const source = toMicros(amount);
      const moved = await post('/v1/boom/transfers', {
        bearer: accessToken,
        body: {
          senderAccount: main.accountNumber,
          sourceCurrency: 'SGD',
          sourceAmount: source,
          receiverAccount: payroll.accountNumber,
          targetCurrency: 'SGD',
          targetAmount: source,
          toAmount: source,
          calcSourceAmtFromDestinationAmt: false,
        },
        headers: { 'Idempotency-Key': crypto.randomUUID() },
      });
      expect(moved.status).toBe(200);
    }
    const id = (await list(accessToken, 'pending')).body.ids[0] ?? '';
    expect(await act(accessToken, id, { actionStatus: 'Accepted', remarks: '' })).toMatchObject({
      status: 400,
      body: { code: 'INSUFFICIENT_FUNDS_IN_VA' },
    });
    expect(bank.approvals().find((r) => r.referenceId === id)?.status).toBe('PendingApproval');
  });

  it('refuses a decision without an Idempotency-Key (400 MISSING_REQUEST_ID): nothing moves, the request stays pending', async () => {
    bank.setToggle('transfer2fa', false);
    const { accessToken } = await signIn('admin@demo.test');
    const id = (await list(accessToken, 'pending')).body.ids[0] ?? '';
    const before = bank.accounts();
    expect(await act(accessToken, id, { actionStatus: 'Accepted', remarks: '' }, null)).toEqual({
      status: 400,
      body: {
        code: 'MISSING_REQUEST_ID',
        description:
          'A money call needs an Idempotency-Key header, so that a retry cannot move money twice. Nothing was moved.',
      },
    });
    expect(bank.accounts()).toEqual(before);
    expect(bank.approvals().find((r) => r.referenceId === id)?.status).toBe('PendingApproval');
  });

  it('answers a repeated idempotency key with the first answer and moves the money once', async () => {
    const { accessToken } = await signIn('admin@demo.test');
    const id = (await list(accessToken, 'pending')).body.ids[1] ?? '';
    const otpReferenceID = await decisionReference(accessToken, id, 'Accepted');
    const body = { actionStatus: 'Accepted', remarks: 'ok', otpReferenceID };
    const first = await act(accessToken, id, body, 'approve-1');
    expect(first.status).toBe(200);
    const after = bank.accounts();
    // A retry sends the very same body (the code reference is already spent) with the same key.
    expect(await act(accessToken, id, body, 'approve-1')).toEqual(first);
    expect(bank.accounts()).toEqual(after);
  });

  it('keeps decisions across a restart of the mock bank', async () => {
    const { accessToken } = await signIn('admin@demo.test');
    const id = (await list(accessToken, 'pending')).body.ids[0] ?? '';
    await decide(accessToken, id, 'Rejected');
    bank = await restartNodeBank(bank);
    expect(bank.approvals().find((r) => r.referenceId === id)?.status).toBe('Rejected');
    expect((await list(accessToken, 'pending')).body.totalPendingRequestIds).toBe(12);
  });
});

type Check = { held: boolean; approvers: string[]; code?: string };
/** Asks the bank whether the payout would be held. */
const check = async (bearer: string, request: PaymentRequest, via = 'FAST') =>
  post<Check>(`/v1/boom/approval/payout-check?call=${via}`, { bearer, body: request });
/** A FAST payout of `amount` from the main account to a non-DBS SGD recipient. */
const fastTo = async (bearer: string, amount: string) => {
  const to = (await recipientsOf(bearer)).find(
    (r) =>
      r.recipientType === 'LOCAL' &&
      r.currency === 'SGD' &&
      !(r.recipientBankCode ?? '').startsWith('DBSSSGSG'),
  ) as Recipient;
  return payoutRequest(account('Main account'), to, toMicros(amount));
};

describe('payout check (POST /v1/boom/approval/payout-check, the bank extension)', () => {
  it("answers what the payment would do: finance's S$12,000 is held for the policy's approvers, S$100 is not", async () => {
    const { accessToken } = await signIn('finance@demo.test');
    const held = await check(accessToken, await fastTo(accessToken, '12,000'));
    expect(held.status).toBe(200);
    expect(held.body.held).toBe(true);
    expect(held.body.approvers).toEqual([
      'Roy Harber',
      'Johan West',
      'Giuseppe Kihn',
      'Aylin Jacobs',
      'Leticia Boyer',
      'Mallie Kiehn',
      'Arvilla Lakin',
    ]);
    expect(await check(accessToken, await fastTo(accessToken, '100'))).toMatchObject({
      status: 200,
      body: { held: false, approvers: [] },
    });
    // Nothing was kept: no request, no payout.
    expect(
      bank
        .approvals()
        .filter((r) => r.requesterName === 'Pam Bartell' && r.status === 'PendingCheck'),
    ).toEqual([]);
  });

  it("reads the day's unapproved payouts as the payment does: after S$9,000 sent, S$2,000 more is held", async () => {
    bank.setToggle('transfer2fa', false);
    const { accessToken } = await signIn('finance@demo.test');
    expect((await check(accessToken, await fastTo(accessToken, '2,000'))).body.held).toBe(false);
    const sent = await pay(accessToken, 'FAST', await fastTo(accessToken, '9,000'));
    expect(sent.body.approvalStatus).toBe('NotRequired');
    expect((await check(accessToken, await fastTo(accessToken, '2,000'))).body.held).toBe(true);
    expect(
      (await pay(accessToken, 'FAST', await fastTo(accessToken, '2,000'))).body.approvalStatus,
    ).toBe('PendingCheck');
  });

  it('never holds the admin, nor anyone while approvals are off; refuses a role that may not transfer', async () => {
    const admin = await signIn('admin@demo.test');
    expect(
      (await check(admin.accessToken, await fastTo(admin.accessToken, '12,000'))).body,
    ).toEqual({
      held: false,
      approvers: [],
    });
    bank.setToggle('approvals', false);
    const finance = await signIn('finance@demo.test');
    expect(
      (await check(finance.accessToken, await fastTo(finance.accessToken, '12,000'))).body.held,
    ).toBe(false);
    const general = await signIn('general@demo.test');
    expect(
      await check(general.accessToken, await fastTo(finance.accessToken, '100')),
    ).toMatchObject({ status: 403, body: { code: 'NO_PERMISSION_API' } });
  });
});
