import * as z from 'zod/mini';
import { SORT_ORDERS, TEAM_MEMBER_STATUSES, TEAM_SORT_KEYS } from '../domain/team';
import { ROLES } from '../domain/roles';
import {
  INVITABLE_ROLES,
  INVITATION_STATUSES,
  MAX_INVITES_PER_REQUEST,
} from '../domain/invitations';
import { MAX_PAGING_IDS } from '../domain/transactions';
import { ACCESS_ERRORS, defineContract } from './contract';
import { MAX_FREE_TEXT, requiredReferenceField, requiredTextField } from './fields';

/**
 * spec-3 §7 Team: the company's people. Who may read the team (admin and sub-admin) stays with the
 * bank and answers NO_PERMISSION_API. Invitations are accepted through sign-up (signUp.ts).
 */

export const teamMemberSchema = z.object({
  userReferenceID: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  status: z.enum(TEAM_MEMBER_STATUSES),
});

/** A comma list of `values`, e.g. 'name,email' (the bank sorts by the first). */
const commaList = (values: readonly string[]) => {
  const one = `(?:${values.join('|')})`;
  return z.optional(
    z.string().check(z.maxLength(MAX_FREE_TEXT), z.regex(new RegExp(`^${one}(?:,${one})*$`))),
  );
};

const TEAM_ERRORS = [...ACCESS_ERRORS, 'NO_PERMISSION_API', 'INVALID_PARAM_ERROR'] as const;

export const listTeam = defineContract({
  id: 'team.list',
  method: 'GET',
  path: '/v1/boom/auth/team/all',
  summary:
    'spec-3 §7 Team: the first page of members (10 unless ?pageSize says) and every id; ?suspended filters, ?sortKeys and ?sortOrders sort; admin and sub-admin only',
  auth: 'bearer',
  query: z.object({
    // The query carries text: a whole number from 1 to MAX_PAGING_IDS.
    pageSize: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(MAX_PAGING_IDS))),
    suspended: z.optional(z.enum(['true', 'false'])),
    sortKeys: commaList(TEAM_SORT_KEYS),
    sortOrders: commaList(SORT_ORDERS),
  }),
  answer: z.object({ firstPageResults: z.array(teamMemberSchema), ids: z.array(z.string()) }),
  errors: TEAM_ERRORS,
});

export const pageTeam = defineContract({
  id: 'team.page',
  method: 'POST',
  path: '/v1/boom/auth/team/all/paging',
  summary:
    'spec-3 §7 Team: the members of the given ids, in that order (unknown ids are left out); admin and sub-admin only',
  auth: 'bearer',
  body: z.object({
    ids: z.array(z.string().check(z.maxLength(MAX_FREE_TEXT))).check(z.maxLength(MAX_PAGING_IDS)),
  }),
  answer: z.object({ results: z.array(teamMemberSchema) }),
  errors: TEAM_ERRORS,
});

// --- A member: detail, role, suspension (issue 24, people) ---

/** One member as the detail shows them: with why and when they were suspended, when they are. */
export const teamMemberDetailSchema = z.extend(teamMemberSchema, {
  suspension: z.optional(
    z.object({ reason: z.string(), suspendedAt: z.string(), suspendedBy: z.string() }),
  ),
});

const MEMBER_ERRORS = [...TEAM_ERRORS, 'RESOURCE_NOT_FOUND'] as const;
/** A suspension's reason: shown to the other admins, so short plain text. */
export const SUSPEND_REASON_MAX = 200;

export const teamMember = defineContract({
  id: 'team.member',
  method: 'GET',
  path: '/v1/boom/auth/team/user/:id',
  summary:
    'spec-3 §7 Team: one member by userReferenceID, with their suspension (reason, when, by whom); admin and sub-admin only',
  auth: 'bearer',
  params: z.object({ id: requiredReferenceField }),
  answer: z.object({ member: teamMemberDetailSchema }),
  errors: MEMBER_ERRORS,
});

export const changeTeamRole = defineContract({
  id: 'team.role',
  method: 'PUT',
  path: '/v1/boom/auth/team/role',
  summary:
    "spec-3 §7 Team: change a member's role (their menu and routes follow at their next token); never one's own; only an admin touches an admin or makes one",
  auth: 'bearer',
  body: z.object({ modifyUserReferenceID: requiredReferenceField, role: z.enum(ROLES) }),
  answer: z.object({ member: teamMemberDetailSchema }),
  errors: MEMBER_ERRORS,
});

export const suspendTeamMember = defineContract({
  id: 'team.suspend',
  method: 'POST',
  path: '/v1/boom/auth/suspend-user',
  summary:
    'spec-3 §7 Team: suspend a member with a reason: they cannot sign in, their tokens stop working and they are never an approver; never oneself',
  auth: 'bearer',
  body: z.object({ userID: requiredReferenceField, reason: requiredTextField(SUSPEND_REASON_MAX) }),
  answer: z.object({ member: teamMemberDetailSchema }),
  errors: [...MEMBER_ERRORS, 'USER_ALREADY_SUSPENDED'],
});

export const unsuspendTeamMember = defineContract({
  id: 'team.unsuspend',
  method: 'POST',
  path: '/v1/boom/auth/unsuspend-user',
  summary: 'spec-3 §7 Team: reactivate a suspended member: they sign in again',
  auth: 'bearer',
  body: z.object({ userID: requiredReferenceField }),
  answer: z.object({ member: teamMemberDetailSchema }),
  errors: MEMBER_ERRORS,
});

export const TEAM_MEMBER_CONTRACTS = [
  teamMember,
  changeTeamRole,
  suspendTeamMember,
  unsuspendTeamMember,
] as const;

// --- Invitations (spec-3 §4 Invitations, §7 Team; docs/decisions/team.md 'Invitations') ---

export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  status: z.enum(INVITATION_STATUSES),
  sentAt: z.string(),
  expiresAt: z.string(),
});

const INVITE_ERRORS = [...TEAM_ERRORS, 'RESOURCE_NOT_FOUND', 'TOO_MANY_REQUEST'] as const;

export const invite = defineContract({
  id: 'team.invite',
  method: 'POST',
  path: '/v1/boom/auth/invite',
  summary:
    'spec-3 §7 Team: invites e-mails with roles (the code e-mailed); answers the e-mails now pending and those already registered (not invited); admin and sub-admin only',
  auth: 'bearer',
  body: z.object({
    invitations: z
      .array(
        z.object({
          email: z.string().check(z.minLength(1), z.maxLength(254)),
          role: z.enum(INVITABLE_ROLES),
        }),
      )
      .check(z.minLength(1), z.maxLength(MAX_INVITES_PER_REQUEST)),
  }),
  answer: z.object({
    pendingEmailList: z.array(z.string()),
    registeredEmailList: z.array(z.string()),
  }),
  errors: INVITE_ERRORS,
});

export const pendingInvitations = defineContract({
  id: 'team.invitePending',
  method: 'GET',
  path: '/v1/boom/auth/invite',
  summary:
    "spec-3 §3 Team 'pendingList': the invitations still open (pending, or expired and renewable), newest first, for People; admin and sub-admin only",
  auth: 'bearer',
  answer: z.object({ pendingList: z.array(invitationSchema) }),
  errors: TEAM_ERRORS,
});

export const listInvitations = defineContract({
  id: 'team.invitations',
  method: 'GET',
  path: '/v1/boom/auth/invite/all',
  summary:
    "spec-3 §7 Team: the company's invitations, newest first: the first page (10 unless ?pageSize says) and every id; ?status filters; admin and sub-admin only",
  auth: 'bearer',
  query: z.object({
    pageSize: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(MAX_PAGING_IDS))),
    status: z.optional(z.enum(INVITATION_STATUSES)),
    sortKeys: z.optional(z.enum(['sentAt'])),
    sortOrders: z.optional(z.enum(SORT_ORDERS)),
  }),
  answer: z.object({ firstPageResults: z.array(invitationSchema), ids: z.array(z.string()) }),
  errors: TEAM_ERRORS,
});

export const pageInvitations = defineContract({
  id: 'team.invitationsPage',
  method: 'POST',
  path: '/v1/boom/auth/invite/all/paging',
  summary:
    'spec-3 §7 Team: the invitations of the given ids, in that order (unknown ids are left out); admin and sub-admin only',
  auth: 'bearer',
  body: z.object({
    ids: z.array(z.string().check(z.maxLength(MAX_FREE_TEXT))).check(z.maxLength(MAX_PAGING_IDS)),
  }),
  answer: z.object({ results: z.array(invitationSchema) }),
  errors: TEAM_ERRORS,
});

export const updateInvitation = defineContract({
  id: 'team.inviteUpdate',
  method: 'POST',
  path: '/v1/boom/auth/invite/update',
  summary:
    'spec-3 §4 Invitations: revokes a pending invitation or cancels an expired one (its link then says so); admin and sub-admin only',
  auth: 'bearer',
  body: z.object({
    id: z.string().check(z.minLength(1), z.maxLength(MAX_FREE_TEXT)),
    status: z.enum(['revoked', 'cancelled']),
  }),
  answer: invitationSchema,
  errors: INVITE_ERRORS,
});

export const resendInvitation = defineContract({
  id: 'team.inviteResend',
  method: 'POST',
  path: '/v1/boom/auth/invite/resend',
  summary:
    'spec-3 §4 Invitations: e-mails a new code for a pending or expired invitation (the old link then answers INVITATION_CANCELLED_RESEND); admin and sub-admin only',
  auth: 'bearer',
  body: z.object({ id: z.string().check(z.minLength(1), z.maxLength(MAX_FREE_TEXT)) }),
  answer: invitationSchema,
  errors: INVITE_ERRORS,
});

export const INVITATION_CONTRACTS = [
  invite,
  pendingInvitations,
  listInvitations,
  pageInvitations,
  updateInvitation,
  resendInvitation,
] as const;

export const TEAM_CONTRACTS = [
  listTeam,
  pageTeam,
  ...TEAM_MEMBER_CONTRACTS,
  ...INVITATION_CONTRACTS,
] as const;

// --- The whole team by name (issue 24, the activity log's person filter) ---

export const sortedTeam = defineContract({
  id: 'team.sorted',
  method: 'GET',
  path: '/v1/boom/auth/team/sorted',
  summary:
    "spec-3 §7 Team: every member of the company, sorted by name, with role and status (docs/decisions/activity.md 'The sorted team'): for pickers; admin and sub-admin only",
  auth: 'bearer',
  answer: z.object({ members: z.array(teamMemberSchema) }),
  errors: [...ACCESS_ERRORS, 'NO_PERMISSION_API'],
});

export const TEAM_SORTED_CONTRACTS = [sortedTeam] as const;

// --- The team at a glance (issue 24: the approval-policy form shows who each role includes) ---

const roleMembers = z.array(teamMemberSchema);

/**
 * spec-3 §3 Team (teamList, pendingList, usersByRole): every member, the open invitations, and
 * the members of each role, so an admin editing a policy sees a role without an active member.
 */
export const teamOverview = defineContract({
  id: 'team.overview',
  method: 'GET',
  path: '/v1/boom/auth/team',
  summary:
    'spec-3 §7 Team, §3 Team: teamList, pendingList (open invitations) and usersByRole; admin and sub-admin only',
  auth: 'bearer',
  answer: z.object({
    teamList: roleMembers,
    pendingList: z.array(invitationSchema),
    usersByRole: z.object({
      admin: roleMembers,
      'sub-admin': roleMembers,
      finance: roleMembers,
      accountant: roleMembers,
      general: roleMembers,
    }),
  }),
  errors: TEAM_ERRORS,
});

export const TEAM_OVERVIEW_CONTRACTS = [teamOverview] as const;
