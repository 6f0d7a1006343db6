import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TeamMember } from '../../shared/domain/team';
import {
  call,
  claimsOf,
  loginAs,
  type NodeBank,
  post,
  restartNodeBank,
  signIn,
  startNodeBank,
} from '../testingNode';

let bank: NodeBank;
beforeEach(async () => {
  bank = await startNodeBank();
});
afterEach(() => bank.shutdown());

type FirstPage = { firstPageResults: TeamMember[]; ids: string[] };

describe('team list', () => {
  it('refuses the team list to the general role with NO_PERMISSION_API', async () => {
    const { accessToken } = await signIn('general@demo.test');
    expect(await call('/v1/boom/auth/team/all?pageSize=10', { bearer: accessToken })).toMatchObject(
      { status: 403, body: { code: 'NO_PERMISSION_API' } },
    );
    expect(
      (
        await post('/v1/boom/auth/team/all/paging', {
          bearer: accessToken,
          body: { ids: ['USR-0001'] },
        })
      ).status,
    ).toBe(403);
  });

  it('refuses it to the accountant and finance roles too', async () => {
    for (const email of ['accountant@demo.test', 'finance@demo.test']) {
      const { accessToken } = await signIn(email);
      expect(
        (await call('/v1/boom/auth/team/all?pageSize=10', { bearer: accessToken })).body,
      ).toMatchObject({ code: 'NO_PERMISSION_API' });
    }
  });

  it('gives admins the first page of 10 plus all 15 ids, then pages by ids', async () => {
    const { accessToken } = await signIn('subadmin@demo.test');
    const first = await call<FirstPage>('/v1/boom/auth/team/all?pageSize=10', {
      bearer: accessToken,
    });
    expect(first.body.firstPageResults).toHaveLength(10);
    expect(first.body.ids).toHaveLength(15);
    expect(first.body.firstPageResults[0]).toMatchObject({
      userReferenceID: 'USR-0001',
      email: 'admin@demo.test',
      role: 'admin',
      status: 'active',
    });
    const rest = await post<{ results: TeamMember[] }>('/v1/boom/auth/team/all/paging', {
      bearer: accessToken,
      body: { ids: first.body.ids.slice(10) },
    });
    expect(rest.body.results.map((m) => m.userReferenceID)).toEqual(first.body.ids.slice(10));
  });

  it('filters by suspended and sorts by name', async () => {
    const { accessToken } = await signIn('admin@demo.test');
    const suspended = await call<FirstPage>('/v1/boom/auth/team/all?pageSize=10&suspended=true', {
      bearer: accessToken,
    });
    expect(suspended.body.firstPageResults.map((m) => m.status)).toEqual([
      'suspended',
      'suspended',
    ]);
    const sorted = await call<FirstPage>(
      '/v1/boom/auth/team/all?pageSize=20&sortKeys=name&sortOrders=desc',
      { bearer: accessToken },
    );
    const names = sorted.body.firstPageResults.map((m) => m.name);
    expect(names).toEqual(names.toSorted((a, b) => b.localeCompare(a)));
  });

  it('refuses a page size out of range, an unknown sort key or too many ids with INVALID_PARAM_ERROR naming the field', async () => {
    const { accessToken } = await signIn('admin@demo.test');
    for (const query of ['pageSize=0', 'pageSize=101', 'pageSize=ten']) {
      expect(
        (await call(`/v1/boom/auth/team/all?${query}`, { bearer: accessToken })).body,
      ).toMatchObject({ code: 'INVALID_PARAM_ERROR', field: 'pageSize' });
    }
    expect(
      (await call('/v1/boom/auth/team/all?sortKeys=salary', { bearer: accessToken })).body,
    ).toMatchObject({ code: 'INVALID_PARAM_ERROR', field: 'sortKeys' });
    const ids = Array.from({ length: 101 }, (_, i) => `USR-${i}`);
    expect(
      (await post('/v1/boom/auth/team/all/paging', { bearer: accessToken, body: { ids } })).body,
    ).toMatchObject({ code: 'INVALID_PARAM_ERROR', field: 'ids' });
  });

  it('sorts by the first of several keys', async () => {
    const { accessToken } = await signIn('admin@demo.test');
    const sorted = await call<FirstPage>(
      '/v1/boom/auth/team/all?pageSize=20&sortKeys=email,name&sortOrders=asc,desc',
      { bearer: accessToken },
    );
    const emails = sorted.body.firstPageResults.map((m) => m.email);
    expect(emails).toEqual(emails.toSorted((a, b) => a.localeCompare(b)));
  });
});

// --- A member: detail, role, suspension (issue 24, people) ---

type Detail = {
  member: TeamMember & {
    suspension?: { reason: string; suspendedAt: string; suspendedBy: string };
  };
};
const idOf = async (email: string) => claimsOf((await signIn(email)).accessToken).sub;
const setRole = (bearer: string, modifyUserReferenceID: string, role: string) =>
  call<Detail>('/v1/boom/auth/team/role', {
    method: 'PUT',
    bearer,
    body: { modifyUserReferenceID, role },
  });
const suspendUser = (bearer: string, userID: string, reason = 'Left the company') =>
  post<Detail>('/v1/boom/auth/suspend-user', { bearer, body: { userID, reason } });
const unsuspendUser = (bearer: string, userID: string) =>
  post<Detail>('/v1/boom/auth/unsuspend-user', { bearer, body: { userID } });

describe('a member: detail, role and suspension', () => {
  it('refuses the detail, role change and suspension to the other roles with NO_PERMISSION_API', async () => {
    const target = await idOf('general@demo.test');
    for (const email of ['finance@demo.test', 'accountant@demo.test', 'general@demo.test']) {
      const { accessToken } = await signIn(email);
      for (const answer of [
        await call(`/v1/boom/auth/team/user/${target}`, { bearer: accessToken }),
        await setRole(accessToken, target, 'finance'),
        await suspendUser(accessToken, target),
        await unsuspendUser(accessToken, target),
      ])
        expect(answer).toMatchObject({ status: 403, body: { code: 'NO_PERMISSION_API' } });
    }
  });

  it('answers a member by id, and RESOURCE_NOT_FOUND for an id not in the team', async () => {
    const { accessToken } = await signIn('subadmin@demo.test');
    const target = await idOf('general@demo.test');
    expect(
      await call<Detail>(`/v1/boom/auth/team/user/${target}`, { bearer: accessToken }),
    ).toMatchObject({
      status: 200,
      body: {
        member: {
          userReferenceID: target,
          email: 'general@demo.test',
          role: 'general',
          status: 'active',
        },
      },
    });
    expect(
      (await call('/v1/boom/auth/team/user/USR-9999', { bearer: accessToken })).body,
    ).toMatchObject({ code: 'RESOURCE_NOT_FOUND' });
  });

  it("changes a member's role; the bank applies it at once and their next token carries it", async () => {
    const admin = await signIn('admin@demo.test');
    const general = await signIn('general@demo.test');
    const target = claimsOf(general.accessToken).sub;
    expect((await call('/v1/boom/auth/team/all', { bearer: general.accessToken })).status).toBe(
      403,
    );
    const changed = await setRole(admin.accessToken, target, 'sub-admin');
    expect(changed).toMatchObject({ status: 200, body: { member: { role: 'sub-admin' } } });
    // The bank reads the role on every call; the app's menu follows the role of the next token.
    expect((await call('/v1/boom/auth/team/all', { bearer: general.accessToken })).status).toBe(
      200,
    );
    const next = await post<{ accessToken: string }>('/boom/v2/auth/refresh-token', {
      bearer: general.refreshToken,
    });
    expect(claimsOf(next.body.accessToken).role).toBe('sub-admin');
    expect(claimsOf((await signIn('general@demo.test')).accessToken).role).toBe('sub-admin');
    // It survives a restart of the bank (a page reload).
    bank = await restartNodeBank(bank);
    expect(
      (await call<Detail>(`/v1/boom/auth/team/user/${target}`, { bearer: admin.accessToken })).body
        .member.role,
    ).toBe('sub-admin');
  });

  it('refuses a change of oneself, and a sub-admin touching an admin or making one', async () => {
    const admin = await signIn('admin@demo.test');
    const sub = await signIn('subadmin@demo.test');
    const adminId = claimsOf(admin.accessToken).sub;
    const subId = claimsOf(sub.accessToken).sub;
    const general = await idOf('general@demo.test');
    for (const answer of [
      await setRole(admin.accessToken, adminId, 'finance'),
      await suspendUser(admin.accessToken, adminId),
      await setRole(sub.accessToken, subId, 'admin'),
      await setRole(sub.accessToken, adminId, 'finance'),
      await suspendUser(sub.accessToken, adminId),
      await setRole(sub.accessToken, general, 'admin'),
    ])
      expect(answer).toMatchObject({ status: 403, body: { code: 'NO_PERMISSION_API' } });
    // A sub-admin manages everyone else; an admin may make an admin.
    expect((await setRole(sub.accessToken, general, 'accountant')).status).toBe(200);
    expect((await setRole(admin.accessToken, general, 'admin')).body.member.role).toBe('admin');
  });

  it('suspends with a reason: the session ends, sign-in is refused, a second suspension is USER_ALREADY_SUSPENDED', async () => {
    const admin = await signIn('admin@demo.test');
    const general = await signIn('general@demo.test');
    const target = claimsOf(general.accessToken).sub;
    expect(
      (
        await post('/v1/boom/auth/suspend-user', {
          bearer: admin.accessToken,
          body: { userID: target, reason: '   ' },
        })
      ).body,
    ).toMatchObject({ code: 'INVALID_PARAM_ERROR', field: 'reason' });
    const done = await suspendUser(admin.accessToken, target, 'Left the company');
    expect(done.body.member).toMatchObject({
      status: 'suspended',
      suspension: { reason: 'Left the company', suspendedBy: expect.any(String) as string },
    });
    expect(await suspendUser(admin.accessToken, target)).toMatchObject({
      status: 400,
      body: { code: 'USER_ALREADY_SUSPENDED' },
    });
    // Their tokens stop working and they cannot sign in again.
    expect(
      (await call('/v1/boom/auth/user/profile', { bearer: general.accessToken })).body,
    ).toMatchObject({ code: 'SUSPENDED_ACCOUNT' });
    expect(
      (await post('/boom/v2/auth/refresh-token', { bearer: general.refreshToken })).status,
    ).toBe(401);
    expect((await loginAs('general@demo.test')).body).toMatchObject({
      code: 'SUSPENDED_ACCOUNT',
      description: 'Your account has been suspended.',
    });
    // Listed as suspended; unsuspended, they sign in again.
    const list = await call<FirstPage>('/v1/boom/auth/team/all?pageSize=20&suspended=true', {
      bearer: admin.accessToken,
    });
    expect(list.body.ids).toContain(target);
    expect((await unsuspendUser(admin.accessToken, target)).body.member.status).toBe('active');
    expect(await unsuspendUser(admin.accessToken, target)).toMatchObject({
      status: 400,
      body: { code: 'INVALID_PARAM_ERROR' },
    });
    expect(claimsOf((await signIn('general@demo.test')).accessToken).sub).toBe(target);
  });

  it("reactivates the scenario's suspended user, who then signs in", async () => {
    const admin = await signIn('admin@demo.test');
    expect((await loginAs('suspended@demo.test')).body).toMatchObject({
      code: 'SUSPENDED_ACCOUNT',
    });
    const suspended = await call<FirstPage>('/v1/boom/auth/team/all?pageSize=20&suspended=true', {
      bearer: admin.accessToken,
    });
    const user = suspended.body.firstPageResults.find((m) => m.email === 'suspended@demo.test');
    expect((await unsuspendUser(admin.accessToken, user?.userReferenceID ?? '')).status).toBe(200);
    expect((await signIn('suspended@demo.test')).accessToken).toEqual(expect.any(String));
  });
});
