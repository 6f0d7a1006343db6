import {
  changeTeamRole,
  invite,
  listInvitations,
  listTeam,
  pageInvitations,
  pageTeam,
  pendingInvitations,
  resendInvitation,
  sortedTeam,
  suspendTeamMember,
  teamOverview,
  teamMember,
  unsuspendTeamMember,
  updateInvitation,
} from '../../shared/contracts/team';
import {
  closeInvitation,
  invitationsOfCompany,
  inviteMany,
  joinedMembers,
  resendInvitation as resend,
} from '../rules/invitations';
import { corpIdOf, loadApplicants } from '../rules/applicants';
import { TEAM_SORT_KEYS, type TeamMember } from '../../shared/domain/team';
import { ADMIN_ROLES, type Role } from '../../shared/domain/roles';
import type { Bank } from '../bank';
import { route, type ContractRoute, type HandlerInput } from '../contractRoutes';
import { bankNow } from '../rules/bankClock';
import {
  changeRole,
  requireMayManage,
  suspend,
  suspensionOf,
  unsuspend,
  type Changeable,
} from '../rules/teamChanges';
import { BankError } from '../types';

type TeamQuery = HandlerInput<typeof listTeam>['query'];
type SortKey = (typeof TEAM_SORT_KEYS)[number];
const isSortKey = (key: string | undefined): key is SortKey =>
  (TEAM_SORT_KEYS as readonly (string | undefined)[]).includes(key);

function members(bank: Bank): TeamMember[] {
  const { users, otherMembers } = bank.scenario;
  return [
    ...users.map((u) => ({
      userReferenceID: u.userReferenceID,
      name: u.profile.name,
      email: u.email,
      role: u.role,
      suspended: u.suspended,
    })),
    ...otherMembers,
  ]
    .map(({ suspended, ...m }): TeamMember => ({
      ...m,
      status: suspended ? 'suspended' : 'active',
    }))
    .concat(joinedMembers(bank.scenario, bank.joinedMembers()));
}

/** The query of GET team/all: filter by suspended, sort by the first key (spec-3 §7 Team). */
function listed(bank: Bank, query: TeamQuery): TeamMember[] {
  let list = members(bank);
  if (query.suspended) {
    const wanted = query.suspended === 'true';
    list = list.filter((m) => (m.status === 'suspended') === wanted);
  }
  // The contract admits only the sort keys and orders there are.
  const key = query.sortKeys?.split(',')[0];
  if (isSortKey(key)) {
    const direction = query.sortOrders?.startsWith('desc') ? -1 : 1;
    list = list.toSorted((a, b) => a[key].localeCompare(b[key]) * direction);
  }
  return list;
}

/**
 * The read-only team list, for admin and sub-admin only: the first page plus every id, then the
 * rest page by page by ids (contracts: src/shared/contracts/profile.ts).
 */
export function teamHandlers(bank: Bank): ContractRoute[] {
  return [
    route(listTeam, ({ req, query }) => {
      bank.authorize(req, ADMIN_ROLES);
      const all = listed(bank, query);
      return {
        firstPageResults: all.slice(0, query.pageSize ?? 10),
        ids: all.map((m) => m.userReferenceID),
      };
    }),

    route(pageTeam, ({ req, body }) => {
      bank.authorize(req, ADMIN_ROLES);
      const byId = new Map(members(bank).map((m) => [m.userReferenceID, m]));
      // In the order asked for; unknown ids are left out, as a real paging call would.
      return { results: body.ids.flatMap((id) => byId.get(id) ?? []) };
    }),

    ...memberHandlers(bank),
    ...invitationHandlers(bank),
    ...sortedTeamHandlers(bank),
    ...teamOverviewHandlers(bank),
  ];
}

// --- A member: detail, role, suspension (issue 24, people) ---

function teamMemberOf(bank: Bank, id: string): Changeable {
  const target = bank.team().find((m) => m.userReferenceID === id);
  if (!target)
    throw new BankError(404, 'RESOURCE_NOT_FOUND', 'There is no such member in your team.');
  return target;
}

/** A member as the detail shows them: the listed fields and, when suspended, why, when, by whom. */
function detailOf(bank: Bank, id: string) {
  // Who joined by an invitation is found too, whether or not the list shows them yet.
  const joined = bank.joinedMembers().map((u): TeamMember => ({
    userReferenceID: u.userReferenceID,
    name: u.profile.name,
    email: u.email,
    role: u.role,
    status: u.suspended ? 'suspended' : 'active',
  }));
  const everyone = [...members(bank), ...joined];
  const member = everyone.find((m) => m.userReferenceID === id);
  if (!member)
    throw new BankError(404, 'RESOURCE_NOT_FOUND', 'There is no such member in your team.');
  const suspension = member.status === 'suspended' ? suspensionOf(id) : null;
  const by = suspension && everyone.find((m) => m.userReferenceID === suspension.by);
  return {
    member: {
      ...member,
      ...(suspension
        ? {
            suspension: {
              reason: suspension.reason,
              suspendedAt: new Date(suspension.at).toISOString(),
              suspendedBy: by ? by.name : suspension.by,
            },
          }
        : {}),
    },
  };
}

/**
 * One member's detail, role and suspension (docs/decisions/team.md): admin and sub-admin only;
 * nobody changes themself; only an admin touches an admin or makes one.
 */
function memberHandlers(bank: Bank): ContractRoute[] {
  return [
    route(teamMember, ({ req, params }) => {
      bank.authorize(req, ADMIN_ROLES);
      return detailOf(bank, params.id);
    }),

    route(changeTeamRole, ({ req, body }) => {
      const { user } = bank.authorize(req, ADMIN_ROLES);
      const target = teamMemberOf(bank, body.modifyUserReferenceID);
      requireMayManage(user, target, body.role);
      changeRole(target, body.role);
      return detailOf(bank, target.userReferenceID);
    }),

    route(suspendTeamMember, ({ req, body }) => {
      const { user } = bank.authorize(req, ADMIN_ROLES);
      const target = teamMemberOf(bank, body.userID);
      requireMayManage(user, target);
      suspend(target, body.reason.trim(), user.userReferenceID, bankNow());
      return detailOf(bank, target.userReferenceID);
    }),

    route(unsuspendTeamMember, ({ req, body }) => {
      const { user } = bank.authorize(req, ADMIN_ROLES);
      const target = teamMemberOf(bank, body.userID);
      requireMayManage(user, target);
      unsuspend(target);
      return detailOf(bank, target.userReferenceID);
    }),
  ];
}

// --- Invitations (spec-3 §4 Invitations, §7 Team; docs/decisions/team.md 'Invitations') ---

/** The company of the admin calling, for the invitations: its id and name. */
function companyOf(bank: Bank, req: Parameters<Bank['authorize']>[0]) {
  const { user } = bank.authorize(req, ADMIN_ROLES);
  const corpID = corpIdOf(user, bank.scenario);
  const name =
    corpID === bank.scenario.company.corpID
      ? bank.scenario.company.name
      : (loadApplicants(bank.scenario).applications[corpID]?.companyName ?? '');
  return { corpID, name };
}

function invitationHandlers(bank: Bank): ContractRoute[] {
  const listedInvitations = (corpID: string) =>
    invitationsOfCompany(loadApplicants(bank.scenario), corpID);
  return [
    route(invite, ({ req, body }) => {
      const company = companyOf(bank, req);
      return inviteMany(bank.scenario, bank.allUsers(), company, body.invitations);
    }),

    route(pendingInvitations, ({ req }) => {
      const { corpID } = companyOf(bank, req);
      const open = listedInvitations(corpID).filter(
        (i) => i.status === 'pending' || i.status === 'expired',
      );
      return { pendingList: open };
    }),

    route(listInvitations, ({ req, query }) => {
      const { corpID } = companyOf(bank, req);
      let all = listedInvitations(corpID);
      if (query.status) all = all.filter((i) => i.status === query.status);
      if (query.sortOrders === 'asc') all = all.toReversed();
      return {
        firstPageResults: all.slice(0, query.pageSize ?? 10),
        ids: all.map((i) => i.id),
      };
    }),

    route(pageInvitations, ({ req, body }) => {
      const { corpID } = companyOf(bank, req);
      const byId = new Map(listedInvitations(corpID).map((i) => [i.id, i]));
      return { results: body.ids.flatMap((id) => byId.get(id) ?? []) };
    }),

    route(updateInvitation, ({ req, body }) => {
      const { corpID } = companyOf(bank, req);
      return closeInvitation(bank.scenario, corpID, body.id, body.status);
    }),

    route(resendInvitation, ({ req, body }) =>
      resend(bank.scenario, companyOf(bank, req), body.id),
    ),
  ];
}

// --- The whole team by name (issue 24, the activity log's person filter) ---

/** docs/decisions/activity.md 'The sorted team': every member, by name, in one answer. */
function sortedTeamHandlers(bank: Bank): ContractRoute[] {
  return [
    route(sortedTeam, ({ req }) => {
      bank.authorize(req, ADMIN_ROLES);
      return { members: members(bank).toSorted((a, b) => a.name.localeCompare(b.name)) };
    }),
  ];
}

// --- The team at a glance (issue 24: the approval-policy form shows who each role includes) ---

/** GET /v1/boom/auth/team: every member, the open invitations, and the members by role. */
function teamOverviewHandlers(bank: Bank): ContractRoute[] {
  return [
    route(teamOverview, ({ req }) => {
      const { corpID } = companyOf(bank, req);
      const teamList = members(bank);
      const ofRole = (role: Role) => teamList.filter((m) => m.role === role);
      return {
        teamList,
        pendingList: invitationsOfCompany(loadApplicants(bank.scenario), corpID).filter(
          (i) => i.status === 'pending' || i.status === 'expired',
        ),
        usersByRole: {
          admin: ofRole('admin'),
          'sub-admin': ofRole('sub-admin'),
          finance: ofRole('finance'),
          accountant: ofRole('accountant'),
          general: ofRole('general'),
        },
      };
    }),
  ];
}
