import {
  dismissBanner,
  getKycStatus,
  getProfile,
  markTutorialsViewed,
} from '../../shared/contracts/profile';
import type { Profile } from '../../shared/domain/profile';
import type { Bank } from '../bank';
import { route, type ContractRoute } from '../contractRoutes';
import { updateSeen } from '../stores/seen';
import { currentSecret, dismissedBanners, hasViewedTutorials } from '../rules/userOverrides';
import type { MockUser } from '../types';

/** The profile as the user's own changes made it (they are kept across reloads). */
function profileOf(user: MockUser): Profile {
  const dismissed = dismissedBanners(user);
  return {
    ...user.profile,
    authenticatorAppPreference: currentSecret(user) !== null,
    showDashboardBanner:
      user.profile.showDashboardBanner && !dismissed.some((b) => /dashboard/i.test(b)),
  };
}

/**
 * The signed-in user's profile and KYC status, tutorial and banner flags (spec-1 §7 "Login and
 * session"; contracts: src/shared/contracts/profile.ts).
 */
export function profileHandlers(bank: Bank): ContractRoute[] {
  return [
    route(getProfile, ({ req }) => profileOf(bank.authorize(req).user)),

    route(getKycStatus, ({ req }) => {
      const { user } = bank.authorize(req);
      return { ...bank.kycOf(user), tutorialsViewed: hasViewedTutorials(user) };
    }),

    route(markTutorialsViewed, ({ req }) => {
      const { user } = bank.authorize(req);
      updateSeen((s) => {
        s.tutorialsViewed[user.email] = true;
      });
      return {};
    }),

    route(dismissBanner, ({ req, body }) => {
      const { user } = bank.authorize(req);
      updateSeen((s) => {
        s.dismissedBanners[user.email] = [
          ...new Set([...(s.dismissedBanners[user.email] ?? []), body.bannerType]),
        ];
      });
      return {};
    }),
  ];
}
