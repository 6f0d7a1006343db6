import type { Server } from 'miragejs';
import type { TeamMember } from '../../shared/domain/profile';
import { ADMIN_ROLES } from '../../shared/domain/roles';
import type { Bank } from '../bank';
import { currentSecret } from '../rules/authenticator';
import { BankError } from '../types';

/** The signed-in user's profile, and the team list (admin and sub-admin only). */
export function profileRoutes(this: Server, bank: Bank): void {
  this.get(
    '/v1/boom/auth/user/profile',
    bank.handle((req) => {
      const { user } = bank.authorize(req);
      return { ...user.profile, authenticatorAppPreference: currentSecret(user) !== null };
    }),
  );

  const team = (): TeamMember[] => [
    ...bank.scenario.users.map((u) => ({ userReferenceID: u.userReferenceID, name: u.profile.name, email: u.email, role: u.role, suspended: u.suspended })),
    ...bank.scenario.otherMembers,
  ].map(({ suspended, ...m }) => ({ ...m, status: suspended ? 'suspended' : 'active' }));

  this.get(
    '/v1/boom/auth/team/all',
    bank.handle((req) => {
      bank.authorize(req, ADMIN_ROLES);
      const size = Number(req.query.pageSize ?? 10);
      if (!Number.isInteger(size) || size < 1 || size > 100) throw new BankError(400, 'INVALID_PARAMETER', 'pageSize must be 1 to 100.');
      const all = team();
      return { firstPageResults: all.slice(0, size), ids: all.map((m) => m.userReferenceID) };
    }),
  );

  this.post(
    '/v1/boom/auth/team/all/paging',
    bank.handle((req) => {
      bank.authorize(req, ADMIN_ROLES);
      const ids = Array.isArray(req.body.ids) ? req.body.ids : [];
      const all = team();
      return { results: ids.flatMap((id) => all.filter((m) => m.userReferenceID === id)) };
    }),
  );
}
