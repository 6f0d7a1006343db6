import type { Examples } from './example';

export const SETTINGS_EXAMPLES: Examples = {
  'settings.featureToggles': () => ({}),
  'settings.seenCallouts': () => ({}),
  'settings.markCalloutSeen': () => ({ params: { featureId: 'Totp' } }),
  'settings.guideStatus': () => ({}),
  'settings.checklist': () => ({}),
  'settings.announcements': () => ({}),
  'settings.chatToken': () => ({}),
};
