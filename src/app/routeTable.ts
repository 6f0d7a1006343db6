import type { ComponentType } from 'react';
import type { LucideIcon } from 'lucide-react';
import {
  ArrowLeftRight,
  CheckSquare,
  LayoutDashboard,
  ReceiptText,
  Settings,
  Users,
  Wallet,
} from 'lucide-react';
import { APPROVAL_ROLES } from '../shared/domain/approvals';
import { ACCOUNT_MANAGER_ROLES } from '../shared/domain/accounts';
import { ADMIN_ROLES, type Role } from '../shared/domain/roles';
import { TRANSFER_ROLES, TRANSFER_ROLES_WHILE_APPROVALS } from '../shared/domain/transfers';
import type { ToggleName } from '../shared/domain/toggles';
// The one page in the entry chunk: the first screen of every signed-out visit. Loaded lazily it
// cost a round trip and a dozen small chunks before the first paint (Lighthouse, issue 7).
import { LoginPage } from '../features/auth/pages/LoginPage';

/**
 * The one route table (docs/architecture.md §8): the router, the side menu and the guards are all derived from
 * it. Only pages that exist are listed; an area not built yet is absent, not a placeholder.
 */
export type PageModule = { default: ComponentType };

export interface MenuPlacement {
  section: 'main' | 'bottom';
  /** A count shown beside the label (the approvals pending-count badge). */
  badge?: 'pendingApprovals';
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
  /**
   * guest: only signed-out users (login); user: signed-in users; public: anyone (Terms and
   * Privacy), in the auth layout when signed out and in the shell (layout 'app') when signed in.
   */
  access: 'guest' | 'user' | 'public';
  layout: 'auth' | 'app';
  /** Roles allowed; absent means every role. */
  roles?: readonly Role[];
  /** Feature toggle the route needs to be on. */
  toggle?: ToggleName;
  /** Roles let in only while a toggle is on (spec-2 §6: the approver role sees Transfers when approvals is on). */
  extraRolesWhen?: { toggle: ToggleName; roles: readonly Role[] };
  /**
   * Where a viewer the route does not allow goes: the 403 page (the default, spec-1 §6) or home
   * (the approvals area, spec-1 §6 and spec-3 §2: 'otherwise it redirects home').
   */
  whenDenied?: 'forbidden' | 'home';
  menu?: MenuPlacement;
}

const MANAGE = { key: 'manage', label: 'Manage', icon: Users };
const SETTINGS = { key: 'settings', label: 'Settings', icon: Settings };
const TRANSFERS = { key: 'transfers', label: 'Transfers', icon: ArrowLeftRight };
/** spec-2 §6 / spec-3 §2: Transfers for the payment roles, and the approver role when approvals is on. */
const TRANSFER_ACCESS = {
  roles: TRANSFER_ROLES,
  extraRolesWhen: { toggle: 'approvals', roles: TRANSFER_ROLES_WHILE_APPROVALS },
} as const;

export const ROUTES: readonly AppRoute[] = [
  {
    path: '/login',
    title: 'Log in',
    access: 'guest',
    layout: 'auth',
    load: () => Promise.resolve({ default: LoginPage }),
  },
  {
    path: '/reset-password',
    title: 'Reset your password',
    access: 'guest',
    layout: 'auth',
    load: () =>
      import('../features/auth/pages/ResetPasswordPage').then((m) => ({
        default: m.ResetPasswordPage,
      })),
  },
  {
    path: '/reset-password/confirm',
    title: 'Set a new password',
    access: 'guest',
    layout: 'auth',
    load: () =>
      import('../features/auth/pages/ResetPasswordConfirmPage').then((m) => ({
        default: m.ResetPasswordConfirmPage,
      })),
  },
  {
    path: '/terms',
    title: 'Terms and Conditions',
    access: 'public',
    layout: 'app',
    load: () => import('../features/legal/pages/TermsPage').then((m) => ({ default: m.TermsPage })),
  },
  {
    path: '/privacy',
    title: 'Privacy Policy',
    access: 'public',
    layout: 'app',
    load: () =>
      import('../features/legal/pages/PrivacyPage').then((m) => ({ default: m.PrivacyPage })),
  },
  {
    path: '/dashboard',
    title: 'Dashboard',
    access: 'user',
    layout: 'app',
    load: () => import('./pages/DashboardRoute').then((m) => ({ default: m.DashboardRoute })),
    menu: { section: 'main', label: 'Dashboard', icon: LayoutDashboard, order: 10 },
  },
  {
    path: '/account',
    title: 'Accounts',
    access: 'user',
    layout: 'app',
    load: () =>
      import('../features/accounts/pages/AccountsPage').then((m) => ({ default: m.AccountsPage })),
    menu: { section: 'main', label: 'Accounts', icon: Wallet, order: 20 },
  },
  {
    path: '/add-account',
    title: 'Add account',
    access: 'user',
    layout: 'app',
    // spec-3 §2 Dashboard: 'Add account' is for admin, sub-admin, finance and the approver role.
    roles: ACCOUNT_MANAGER_ROLES,
    load: () =>
      import('../features/accounts/pages/AddAccountPage').then((m) => ({
        default: m.AddAccountPage,
      })),
  },
  {
    path: '/transfer/account-to-account',
    title: 'Account to account',
    access: 'user',
    layout: 'app',
    ...TRANSFER_ACCESS,
    load: () =>
      import('../features/transfer/pages/AccountToAccountPage').then((m) => ({
        default: m.AccountToAccountPage,
      })),
    menu: { section: 'main', group: TRANSFERS, label: 'Account to account', order: 30 },
  },
  {
    path: '/transfer/currency-exchange',
    title: 'Currency exchange',
    access: 'user',
    layout: 'app',
    ...TRANSFER_ACCESS,
    load: () =>
      import('../features/transfer/pages/CurrencyExchangePage').then((m) => ({
        default: m.CurrencyExchangePage,
      })),
    menu: { section: 'main', group: TRANSFERS, label: 'Currency exchange', order: 31 },
  },
  {
    path: '/transaction',
    title: 'Transactions',
    access: 'user',
    layout: 'app',
    load: () =>
      import('../features/transactions/pages/TransactionsPage').then((m) => ({
        default: m.TransactionsPage,
      })),
    menu: { section: 'main', label: 'Transactions', icon: ReceiptText, order: 50 },
  },
  {
    path: '/manage/approvals',
    title: 'Approvals',
    access: 'user',
    layout: 'app',
    roles: APPROVAL_ROLES,
    toggle: 'approvals',
    whenDenied: 'home',
    load: () =>
      import('../features/approvals/pages/ApprovalsPage').then((m) => ({
        default: m.ApprovalsPage,
      })),
    menu: {
      section: 'main',
      label: 'Approvals',
      icon: CheckSquare,
      order: 60,
      badge: 'pendingApprovals',
    },
  },
  {
    path: '/manage/people',
    title: 'People',
    access: 'user',
    layout: 'app',
    roles: ADMIN_ROLES,
    load: () =>
      import('../features/team/pages/PeoplePage').then((m) => ({ default: m.PeoplePage })),
    menu: { section: 'main', group: MANAGE, label: 'People', order: 80 },
  },
  {
    path: '/settings/general',
    title: 'General',
    access: 'user',
    layout: 'app',
    load: () =>
      import('../features/settings/pages/GeneralSettingsPage').then((m) => ({
        default: m.GeneralSettingsPage,
      })),
    menu: { section: 'bottom', group: SETTINGS, label: 'General', order: 10 },
  },
];

/** Paths that only redirect (spec: the root goes to the dashboard). */
export const REDIRECTS: Readonly<Record<string, string>> = {
  '/': '/dashboard',
  '/settings': '/settings/general',
  '/manage': '/manage/people',
  '/transfer': '/transfer/account-to-account',
};

export const HOME_PATH = '/dashboard';
export const LOGIN_PATH = '/login';
export const FORCED_LOGOUT_PATH = '/login?forced_logout=true';

export function findRoute(path: string): AppRoute | undefined {
  return ROUTES.find((route) => route.path === path);
}
