import type { ComponentType } from 'react';
import type { LucideIcon } from 'lucide-react';
import { ArrowLeftRight, Settings, Users } from 'lucide-react';
import type { Role } from '../domain/roles';
import type { ToggleName } from '../domain/toggles';

/**
 * A route as a feature declares it in `src/features/<area>/routes.ts` (docs/architecture.md §8).
 * The type lives in shared because features declare routes and a feature never imports the app;
 * the app concatenates the features' lists (src/app/routeTable.ts) and derives the router, the side
 * menu and the guards from them. Only pages that exist are listed: an area not built yet is
 * absent, not a placeholder.
 */
export type PageModule = { default: ComponentType };

export interface MenuPlacement {
  section: 'main' | 'bottom';
  /**
   * A count shown beside the label: the approvals pending-count badge; how many kinds of
   * rewards (cashback, referral) are new (rewards/notify, docs/decisions/rewards.md).
   */
  badge?: 'pendingApprovals' | 'newRewards';
  /** A menu group the item sits in: one of MENU_GROUPS, so two areas' items meet in one group. */
  group?: MenuGroup;
  label: string;
  icon?: LucideIcon;
  order: number;
}

export interface MenuGroup {
  key: string;
  label: string;
  icon: LucideIcon;
}

export interface AppRoute {
  /** From `paths` (src/shared/routing/paths.ts), never written here: one string per path. */
  path: string;
  title: string;
  /** A lazy `import()` of the page: pages load on first visit, not with the entry bundle. */
  load: () => Promise<PageModule>;
  /**
   * guest: only signed-out users (login, sign-up); user: signed-in users; applicant: signed-in
   * users not onboarded yet (onboarding and the status screens; an onboarded user goes to the
   * dashboard); public: anyone (Terms and Privacy), in the auth layout when signed out and in
   * the shell (layout 'app') when signed in.
   */
  access: 'guest' | 'user' | 'applicant' | 'public';
  /** auth: signed-out pages beside the marketing panel; onboarding: an applicant's pages, no shell. */
  layout: 'auth' | 'onboarding' | 'app';
  /** Roles allowed; absent means every role. */
  roles?: readonly Role[];
  /** Feature toggle the route needs to be on. */
  toggle?: ToggleName;
  /**
   * The page reads the toggles (what it shows depends on them) though no toggle gates it: the
   * router shows the loader until they are known (spec-1 §6: the tutorial's spinner).
   */
  awaitsToggles?: true;
  /** Roles let in only while a toggle is on (spec-2 §6: the approver role sees Transfers when approvals is on). */
  extraRolesWhen?: { toggle: ToggleName; roles: readonly Role[] };
  /**
   * Where a viewer the route does not allow goes: the 403 page (the default, spec-1 §6) or home
   * (the approvals area, spec-1 §6 and spec-3 §2: 'otherwise it redirects home').
   */
  whenDenied?: 'forbidden' | 'home';
  menu?: MenuPlacement;
}

/**
 * The side menu's groups. Here, not in a feature, because a group can gather items of several
 * areas (Settings: the settings area's General now, the approvals area's approval policies later,
 * docs/spec/routes.tsv) and its key, label and icon must then be one.
 */
export const MENU_GROUPS = {
  manage: { key: 'manage', label: 'Manage', icon: Users },
  settings: { key: 'settings', label: 'Settings', icon: Settings },
  transfers: { key: 'transfers', label: 'Transfers', icon: ArrowLeftRight },
} as const satisfies Record<string, MenuGroup>;
