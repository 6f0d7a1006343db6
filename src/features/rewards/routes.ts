import { Gift } from 'lucide-react';
import { REWARDS_ROLES } from '../../shared/domain/rewardsAccess';
import type { AppRoute } from '../../shared/routing/appRoute';
import { paths } from '../../shared/routing/paths';

/**
 * spec-3 §2 Shell and navigation: Rewards is the side menu's last item, for the roles that see
 * rewards (REWARDS_ROLES, as the bank allows; docs/decisions/rewards.md). The Cashback page needs
 * the `cashback` toggle (spec-3 §3 Feature toggles).
 */
export const REWARDS_ROUTES: readonly AppRoute[] = [
  {
    path: paths.rewards.overview(),
    title: 'Rewards',
    access: 'user',
    layout: 'app',
    roles: REWARDS_ROLES,
    awaitsToggles: true,
    load: () => import('./pages/RewardsPage').then((m) => ({ default: m.RewardsPage })),
    menu: { section: 'main', label: 'Rewards', icon: Gift, order: 95, badge: 'newRewards' },
  },
  {
    path: paths.rewards.cashback(),
    title: 'Cashback',
    access: 'user',
    layout: 'app',
    roles: REWARDS_ROLES,
    toggle: 'cashback',
    load: () => import('./pages/CashbackPage').then((m) => ({ default: m.CashbackPage })),
  },
  {
    path: paths.rewards.referrals(),
    title: 'Referrals',
    access: 'user',
    layout: 'app',
    roles: REWARDS_ROLES,
    load: () => import('./pages/ReferralsPage').then((m) => ({ default: m.ReferralsPage })),
  },
];
