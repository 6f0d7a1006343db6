import type { TeamMember } from '../../shared/domain/profile';
import { ADMIN_ROLES } from '../../shared/domain/roles';
import type { Bank, BankRequest } from '../bank';
import type { BankRouter } from '../router';
import { BankError } from '../types';

const SORT_KEYS = ['name', 'email', 'role', 'status'] as const;
type SortKey = (typeof SORT_KEYS)[number];
const isSortKey = (key: string): key is SortKey => (SORT_KEYS as readonly string[]).includes(key);

function members(bank: Bank): TeamMember[] {
  const { users, otherMembers } = bank.scenario;
  return [
    ...users.map((u) => ({ userReferenceID: u.userReferenceID, name: u.profile.name, email: u.email, role: u.role, suspended: u.suspended })),
    ...otherMembers,
  ].map(({ suspended, ...m }) => ({ ...m, status: suspended ? 'suspended' : 'active' }));
}

/** The query of GET team/all: filter by suspended, sort by one key (spec-3 §7 Team). */
function listed(bank: Bank, req: BankRequest): TeamMember[] {
  let list = members(bank);
  if (req.query.suspended === 'true' || req.query.suspended === 'false') {
    const wanted = req.query.suspended === 'true' ? 'suspended' : 'active';
    list = list.filter((m) => m.status === wanted);
  }
  const key = (req.query.sortKeys ?? '').split(',')[0] ?? '';
  if (key) {
    if (!isSortKey(key)) throw new BankError(400, 'INVALID_PARAMETER', `The team cannot be sorted by ${key}.`);
    const direction = (req.query.sortOrders ?? '').toLowerCase().startsWith('desc') ? -1 : 1;
    list = list.toSorted((a, b) => a[key].localeCompare(b[key]) * direction);
  }
  return list;
}

/**
 * The read-only team list, for admin and sub-admin only: the first page plus every id, then the
 * rest page by page by ids.
 */
export function teamRoutes(router: BankRouter, bank: Bank): void {
  router.get(
    '/v1/boom/auth/team/all',
    (req) => {
      bank.authorize(req, ADMIN_ROLES);
      const size = Number(req.query.pageSize ?? 10);
      if (!Number.isInteger(size) || size < 1 || size > 100) throw new BankError(400, 'INVALID_PARAMETER', 'pageSize must be a whole number from 1 to 100.');
      const all = listed(bank, req);
      return { firstPageResults: all.slice(0, size), ids: all.map((m) => m.userReferenceID) };
    },
  );

  router.post(
    '/v1/boom/auth/team/all/paging',
    (req) => {
      bank.authorize(req, ADMIN_ROLES);
      const ids: unknown[] = Array.isArray(req.body.ids) ? req.body.ids : [];
      if (ids.length > 100) throw new BankError(400, 'INVALID_PARAMETER', 'At most 100 ids can be asked for at once.');
      const byId = new Map(members(bank).map((m) => [m.userReferenceID, m]));
      // In the order asked for; unknown ids are left out, as a real paging call would.
      return { results: ids.flatMap((id) => (typeof id === 'string' ? (byId.get(id) ?? []) : [])) };
    },
  );
}
