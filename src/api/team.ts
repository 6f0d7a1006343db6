import type * as z from 'zod/mini';
import {
  changeTeamRole,
  listTeam,
  pageTeam,
  suspendTeamMember,
  teamMember,
  teamMemberDetailSchema,
  unsuspendTeamMember,
} from '../shared/contracts/team';
import type { Role } from '../shared/domain/roles';
import type { TeamMember } from '../shared/domain/team';
import { call } from './contractCall';

/** The company's people (contracts: src/shared/contracts/team.ts). */

export interface TeamFirstPage {
  firstPageResults: TeamMember[];
  ids: string[];
}

/** First page of the team list plus every member id (spec-3 §7 Team; page size 10). */
export function getTeamFirstPage(pageSize = 10): Promise<TeamFirstPage> {
  return call(listTeam, { query: { pageSize } });
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
