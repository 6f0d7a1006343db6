import type * as z from 'zod/mini';
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
  teamMemberDetailSchema,
  unsuspendTeamMember,
  updateInvitation,
} from '../shared/contracts/team';
import type { Role } from '../shared/domain/roles';
import type {
  InvitableRole,
  InvitationStatus,
  InvitationSummary,
} from '../shared/domain/invitations';
import type { TeamMember, TeamSortKey } from '../shared/domain/team';
import { call } from './contractCall';

/** The company's people (contracts: src/shared/contracts/team.ts). */

export interface TeamFirstPage {
  firstPageResults: TeamMember[];
  ids: string[];
}

/** First page of the team list plus every member id (spec-3 §7 Team; page size 10). */
/** Which members the list shows and in what order (spec-3 §7 Team: ?suspended, ?sortKeys, ?sortOrders). */
export interface TeamView {
  suspended?: 'true' | 'false';
  sortKeys?: TeamSortKey;
  sortOrders?: 'asc' | 'desc';
}

export function getTeamFirstPage(pageSize = 10, view: TeamView = {}): Promise<TeamFirstPage> {
  return call(listTeam, { query: { pageSize, ...view } });
}

export function getTeamPage(ids: string[]): Promise<{ results: TeamMember[] }> {
  return call(pageTeam, { body: { ids } });
}

// --- A member: detail, role, suspension (issue 24, people) ---

export type TeamMemberDetail = z.output<typeof teamMemberDetailSchema>;

export async function getTeamMember(id: string): Promise<TeamMemberDetail> {
  return (await call(teamMember, { params: { id } })).member;
}

export async function changeMemberRole(id: string, role: Role): Promise<TeamMemberDetail> {
  return (await call(changeTeamRole, { body: { modifyUserReferenceID: id, role } })).member;
}

export async function suspendMember(id: string, reason: string): Promise<TeamMemberDetail> {
  return (await call(suspendTeamMember, { body: { userID: id, reason } })).member;
}

export async function unsuspendMember(id: string): Promise<TeamMemberDetail> {
  return (await call(unsuspendTeamMember, { body: { userID: id } })).member;
}

// --- Invitations (spec-3 §4 Invitations, §7 Team) ---

export interface InvitationsFirstPage {
  firstPageResults: InvitationSummary[];
  ids: string[];
}

/** Invites each e-mail with its role; the answer says who is now pending and who was already registered. */
export function inviteMembers(
  invitations: { email: string; role: InvitableRole }[],
): Promise<{ pendingEmailList: string[]; registeredEmailList: string[] }> {
  return call(invite, { body: { invitations } });
}

/** First page of the company's invitations (newest first) plus every id; `status` filters. */
export function getInvitationsFirstPage(
  pageSize = 10,
  status?: InvitationStatus,
): Promise<InvitationsFirstPage> {
  return call(listInvitations, { query: { pageSize, ...(status ? { status } : {}) } });
}

export function getInvitationsPage(ids: string[]): Promise<{ results: InvitationSummary[] }> {
  return call(pageInvitations, { body: { ids } });
}

/** Revokes a pending invitation or cancels an expired one. */
export function closeInvitation(
  id: string,
  status: 'revoked' | 'cancelled',
): Promise<InvitationSummary> {
  return call(updateInvitation, { body: { id, status } });
}

/** E-mails a new code for a pending or expired invitation. */
export function resendInvitationCode(id: string): Promise<InvitationSummary> {
  return call(resendInvitation, { body: { id } });
}

/** The invitations still open (pending or expired), for People. */
export function getPendingInvitations(): Promise<{ pendingList: InvitationSummary[] }> {
  return call(pendingInvitations, {});
}

// --- The whole team by name (issue 24, the activity log's person filter) ---

/** Every member of the company, sorted by name. */
export async function getSortedTeam(): Promise<TeamMember[]> {
  return (await call(sortedTeam, {})).members;
}

// --- The team at a glance (issue 24: the approval-policy form shows who each role includes) ---

/** team.overview: every member, the open invitations, and the members of each role. */
export function getTeamOverview(): Promise<z.output<typeof teamOverview.answer>> {
  return call(teamOverview, {});
}
