import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listActivity } from '../../shared/contracts/activity';
import { changePassword } from '../../shared/contracts/auth';
import {
  changeTeamRole,
  suspendTeamMember,
  unsuspendTeamMember,
} from '../../shared/contracts/team';
import { submitTransfer } from '../../shared/contracts/transfers';
import { verifyMfaOtp } from '../../shared/contracts/twoFactor';
import type { Account } from '../../shared/domain/accounts';
import type { ActivityRecord } from '../../shared/domain/activity';
import { ACTIVITY_RECORDERS } from '../rules/activity';
import { activityStore } from '../stores/activity';
import {
  call,
  DEMO_PASSWORD,
  DEVICE,
  moneyPost,
  payoutReference,
  type NodeBank,
  post,
  preMfa,
  signIn,
  startNodeBank,
} from '../testingNode';

let bank: NodeBank;
beforeEach(async () => {
  bank = await startNodeBank();
});
afterEach(() => bank.shutdown());

type Page = { records: ActivityRecord[]; nextBefore: string | null };
const MAC_CHROME =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const activity = (bearer: string, query = '') =>
  call<Page>(`${listActivity.path}${query}`, { bearer });

/** The admin signs in with the SMS code from a Mac's Chrome. */
async function adminFromMac(): Promise<string> {
  const { token, otpId } = await preMfa('admin@demo.test');
  const verified = await post<{ accessToken: string }>(verifyMfaOtp.path, {
    bearer: token,
    deviceId: DEVICE,
    headers: { 'User-Agent': MAC_CHROME },
    body: { otp: '123456', otpId, otpType: 'SMS' },
  });
  return verified.body.accessToken;
}

describe('activity log', () => {
  it('refuses the log to finance, accountant and general with NO_PERMISSION_API', async () => {
    for (const email of ['finance@demo.test', 'accountant@demo.test', 'general@demo.test']) {
      const { accessToken } = await signIn(email);
      expect(await activity(accessToken)).toMatchObject({
        status: 403,
        body: { code: 'NO_PERMISSION_API' },
      });
    }
  });

  it("records a sign-in after its code, with the browser's device, for admins and sub-admins", async () => {
    const token = await adminFromMac();
    const { accessToken: subAdmin } = await signIn('subadmin@demo.test');
    const page = await activity(subAdmin);
    expect(page.status).toBe(200);
    const admin = page.body.records.find((r) => r.actorId === 'USR-0001');
    expect(admin).toMatchObject({
      kind: 'sign-in',
      action: 'signedIn',
      device: 'Chrome on macOS',
      detail: '',
    });
    // Newest first: the sub-admin signed in last.
    expect(page.body.records[0]).toMatchObject({ actorId: 'USR-0002', action: 'signedIn' });
    expect((await activity(token)).status).toBe(200);
  });

  it('does not record a password that was refused, nor a sign-in waiting for its code', async () => {
    const { token } = await preMfa('finance@demo.test');
    expect(token).toBeTruthy();
    const { accessToken } = await signIn('admin@demo.test');
    const records = (await activity(accessToken)).body.records;
    expect(records.map((r) => r.actorId)).toEqual(['USR-0001']);
  });

  it("records a role change with the member's old and new role, and filters by kind and person", async () => {
    const { accessToken } = await signIn('admin@demo.test');
    const member = await call<{ member: { name: string } }>('/v1/boom/auth/team/user/USR-0005', {
      bearer: accessToken,
    });
    const changed = await call(changeTeamRole.path, {
      method: 'PUT',
      bearer: accessToken,
      body: { modifyUserReferenceID: 'USR-0005', role: 'accountant' },
    });
    expect(changed.status).toBe(200);
    await post(suspendTeamMember.path, {
      bearer: accessToken,
      body: { userID: 'USR-0005', reason: ' Left the company ' },
    });
    const all = (await activity(accessToken)).body.records;
    expect(all.map((r) => r.action)).toEqual(['memberSuspended', 'roleChanged', 'signedIn']);
    expect(all[1]).toMatchObject({
      kind: 'team',
      actorId: 'USR-0001',
      detail: `${member.body.member.name}: General → Accountant`,
    });
    expect(all[0]?.detail).toBe(`${member.body.member.name}: Left the company`);

    const signIns = (await activity(accessToken, '?kind=sign-in')).body.records;
    expect(signIns.map((r) => r.action)).toEqual(['signedIn']);
    const { accessToken: subAdmin } = await signIn('subadmin@demo.test');
    const byAdmin = (await activity(subAdmin, '?person=USR-0001')).body.records;
    expect(byAdmin.map((r) => r.action)).toEqual(['memberSuspended', 'roleChanged', 'signedIn']);
  });

  it('does not record a refused call', async () => {
    const { accessToken } = await signIn('subadmin@demo.test');
    // A sub-admin may not make an admin.
    const refused = await call(changeTeamRole.path, {
      method: 'PUT',
      bearer: accessToken,
      body: { modifyUserReferenceID: 'USR-0005', role: 'admin' },
    });
    expect(refused.status).toBe(403);
    expect((await activity(accessToken, '?kind=team')).body.records).toEqual([]);
  });

  it('pages newest first by the last record shown', async () => {
    for (let i = 0; i < 3; i += 1) await signIn('admin@demo.test');
    const { accessToken } = await signIn('admin@demo.test');
    const first = await activity(accessToken, '?pageSize=3');
    expect(first.body.records).toHaveLength(3);
    expect(first.body.nextBefore).toBe(first.body.records[2]?.id);
    const next = await activity(accessToken, `?pageSize=3&before=${first.body.nextBefore}`);
    expect(next.body.records).toHaveLength(1);
    expect(next.body.nextBefore).toBeNull();
    const ids = [...first.body.records, ...next.body.records].map((r) => r.id);
    expect(new Set(ids).size).toBe(4);
    expect(ids).toEqual(ids.toSorted().toReversed());
  });

  it('refuses a page size outside 1 to 100 and an unknown kind with INVALID_PARAM_ERROR', async () => {
    const { accessToken } = await signIn('admin@demo.test');
    for (const query of ['?pageSize=0', '?pageSize=101', '?kind=coffee'])
      expect((await activity(accessToken, query)).body).toMatchObject({
        code: 'INVALID_PARAM_ERROR',
      });
  });

  it('keeps no secret: no password, code or token in what it stores or answers', async () => {
    const { accessToken } = await signIn('admin@demo.test');
    const newPassword = 'Another@Pass9';
    const changed = await post(changePassword.path, {
      bearer: accessToken,
      body: { currentPassword: DEMO_PASSWORD, newPassword },
    });
    expect(changed.status).toBe(200);
    const page = await activity(accessToken);
    expect(page.body.records.map((r) => r.action)).toEqual(['passwordChanged', 'signedIn']);
    const kept = JSON.stringify(activityStore.raw()) + JSON.stringify(page.body);
    for (const secret of [DEMO_PASSWORD, newPassword, '123456', accessToken])
      expect(kept).not.toContain(secret);
    expect(kept).not.toMatch(/eyJ/);
  });

  it('records money sent with its amount in micros, once for a call replayed with its key', async () => {
    const { accessToken } = await signIn('admin@demo.test');
    const [from, to] = ['Main account', 'Payroll'].map((name) =>
      bank.accounts().find((a) => a.accountName === name),
    ) as [Account, Account];
    const amount = 321_090_000;
    const otpReferenceID = await payoutReference(accessToken, {
      purpose: 'transfer',
      subject: from.accountNumber,
      payee: to.accountNumber,
      amount,
      currency: 'SGD',
    });
    const body = {
      sellAccount: from.accountNumber,
      sellAmount: amount,
      buyAccount: to.accountNumber,
      buyAmount: amount,
      rate: 1_000_000,
      otpReferenceID,
    };
    for (let i = 0; i < 2; i += 1)
      expect((await moneyPost(submitTransfer.path, accessToken, body, 'same-key')).status).toBe(
        200,
      );
    const money = (await activity(accessToken, '?kind=money')).body.records;
    expect(money).toEqual([
      expect.objectContaining({
        action: 'moneySent',
        detail: 'Internal transfer to Payroll',
        amount: { micros: amount, currency: 'SGD' },
      }),
    ]);
  });

  it("keeps a call's answer when its record fails, and says so in the console", async () => {
    const { accessToken } = await signIn('admin@demo.test');
    const recorder = ACTIVITY_RECORDERS['team.unsuspend'];
    if (!recorder) throw new Error('team.unsuspend is recorded');
    const broken = vi.spyOn(recorder, 'describe').mockImplementation(() => {
      throw new Error('a bug in a describer');
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const answer = await post(unsuspendTeamMember.path, {
        bearer: accessToken,
        body: { userID: 'USR-0006' },
      });
      expect(answer.status).toBe(200);
      expect(logged).toHaveBeenCalledWith(
        'mock bank: the activity of team.unsuspend was not recorded',
        expect.any(Error),
      );
      expect((await activity(accessToken, '?kind=team')).body.records).toEqual([]);
    } finally {
      broken.mockRestore();
      logged.mockRestore();
    }
  });
});
