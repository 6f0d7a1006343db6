import type { Examples } from './example';

export const SETTINGS_EXAMPLES: Examples = {
  'settings.featureToggles': () => ({}),
  'settings.seenCallouts': () => ({}),
  'settings.markCalloutSeen': () => ({ params: { featureId: 'Totp' } }),
  'settings.maintenance': () => ({}),
  'settings.maintenanceByType': () => ({ body: { maintenanceModeTypes: ['Payout maintenance'] } }),
  'settings.guideStatus': () => ({}),
  'settings.checklist': () => ({}),
  'settings.announcements': () => ({}),
  'settings.chatToken': () => ({}),
};
