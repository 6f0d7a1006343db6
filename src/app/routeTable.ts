import type { ComponentType } from 'react';
import type { LucideIcon } from 'lucide-react';
import { LayoutDashboard, Settings, Users } from 'lucide-react';
import { ADMIN_ROLES, type Role } from '../shared/domain/roles';
import type { ToggleName } from '../shared/domain/toggles';

/**
 * The one route table (DESIGN 8): the router, the side menu and the guards are all derived from
 * it. Only pages that exist are listed; an area not built yet is absent, not a placeholder.
 */
export type PageModule = { default: ComponentType };

export interface MenuPlacement {
  section: 'main' | 'bottom';
  /** A menu group the item sits in ('Manage', 'Settings'). */
  group?: { key: string; label: string; icon: LucideIcon };
  label: string;
  icon?: LucideIcon;
  order: number;
}

export interface AppRoute {
  path: string;
  title: string;
  load: () => Promise<PageModule>;
  /** guest: only signed-out users (login); user: signed-in users. */
  access: 'guest' | 'user';
  layout: 'auth' | 'app';
  /** Roles allowed; absent means every role. */
  roles?: readonly Role[];
  /** Feature toggle the route needs to be on. */
  toggle?: ToggleName;
  menu?: MenuPlacement;
}

const MANAGE = { key: 'manage', label: 'Manage', icon: Users };
const SETTINGS = { key: 'settings', label: 'Settings', icon: Settings };

export const ROUTES: readonly AppRoute[] = [
  {
    path: '/login',
    title: 'Log in',
    access: 'guest',
    layout: 'auth',
    load: () => import('../features/auth/pages/LoginPage').then((m) => ({ default: m.LoginPage })),
  },
  {
    path: '/dashboard',
    title: 'Dashboard',
    access: 'user',
    layout: 'app',
    load: () => import('../features/dashboard/pages/DashboardPage').then((m) => ({ default: m.DashboardPage })),
    menu: { section: 'main', label: 'Dashboard', icon: LayoutDashboard, order: 10 },
  },
  {
    path: '/manage/people',
    title: 'People',
    access: 'user',
    layout: 'app',
    roles: ADMIN_ROLES,
    load: () => import('../features/team/pages/PeoplePage').then((m) => ({ default: m.PeoplePage })),
    menu: { section: 'main', group: MANAGE, label: 'People', order: 80 },
  },
  {
    path: '/settings/general',
    title: 'General',
    access: 'user',
    layout: 'app',
    load: () => import('../features/settings/pages/GeneralSettingsPage').then((m) => ({ default: m.GeneralSettingsPage })),
    menu: { section: 'bottom', group: SETTINGS, label: 'General', order: 10 },
  },
];

/** Paths that only redirect (spec: the root goes to the dashboard). */
export const REDIRECTS: Readonly<Record<string, string>> = {
  '/': '/dashboard',
  '/settings': '/settings/general',
  '/manage': '/manage/people',
};

export const HOME_PATH = '/dashboard';
export const LOGIN_PATH = '/login';
export const FORCED_LOGOUT_PATH = '/login?forced_logout=true';

export function findRoute(path: string): AppRoute | undefined {
  return ROUTES.find((route) => route.path === path);
}
