import type { CalloutId, FeatureToggles, MaintenanceNotice } from '../shared/domain/toggles';
import { apiRequest } from './client';

export async function getFeatureToggles(): Promise<FeatureToggles> {
  const answer = await apiRequest<{ features: FeatureToggles }>('/v1/boom/user/feature-toggle');
  return answer.features;
}

export async function getSeenCallouts(): Promise<CalloutId[]> {
  const answer = await apiRequest<{ seen: CalloutId[] }>('/v1/boom/user/feature-callout');
  return answer.seen;
}

export function markCalloutSeen(featureId: CalloutId): Promise<void> {
  return apiRequest<void>(`/v1/boom/user/feature-callout/update/${encodeURIComponent(featureId)}`, { method: 'PUT' });
}

/** Public (no sign-in, no registered device): the login page also reads it to know the bank answers. */
export async function getMaintenanceNotices(): Promise<MaintenanceNotice[]> {
  const answer = await apiRequest<{ notices: MaintenanceNotice[] }>('/v1/boom/auth/maintenance', { auth: 'none' });
  return answer.notices;
}
