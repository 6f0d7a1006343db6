import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Account } from '../../shared/domain/accounts';
import { ACTIVITY_ACTIONS, type ActivityRecord } from '../../shared/domain/activity';
import type {
  ApprovalAction,
  ApprovalActionResult,
  ApprovalPolicyWire,
  ApprovalRequest,
} from '../../shared/domain/approvals';
import { codeBindingOf, decisionAuthorisation } from '../../shared/domain/codeAuthorisation';
import type { FxQuote } from '../../shared/domain/fx';
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
import { pay, payoutRequest, recipientsOf, withPayoutCode } from '../testingPayments';

let bank: NodeBank;
beforeEach(async () => {
  bank = await startNodeBank();
});
afterEach(async () => {
  await bank.shutdown();
});

const POLICY_PATH = '/v1/boom/approval/policy';
type PolicyAnswer = { policy: ApprovalPolicyWire; code?: string; description?: string };
type ActionAnswer = ApprovalActionResult & { code?: string; description?: string };

const TWO_STEP = {
  policyName: 'Above S$5,000: two steps',
  amountGreaterThan: 5_000_000_000,
  currency: 'SGD',
  approvers: 'ACCOUNTANT',
  targetedMembers: 'FINANCE',
  secondStepApprovers: 'SUB_ADMIN',
};

const policies = async (bearer: string) =>
  (await call<{ policies: ApprovalPolicyWire[] }>(POLICY_PATH, { bearer })).body.policies;
const create = (bearer: string, body: Record<string, unknown>) =>
  post<PolicyAnswer>(POLICY_PATH, { bearer, body });
const update = (bearer: string, id: string, body: Record<string, unknown>) =>
  call<PolicyAnswer>(`${POLICY_PATH}/${id}`, { method: 'PUT', bearer, body });
const remove = (bearer: string, id: string) =>
  call<{ id: string; code?: string }>(`${POLICY_PATH}/${id}`, { method: 'DELETE', bearer });
const token = async (email: string) => (await signIn(email)).accessToken;

const account = (name: string): Account => {
  const found = bank.accounts().find((a) => a.accountName === name);
  if (!found) throw new Error(`no account ${name}`);
  return found;
};

/** finance@ exchanges `sgd` into USD. */
async function exchange(bearer: string, sgd: string): Promise<TransferResult> {
  const q = (
    await post<FxQuote>('/boom/v2/fx/quotes', {
      bearer,
      body: { sellCurrency: 'SGD', buyCurrency: 'USD' },
    })
  ).body;
  const from = account('Main account');
  const to = account('USD operations');
  const source = toMicros(sgd);
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
  return (
    await post<TransferResult>('/v1/boom/transfers', {
      bearer,
      body: { ...body, otpReferenceID },
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    })
  ).body;
}

/** finance's S$6,000 exchange held by the two-step policy, submitted for approval. */
async function heldTwoStep(): Promise<string> {
  const admin = await token('admin@demo.test');
  expect((await create(admin, TWO_STEP)).status).toBe(200);
  const finance = await token('finance@demo.test');
  const held = await exchange(finance, '6,000.00');
  expect(held.approvalStatus).toBe('PendingCheck');
  await call(`/v1/boom/approval/request/${held.referenceID}`, {
    method: 'PUT',
    bearer: finance,
    body: { remarks: 'Two steps' },
  });
  return held.referenceID;
}

const requestOf = (id: string): ApprovalRequest => {
  const found = bank.approvals().find((r) => r.referenceId === id);
  if (!found) throw new Error(`no request ${id}`);
  return found;
};

/** A decision with a code bound to the request as it now stands; `otp` replays a code. */
async function decide(
  bearer: string,
  id: string,
  actionStatus: ApprovalAction,
  otp?: string,
): Promise<{ status: number; body: ActionAnswer; otp: string }> {
  const otpReferenceID =
    otp ??
    (await payoutReference(
      bearer,
      codeBindingOf(decisionAuthorisation(requestOf(id), actionStatus)),
    ));
  const answer = await call<ActionAnswer>(`/v1/boom/approval/request/${id}/action`, {
    method: 'PUT',
    bearer,
    body: { actionStatus, remarks: 'ok', otpReferenceID },
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });
  return { ...answer, otp: otpReferenceID };
}

const pendingIds = async (bearer: string) =>
  (
    await call<{ ids: string[] }>('/v1/boom/approval/request?pageSize=100&filter=pending', {
      bearer,
    })
  ).body.ids;

const balance = (name: string) => account(name).currentBalance ?? 0;

describe('approval policies: create, edit, delete', () => {
  it('creates a policy with the threshold in micro-units, admin added to step 1 yet left out on read', async () => {
    const admin = await token('admin@demo.test');
    const made = await create(admin, TWO_STEP);
    expect(made.status).toBe(200);
    expect(made.body.policy).toMatchObject({
      id: 'POL-0002',
      policyName: 'Above S$5,000: two steps',
      amountGreaterThan: 5_000_000_000,
      approvers: 'ACCOUNTANT',
      targetedMembers: 'FINANCE',
      secondStepApprovers: 'SUB_ADMIN',
      createdBy: made.body.policy.updatedBy,
    });
    expect(made.body.policy.createdBy).not.toBe('');
    expect((await policies(admin)).map((p) => p.id)).toEqual(['POL-0001', 'POL-0002']);
  });

  it('keeps admin where it was through a read -> edit -> save round trip', async () => {
    const admin = await token('admin@demo.test');
    const [seeded] = await policies(admin);
    expect(seeded?.approvers).toBe('SUB_ADMIN,ACCOUNTANT');
    const saved = await update(admin, 'POL-0001', {
      policyName: seeded?.policyName,
      amountGreaterThan: seeded?.amountGreaterThan,
      currency: 'SGD',
      approvers: 'ACCOUNTANT',
      targetedMembers: seeded?.targetedMembers,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.policy.approvers).toBe('ACCOUNTANT');
    // Admin still approves: a finance request held by it is in admin's pending list, not sub-admin's.
    const finance = await token('finance@demo.test');
    const held = await exchange(finance, '12,000.00');
    await call(`/v1/boom/approval/request/${held.referenceID}`, {
      method: 'PUT',
      bearer: finance,
      body: { remarks: '' },
    });
    expect(requestOf(held.referenceID).approvalLayers[0]?.approverRole).toEqual([
      'ADMIN',
      'ACCOUNTANT',
    ]);
    expect(await pendingIds(admin)).toContain(held.referenceID);
    expect(await pendingIds(await token('subadmin@demo.test'))).not.toContain(held.referenceID);
  });

  it('keeps the policies across a restart, and deletes one', async () => {
    const admin = await token('admin@demo.test');
    await create(admin, TWO_STEP);
    bank = await restartNodeBank(bank);
    const again = await token('admin@demo.test');
    expect((await policies(again)).map((p) => p.policyName)).toContain(TWO_STEP.policyName);
    expect((await remove(again, 'POL-0002')).body).toEqual({ id: 'POL-0002' });
    expect((await policies(again)).map((p) => p.id)).toEqual(['POL-0001']);
    expect((await remove(again, 'POL-0002')).body.code).toBe('RESOURCE_NOT_FOUND');
  });

  it("is in the activity log: who created, changed and deleted which policy, and each step's decision", async () => {
    const id = await heldTwoStep();
    const admin = await token('admin@demo.test');
    const policy = (await policies(admin)).find((p) => p.policyName === TWO_STEP.policyName);
    if (!policy) throw new Error('no two-step policy');
    expect((await decide(await token('accountant@demo.test'), id, 'Accepted')).status).toBe(200);
    expect((await decide(await token('subadmin@demo.test'), id, 'Accepted')).status).toBe(200);
    const renamed = { ...TWO_STEP, policyName: 'Two steps above S$5,000' };
    expect((await update(admin, policy.id, renamed)).status).toBe(200);
    expect((await remove(admin, policy.id)).status).toBe(200);

    const log = await call<{ records: ActivityRecord[] }>('/v1/boom/activity?pageSize=100', {
      bearer: admin,
    });
    const said = log.body.records
      .filter((r) => r.kind === 'policy' || r.action.startsWith('request'))
      .map((r) => `${r.actorId}: ${ACTIVITY_ACTIONS[r.action].text} (${r.detail})`)
      .toReversed();
    // The demo's users: admin USR-0001, sub-admin USR-0002, finance USR-0003, accountant USR-0004.
    const request = `${requestOf(id).requesterName}'s request to USD operations`;
    expect(said).toEqual([
      `USR-0001: Created an approval policy (${TWO_STEP.policyName})`,
      `USR-0003: Submitted a request for approval (${request})`,
      `USR-0004: Approved a request (${request})`,
      `USR-0002: Approved a request (${request})`,
      'USR-0001: Changed an approval policy (Two steps above S$5,000)',
      'USR-0001: Deleted an approval policy (Two steps above S$5,000)',
    ]);
  });

  it('refuses finance, accountant and general, and everyone while approvals are off, with NO_PERMISSION_API', async () => {
    for (const email of ['finance@demo.test', 'accountant@demo.test', 'general@demo.test']) {
      const bearer = await token(email);
      expect((await create(bearer, TWO_STEP)).body.code).toBe('NO_PERMISSION_API');
      expect((await update(bearer, 'POL-0001', TWO_STEP)).body.code).toBe('NO_PERMISSION_API');
      expect((await remove(bearer, 'POL-0001')).body.code).toBe('NO_PERMISSION_API');
    }
    const subadmin = await token('subadmin@demo.test');
    expect((await create(subadmin, TWO_STEP)).status).toBe(200);
    bank.setToggle('approvals', false);
    const admin = await token('admin@demo.test');
    expect((await create(admin, { ...TWO_STEP, policyName: 'Other' })).body.code).toBe(
      'NO_PERMISSION_API',
    );
    expect((await remove(admin, 'POL-0001')).body.code).toBe('NO_PERMISSION_API');
  });

  it('refuses a duplicate name (trimmed, any case) or the same members, currency and amount: DUPLICATE_APPROVAL_POLICY', async () => {
    const admin = await token('admin@demo.test');
    await create(admin, TWO_STEP);
    const sameName = await create(admin, {
      ...TWO_STEP,
      policyName: '  above s$5,000: TWO STEPS ',
      amountGreaterThan: 7_000_000_000,
    });
    expect(sameName.body.code).toBe('DUPLICATE_APPROVAL_POLICY');
    const sameRule = await create(admin, { ...TWO_STEP, policyName: 'Another name' });
    expect(sameRule.body.code).toBe('DUPLICATE_APPROVAL_POLICY');
    // Editing a policy under its own name is no duplicate.
    expect(
      (await update(admin, 'POL-0002', { ...TWO_STEP, approvers: 'SUB_ADMIN,ACCOUNTANT' })).status,
    ).toBe(200);
    expect((await policies(admin)).length).toBe(2);
  });

  it('refuses a step whose roles have no active member, or two steps only one person could decide: INSUFFICIENT_APPROVERS', async () => {
    const admin = await token('admin@demo.test');
    const team = await call<{ firstPageResults: { userReferenceID: string; role: string }[] }>(
      '/v1/boom/auth/team/all?pageSize=100',
      { bearer: admin },
    );
    const subAdmins = team.body.firstPageResults.filter((m) => m.role === 'sub-admin');
    expect(subAdmins.length).toBe(2);
    const suspend = (userID: string) =>
      post('/v1/boom/auth/suspend-user', { bearer: admin, body: { userID, reason: 'Left' } });
    await suspend(subAdmins[0]!.userReferenceID);
    const onlyOne = await create(admin, { ...TWO_STEP, approvers: 'SUB_ADMIN' });
    expect(onlyOne.body.code).toBe('INSUFFICIENT_APPROVERS');
    await suspend(subAdmins[1]!.userReferenceID);
    const nobody = await create(admin, {
      ...TWO_STEP,
      secondStepApprovers: '',
      approvers: 'SUB_ADMIN',
    });
    expect(nobody.body.code).toBe('INSUFFICIENT_APPROVERS');
    expect((await policies(admin)).length).toBe(1);
  });

  it('refuses a malformed policy with INVALID_PARAM_ERROR naming the field', async () => {
    const admin = await token('admin@demo.test');
    expect((await create(admin, { ...TWO_STEP, approvers: 'GENERAL' })).body).toMatchObject({
      code: 'INVALID_PARAM_ERROR',
      field: 'approvers',
    });
    expect((await create(admin, { ...TWO_STEP, policyName: '   ' })).body).toMatchObject({
      code: 'INVALID_PARAM_ERROR',
      field: 'policyName',
    });
    expect((await create(admin, { ...TWO_STEP, amountGreaterThan: 5.5 })).body).toMatchObject({
      code: 'INVALID_PARAM_ERROR',
      field: 'amountGreaterThan',
    });
  });
});

describe('two-step approval', () => {
  it('holds by the edited policy: step 1 (accountant) moves nothing, step 2 (sub-admin) moves the money', async () => {
    const before = balance('Main account');
    const id = await heldTwoStep();
    const held = requestOf(id);
    expect(held.approvalLayers.map((l) => l.approverRole)).toEqual([
      ['ADMIN', 'ACCOUNTANT'],
      ['SUB_ADMIN'],
    ]);
    expect(held.currentStep).toBe(0);
    const accountant = await token('accountant@demo.test');
    const subadmin = await token('subadmin@demo.test');
    expect(await pendingIds(accountant)).toContain(id);
    expect(await pendingIds(subadmin)).not.toContain(id);

    const first = await decide(accountant, id, 'Accepted');
    expect(first.status).toBe(200);
    expect(first.body.request).toMatchObject({ status: 'PendingApproval', currentStep: 1 });
    expect(first.body.request.stepDecisions?.map((d) => d.step)).toEqual([0]);
    expect(first.body.touched).toEqual({ accounts: [], transactions: [] });
    expect(balance('Main account')).toBe(before);
    expect(await pendingIds(accountant)).not.toContain(id);
    expect(await pendingIds(subadmin)).toContain(id);

    const second = await decide(subadmin, id, 'Accepted');
    expect(second.status).toBe(200);
    expect(second.body.request.status).toBe('Accepted');
    expect(balance('Main account')).toBe(before - 6_000_000_000);
  });

  it('refuses a second-step approver deciding step 1, and a step-1 approver deciding twice', async () => {
    const id = await heldTwoStep();
    const subadmin = await token('subadmin@demo.test');
    const early = await decide(subadmin, id, 'Accepted');
    expect(early.body).toMatchObject({ code: 'NO_PERMISSION_API' });
    expect(early.body.description).toContain('step 1');
    // Admin approves step 1 (admin is among step 1's roles) and may not then decide step 2.
    const admin = await token('admin@demo.test');
    expect((await decide(admin, id, 'Accepted')).status).toBe(200);
    const twice = await decide(admin, id, 'Accepted');
    expect(twice.body.code).toBe('NO_PERMISSION_API');
    expect(requestOf(id)).toMatchObject({ status: 'PendingApproval', currentStep: 1 });
  });

  it('ends the request at a rejection in step 2: nothing moves', async () => {
    const before = balance('Main account');
    const id = await heldTwoStep();
    expect((await decide(await token('accountant@demo.test'), id, 'Accepted')).status).toBe(200);
    const rejected = await decide(await token('subadmin@demo.test'), id, 'Rejected');
    expect(rejected.body.request.status).toBe('Rejected');
    expect(balance('Main account')).toBe(before);
    expect(await pendingIds(await token('subadmin@demo.test'))).not.toContain(id);
  });

  it("refuses a replayed code: step 2 needs the second approver's own new code", async () => {
    const id = await heldTwoStep();
    const accountant = await token('accountant@demo.test');
    const first = await decide(accountant, id, 'Accepted');
    expect(first.status).toBe(200);
    const subadmin = await token('subadmin@demo.test');
    const replay = await decide(subadmin, id, 'Accepted', first.otp);
    expect(replay.body.code).toBe('INVALID_OTP');
    expect(requestOf(id).status).toBe('PendingApproval');
  });

  it('holds a payout by the edited policy too, and pays it only after the second step', async () => {
    const admin = await token('admin@demo.test');
    expect((await create(admin, TWO_STEP)).status).toBe(200);
    const finance = await token('finance@demo.test');
    const recipient = (await recipientsOf(finance)).find(
      (r: Recipient) =>
        r.recipientType === 'LOCAL' &&
        r.currency === 'SGD' &&
        !(r.recipientBankCode ?? '').startsWith('DBSSSGSG'),
    );
    if (!recipient) throw new Error('no FAST recipient');
    const from = account('Main account');
    const body = payoutRequest(from, recipient, toMicros('6,000.00'), { fee: 0 });
    const held = await pay(finance, 'FAST', await withPayoutCode(finance, body, from, recipient));
    expect(held.body.approvalStatus).toBe('PendingCheck');
    const id = held.body.referenceID;
    await call(`/v1/boom/approval/request/${id}`, {
      method: 'PUT',
      bearer: finance,
      body: { remarks: 'Supplier' },
    });
    expect(requestOf(id).approvalLayers).toHaveLength(2);
    const before = balance('Main account');
    expect((await decide(await token('accountant@demo.test'), id, 'Accepted')).status).toBe(200);
    expect(balance('Main account')).toBe(before);
    const second = await decide(await token('subadmin@demo.test'), id, 'Accepted');
    expect(second.body.request?.status).toBe('Accepted');
    expect(balance('Main account')).toBe(before - 6_000_000_000);
  });
});
