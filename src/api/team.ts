import { listTeam, pageTeam } from '../shared/contracts/team';
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
