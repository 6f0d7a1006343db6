import * as contracts from '../shared/contracts/settings';
import type { Announcement, ChecklistFlags } from '../shared/domain/notices';
import type { CalloutId, FeatureToggles } from '../shared/domain/toggles';
import { call } from './contractCall';

/** spec-1 §3 (contracts: src/shared/contracts/settings.ts; maintenance notices: api/maintenance.ts). */
export async function getFeatureToggles(): Promise<FeatureToggles> {
  return (await call(contracts.getFeatureToggles)).features;
}

export async function getSeenCallouts(): Promise<CalloutId[]> {
  return (await call(contracts.getSeenCallouts)).seen;
}

export async function markCalloutSeen(featureId: CalloutId): Promise<void> {
  await call(contracts.markCalloutSeen, { params: { featureId } });
}

/** spec-3 §4: the active announcements for the user's role (docs/decisions/dashboard.md: not yet seen). */
export function getAnnouncements(): Promise<Announcement[]> {
  return call(contracts.getAnnouncements);
}

/** DECISIONS 'Calls the spec names twice or not at all': an announcement is seen through the callout call. */
export async function markAnnouncementSeen(featureId: string): Promise<void> {
  await call(contracts.markCalloutSeen, { params: { featureId } });
}

/** spec-3 §4 Dashboard guide: whether the server says the guide should display. */
export async function getGuideStatus(): Promise<boolean> {
  return (await call(contracts.getGuideStatus)).DisplayGuide;
}

/** spec-3 §3 Onboarding checklist: the company's first steps taken. */
export function getChecklist(): Promise<ChecklistFlags> {
  return call(contracts.getChecklist);
}
