import * as contracts from '../shared/contracts/settings';
import type { CalloutId, FeatureToggles, MaintenanceNotice } from '../shared/domain/toggles';
import { call } from './contractCall';

/** spec-1 §3 (contracts: src/shared/contracts/settings.ts). */
export async function getFeatureToggles(): Promise<FeatureToggles> {
  return (await call(contracts.getFeatureToggles)).features;
}

export async function getSeenCallouts(): Promise<CalloutId[]> {
  return (await call(contracts.getSeenCallouts)).seen;
}

export async function markCalloutSeen(featureId: CalloutId): Promise<void> {
  await call(contracts.markCalloutSeen, { params: { featureId } });
}

/** Public (no sign-in, no registered device): the login page also reads it to know the bank answers. */
export async function getMaintenanceNotices(): Promise<MaintenanceNotice[]> {
  return (await call(contracts.getMaintenanceNotices)).notices;
}
