import {
  dismissBanner as dismissBannerContract,
  getProfile as profileContract,
  markTutorialsViewed as tutorialsViewedContract,
} from '../shared/contracts/profile';
import type { Profile } from '../shared/domain/profile';
import { call } from './contractCall';

/** The user's profile (contracts: src/shared/contracts/profile.ts). */
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
