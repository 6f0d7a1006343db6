import { invite, listInvitations, listTeam } from '../../../shared/contracts/team';
import { call, post } from '../../testingCalls';
import type { Examples } from './example';

export const TEAM_EXAMPLES: Examples = {
  'team.list': () => ({
    query: { pageSize: '10', suspended: 'false', sortKeys: 'name', sortOrders: 'asc' },
  }),
  // The ids as the list gives them, past its first page.
  'team.page': async (f) => {
    const { body } = await call<{ ids: string[] }>(`${listTeam.path}?pageSize=1`, {
      bearer: f.token,
    });
    return { body: { ids: body.ids.slice(1, 4) } };
  },

  // --- A member: detail, role, suspension (issue 24, people) ---
  // general@demo.test (USR-0005) and the scenario's suspended user (USR-0006).
  'team.member': () => ({ params: { id: 'USR-0005' } }),
  'team.role': () => ({ body: { modifyUserReferenceID: 'USR-0005', role: 'accountant' } }),
  'team.suspend': () => ({ body: { userID: 'USR-0005', reason: 'Left the company' } }),
  'team.unsuspend': () => ({ body: { userID: 'USR-0006' } }),
  'team.invite': () => ({
    body: {
      invitations: [
        { email: 'new.hire@example.com', role: 'finance' },
        { email: 'admin@demo.test', role: 'general' },
      ],
    },
  }),
  'team.invitePending': () => ({}),
  'team.invitations': () => ({ query: { pageSize: '10', status: 'pending' } }),
  'team.invitationsPage': async (f) => {
    const { body } = await call<{ ids: string[] }>(`${listInvitations.path}?pageSize=1`, {
      bearer: f.token,
    });
    return { body: { ids: body.ids } };
  },
  // An invitation of its own, revoked while pending.
  'team.inviteUpdate': async (f) => {
    await post(invite.path, {
      bearer: f.token,
      body: { invitations: [{ email: 'to.revoke@example.com', role: 'general' }] },
    });
    const { body } = await call<{ firstPageResults: { id: string; email: string }[] }>(
      `${listInvitations.path}?status=pending`,
      { bearer: f.token },
    );
    const id = body.firstPageResults.find((i) => i.email === 'to.revoke@example.com')?.id ?? '';
    return { body: { id, status: 'revoked' } };
  },
  // The seeded invitation whose code expired (late@demo.test): sent again.
  'team.inviteResend': () => ({ body: { id: 'INV-0002' } }),
  'team.sorted': () => ({}),

  // --- The team at a glance (issue 24: the approval-policy form) ---
  'team.overview': () => ({}),
};
