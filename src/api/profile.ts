import {
  dismissBanner as dismissBannerContract,
  getProfile as profileContract,
  listTeam,
  markTutorialsViewed as tutorialsViewedContract,
  pageTeam,
} from '../shared/contracts/profile';
import type { Profile, TeamMember } from '../shared/domain/profile';
import { call } from './contractCall';

/** The user's profile and the team list (contracts: src/shared/contracts/profile.ts). */
export function getProfile(): Promise<Profile> {
  return call(profileContract);
}

/** The user closed a banner; the dashboard banner stays closed (profile showDashboardBanner false). */
export async function dismissBanner(bannerType: string): Promise<void> {
  await call(dismissBannerContract, { body: { bannerType } });
}

/** The tutorial was finished or skipped (spec-1 §7): tutorialsViewed becomes true. */
export async function markTutorialsViewed(): Promise<void> {
  await call(tutorialsViewedContract);
}

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
