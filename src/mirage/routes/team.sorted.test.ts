import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeTeamRole, sortedTeam } from '../../shared/contracts/team';
import type { TeamMember } from '../../shared/domain/team';
import { call, type NodeBank, signIn, startNodeBank } from '../testingNode';

let bank: NodeBank;
beforeEach(async () => {
  bank = await startNodeBank();
});
afterEach(() => bank.shutdown());

describe('the sorted team (team.sorted)', () => {
  it('refuses finance, accountant and general with NO_PERMISSION_API', async () => {
    for (const email of ['finance@demo.test', 'accountant@demo.test', 'general@demo.test']) {
      const { accessToken } = await signIn(email);
      expect(await call(sortedTeam.path, { bearer: accessToken })).toMatchObject({
        status: 403,
        body: { code: 'NO_PERMISSION_API' },
      });
    }
  });

  it('answers every member sorted by name, with role and status, as changed', async () => {
    const { accessToken } = await signIn('subadmin@demo.test');
    await call(changeTeamRole.path, {
      method: 'PUT',
      bearer: accessToken,
      body: { modifyUserReferenceID: 'USR-0005', role: 'accountant' },
    });
    const { status, body } = await call<{ members: TeamMember[] }>(sortedTeam.path, {
      bearer: accessToken,
    });
    expect(status).toBe(200);
    expect(body.members).toHaveLength(15);
    const names = body.members.map((m) => m.name);
    expect(names).toEqual(names.toSorted((a, b) => a.localeCompare(b)));
    expect(body.members.find((m) => m.userReferenceID === 'USR-0005')?.role).toBe('accountant');
    expect(body.members.filter((m) => m.status === 'suspended')).toHaveLength(2);
  });
});
