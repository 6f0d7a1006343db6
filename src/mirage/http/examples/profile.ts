import type { Examples } from './example';

export const PROFILE_EXAMPLES: Examples = {
  'profile.get': () => ({}),
  'profile.kycStatus': () => ({}),
  'profile.tutorialsViewed': () => ({}),
  'profile.bannerFlag': () => ({ body: { bannerType: 'dashboardBanner' } }),
};
