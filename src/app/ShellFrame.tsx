import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import { session } from '../api/session';
import { PENDING_COUNT_KEY, PROFILE_KEY, TOGGLES_KEY } from '../db/meta';
import { useMeta } from '../db/useMeta';
import type { Profile } from '../shared/domain/profile';
import { ROLE_LABELS } from '../shared/domain/roles';
import type { FeatureToggles } from '../shared/domain/toggles';
import { paths } from '../shared/routing/paths';
import { runtimeInfo } from '../shared/runtimeInfo';
import { signOut } from '../features/auth/actions';
import { DiscoveryAnnouncement } from '../features/dashboard/notices/DiscoveryAnnouncement';
import { useRewardsFlags } from '../features/rewards/menuFlags';
import { REWARDS_ROLES } from '../shared/domain/rewardsAccess';
import { AppLayout } from './layout/AppLayout';
import { buildBottomMenu, buildMenu } from './menu';
import { isMobileAppMode } from './mobileAppMode';
import { findRoute, ROUTES } from './routeTable';
import { SyncIndicator } from './SyncIndicator';

/**
 * The signed-in frame: menu for the viewer's role and toggles, user, sync status, logout, and
 * the discovery announcement dialog.
 */
export function ShellFrame({ children }: { children: ReactNode }) {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const snap = useSnapshot(session);
  const info = useSnapshot(runtimeInfo);
  const profile = useMeta<Profile>(PROFILE_KEY);
  const toggles = useMeta<FeatureToggles>(TOGGLES_KEY) ?? {};
  // Written by the approvals sync, so the badge follows every sync and every decision.
  const pendingApprovals = useMeta<number>(PENDING_COUNT_KEY);
  const claims = snap.claims;
  // rewards/notify for the roles that see Rewards: read on each page, so a visit clears its mark.
  const rewards = useRewardsFlags(!!claims && REWARDS_ROLES.includes(claims.role), location);
  const newRewards = (rewards?.cashback ? 1 : 0) + (rewards?.referral ? 1 : 0);
  if (!claims) return null;
  const viewer = { role: claims.role, email: claims.email };

  return (
    <AppLayout
      menu={buildMenu(viewer, toggles, 'main', ROUTES, { pendingApprovals, newRewards })}
      bottomMenu={buildBottomMenu(viewer, toggles, {
        url: info.requestFeatureUrl,
        companyName: snap.companyName,
      })}
      currentPath={location}
      user={{
        name: profile?.name ?? claims.email,
        email: claims.email,
        roleLabel: ROLE_LABELS[claims.role],
        companyName: snap.companyName,
      }}
      version={info.version}
      mobileAppMode={isMobileAppMode(search)}
      statusSlot={<SyncIndicator />}
      onLogout={() => {
        void signOut().finally(() => navigate(paths.auth.login(), { replace: true }));
      }}
    >
      {children}
      {/* Here, not on the dashboard: it opens after sign-in whatever the first page, once. */}
      <DiscoveryAnnouncement
        userKey={`${claims.corpID}/${claims.sub}`}
        role={claims.role}
        hasPage={(path) => findRoute(path) !== undefined}
      />
    </AppLayout>
  );
}
