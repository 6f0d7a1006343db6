import type { KycStatus } from '../../shared/domain/auth';
import type { Profile } from '../../shared/domain/profile';
import { requireString, type Bank } from '../bank';
import type { BankRouter } from '../router';
import { updateState } from '../rules/persistedState';
import { currentSecret, dismissedBanners, hasViewedTutorials } from '../rules/userOverrides';
import type { MockUser } from '../types';

/** The profile as the user's own changes made it (they are kept across reloads). */
function profileOf(user: MockUser): Profile {
  const dismissed = dismissedBanners(user);
  return {
    ...user.profile,
    authenticatorAppPreference: currentSecret(user) !== null,
    showDashboardBanner: user.profile.showDashboardBanner && !dismissed.some((b) => /dashboard/i.test(b)),
  };
}

/** The signed-in user's profile and KYC status, tutorial and banner flags (spec-1 §7 "Login and session"). */
export function profileRoutes(router: BankRouter, bank: Bank): void {
  router.get(
    '/v1/boom/auth/user/profile',
    (req) => profileOf(bank.authorize(req).user),
  );

  router.get(
    '/v1/boom/kyc/myinfo/status',
    (req): KycStatus => {
      const { user } = bank.authorize(req);
      return { ...user.kyc, tutorialsViewed: hasViewedTutorials(user) };
    },
  );

  router.put(
    '/boom/v2/auth/tutorials-viewed',
    (req) => {
      const { user } = bank.authorize(req);
      updateState((s) => {
        s.tutorialsViewed[user.email] = true;
      });
      return {};
    },
  );

  router.post(
    '/v1/boom/auth/banner-flag',
    (req) => {
      const { user } = bank.authorize(req);
      const bannerType = requireString(req.body, 'bannerType');
      updateState((s) => {
        s.dismissedBanners[user.email] = [...new Set([...(s.dismissedBanners[user.email] ?? []), bannerType])];
      });
      return {};
    },
  );
}
