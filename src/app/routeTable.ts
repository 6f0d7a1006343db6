import { ACCOUNT_OPENING_ROUTES } from '../features/accountOpening/routes';
import { ACCOUNTS_ROUTES } from '../features/accounts/routes';
import { ACTIVITY_ROUTES } from '../features/activity/routes';
import { APPROVALS_ROUTES } from '../features/approvals/routes';
import { AUTH_ROUTES } from '../features/auth/routes';
import { CARDS_ROUTES } from '../features/cards/routes';
import { dashboardRoutes } from '../features/dashboard/routes';
import { JOIN_COMPANY_ROUTES } from '../features/joinCompany/routes';
import { LEGAL_ROUTES } from '../features/legal/routes';
import { ONBOARDING_ROUTES } from '../features/onboarding/routes';
import { REWARDS_ROUTES } from '../features/rewards/routes';
import { SETTINGS_ROUTES } from '../features/settings/routes';
import { SIGN_UP_ROUTES } from '../features/signUp/routes';
import { TEAM_ROUTES } from '../features/team/routes';
import { TRANSACTIONS_ROUTES } from '../features/transactions/routes';
import { TRANSFER_ROUTES } from '../features/transfer/routes';
import { WELCOME_ROUTES } from '../features/welcome/routes';
import type { AppRoute } from '../shared/routing/appRoute';
import { paths } from '../shared/routing/paths';

/**
 * The app's route table (docs/architecture.md §8): each feature declares its routes
 * (`src/features/<area>/routes.ts`, paths from src/shared/routing/paths.ts) and the router, the
 * side menu and the guards are all derived from this concatenation. The menu is sorted by each
 * item's `order`, not by its place in this list.
 */
export const ROUTES: readonly AppRoute[] = [
  ...AUTH_ROUTES,
  ...SIGN_UP_ROUTES,
  ...LEGAL_ROUTES,
  // Composed here, not in the dashboard feature: see dashboardRoutes.
  ...dashboardRoutes(() =>
    import('./pages/DashboardRoute').then((m) => ({ default: m.DashboardRoute })),
  ),
  ...ACCOUNTS_ROUTES,
  ...TRANSFER_ROUTES,
  ...CARDS_ROUTES,
  ...TRANSACTIONS_ROUTES,
  ...APPROVALS_ROUTES,
  ...TEAM_ROUTES,
  ...ACTIVITY_ROUTES,
  ...REWARDS_ROUTES,
  ...SETTINGS_ROUTES,
  ...ONBOARDING_ROUTES,
  ...ACCOUNT_OPENING_ROUTES,
  ...JOIN_COMPANY_ROUTES,
  ...WELCOME_ROUTES,
];

const myinfo = paths.onboarding.myinfo;
const opening = paths.onboarding.accountOpening;

/**
 * Paths that only redirect (spec: the root goes to the dashboard; a menu group's address to its
 * first page). The app's, not a feature's: Manage's first page belongs to one area today, and
 * could belong to another tomorrow.
 */
export const REDIRECTS: Readonly<Record<string, string>> = {
  [paths.root()]: paths.dashboard(),
  [paths.settings.index()]: paths.settings.general(),
  [paths.manage()]: paths.team.people(),
  [paths.transfer.index()]: paths.transfer.accountToAccount(),
  // docs/decisions/accounts.md '/exchange': spec-3 §2's route under Accounts opens the exchange.
  [paths.accounts.exchange()]: paths.transfer.currencyExchange(),
  [paths.settings.tutorial()]: paths.onboarding.tutorial(),
  // The identity-registration flow's older addresses (routes.tsv identity-registration) lead to
  // today's pages.
  [myinfo.pending()]: opening.pending(),
  [myinfo.submitted()]: opening.submitted(),
  [myinfo.unsuccessful()]: opening.unsuccessful(),
  // Its form steps lead to the KYC start, which resumes at the saved step of whichever path; its
  // choices to today's choice of path and manual start.
  [myinfo.index()]: paths.onboarding.kyc(),
  [myinfo.basicDetail()]: paths.onboarding.kyc(),
  [myinfo.businessDetail()]: paths.onboarding.kyc(),
  [myinfo.upload()]: paths.onboarding.kyc(),
  [myinfo.declaration()]: paths.onboarding.kyc(),
  [myinfo.review()]: paths.onboarding.kyc(),
  [myinfo.register()]: paths.onboarding.selectMethod(),
  [myinfo.retrieve()]: paths.onboarding.selectMethod(),
  [myinfo.registerManual()]: paths.onboarding.manual.personalEntityDetails(),
};

/** Whether a location matches a route path, whose `:name` segments match any one segment. */
export function matchesPath(pattern: string, location: string): boolean {
  if (!pattern.includes(':')) return pattern === location;
  const want = pattern.split('/');
  const got = location.split('/');
  return (
    want.length === got.length &&
    want.every((part, i) => (part.startsWith(':') ? got[i] !== '' : part === got[i]))
  );
}

export function findRoute(path: string): AppRoute | undefined {
  return ROUTES.find((route) => matchesPath(route.path, path));
}
