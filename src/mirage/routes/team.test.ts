import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TeamMember } from '../../shared/domain/team';
import { call, type NodeBank, post, signIn, startNodeBank } from '../testingNode';

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
