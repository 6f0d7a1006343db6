import type { Profile, TeamMember } from '../shared/domain/profile';
import { apiRequest } from './client';

export function getProfile(): Promise<Profile> {
  return apiRequest<Profile>('/v1/boom/auth/user/profile');
}

export interface TeamFirstPage {
  firstPageResults: TeamMember[];
  ids: string[];
}

/** First page of the team list plus every member id (spec-3 §7 Team; page size 10). */
export function getTeamFirstPage(pageSize = 10): Promise<TeamFirstPage> {
  return apiRequest<TeamFirstPage>('/v1/boom/auth/team/all', { query: { pageSize } });
}

export function getTeamPage(ids: string[]): Promise<{ results: TeamMember[] }> {
  return apiRequest<{ results: TeamMember[] }>('/v1/boom/auth/team/all/paging', { method: 'POST', body: { ids } });
}
