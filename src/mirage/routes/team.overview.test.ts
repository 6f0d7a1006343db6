import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TeamMember } from '../../shared/domain/team';
import { call, type NodeBank, post, signIn, startNodeBank } from '../testingNode';

let bank: NodeBank;
beforeEach(async () => {
  bank = await startNodeBank();
});
afterEach(() => bank.shutdown());

type Overview = {
  teamList: TeamMember[];
  pendingList: { email: string; status: string }[];
  usersByRole: Record<string, TeamMember[]>;
  code?: string;
};
const overview = (bearer: string) => call<Overview>('/v1/boom/auth/team', { bearer });

describe('team overview (GET /v1/boom/auth/team)', () => {
  it('gives every member, the open invitations and the members of each role, suspensions included', async () => {
    const { accessToken } = await signIn('admin@demo.test');
    const answer = await overview(accessToken);
    expect(answer.status).toBe(200);
    const { teamList, usersByRole } = answer.body;
    expect(Object.keys(usersByRole).toSorted()).toEqual(
      ['accountant', 'admin', 'finance', 'general', 'sub-admin'].toSorted(),
    );
    expect(Object.values(usersByRole).flat().length).toBe(teamList.length);
    expect(usersByRole['sub-admin']?.map((m) => m.status)).toEqual(['active', 'active']);
    const subAdmin = usersByRole['sub-admin']?.[1]?.userReferenceID ?? '';
    await post('/v1/boom/auth/suspend-user', {
      bearer: accessToken,
      body: { userID: subAdmin, reason: 'Left' },
    });
    const after = (await overview(accessToken)).body.usersByRole['sub-admin'];
    expect(after?.find((m) => m.userReferenceID === subAdmin)?.status).toBe('suspended');
    await post('/v1/boom/auth/invite', {
      bearer: accessToken,
      body: { invitations: [{ email: 'new.hire@example.com', role: 'accountant' }] },
    });
    expect((await overview(accessToken)).body.pendingList.map((i) => i.email)).toContain(
      'new.hire@example.com',
    );
  });

  it('refuses finance, accountant and general with NO_PERMISSION_API', async () => {
    for (const email of ['finance@demo.test', 'accountant@demo.test', 'general@demo.test']) {
      const { accessToken } = await signIn(email);
      expect((await overview(accessToken)).body.code).toBe('NO_PERMISSION_API');
    }
  });
});
