import type { ApprovalFilter } from '../domain/approvals';

/**
 * Every in-app path, written once (docs/architecture.md §8): the routes' `path` fields, the
 * redirects, and every link, navigate() call and redirect target in src are built here, so a
 * renamed page is one edit and a mistyped link is a type error. Called without arguments, a
 * builder gives its route's path. paths.test.ts fails when an in-app path is written as a string
 * anywhere else in src; src/app/routeTable.test.ts when a builder has no route (onboarding aside)
 * or a route's path is no builder's. Paths follow docs/spec/routes.tsv. Shared, not app: features
 * link to each other's pages, and a feature imports only shared and the layers under it.
 */

/** A query string as the page got it ('a=1&b=2', with or without the '?') or URLSearchParams. */
export type Search = string | URLSearchParams;

/** The path with the query string, or the bare path when there is none. */
function withSearch(path: string, search: Search = ''): string {
  const text = typeof search === 'string' ? search.replace(/^\?/, '') : search.toString();
  return text ? `${path}?${text}` : path;
}

/** Named parameters, each value encoded; undefined, empty and false ones are left out. */
function queryOf(params: Record<string, string | boolean | undefined>): string {
  return Object.entries(params)
    .filter(([, value]) => value !== undefined && value !== '' && value !== false)
    .map(([name, value]) => `${name}=${encodeURIComponent(String(value))}`)
    .join('&');
}

export interface LocalTransferQuery {
  withdraw?: boolean | undefined;
  currency?: string | undefined;
}

export interface OverseasTransferQuery {
  /** ISO 3166 alpha-2 (spec-2 §2: country=CN&currency=CNY). */
  country?: string | undefined;
  currency?: string | undefined;
}

export interface LoginQuery {
  /** Where to go after signing in (a same-app path; the login page follows it only if safe). */
  redirect?: string | undefined;
  /** Shows 'You've been logged out for security reasons' (spec-1 §4). */
  forcedLogout?: boolean | undefined;
  /** Why the session was ended (a lock code), for the forced-logout notice. */
  reason?: string | undefined;
}

/**
 * Screens the post-login routing sends to (spec-1 §4, src/features/auth/postLoginRoute.ts) whose
 * pages are not built yet: builders so no path is written elsewhere, but no route (the 404 page
 * shows until the area comes). Kept apart from the rest: scripts/spec-coverage.mjs counts every
 * other path here as served.
 */
const onboarding = {
  accountOpening: {
    submitted: () => '/account-opening/submitted',
    pending: () => '/account-opening/pending',
    unsuccessful: () => '/account-opening/unsuccessful',
  },
  kyc: () => '/kyc',
  dataPopulation: () => '/data-population',
  tutorial: () => '/tutorial',
};

export const paths = {
  /** Redirects to the dashboard. */
  root: () => '/',
  dashboard: () => '/dashboard',
  accounts: {
    list: () => '/account',
    add: () => '/add-account',
  },
  transfer: {
    /** Redirects to account to account. */
    index: () => '/transfer',
    accountToAccount: () => '/transfer/account-to-account',
    currencyExchange: () => '/transfer/currency-exchange',
    /** Local payout wizard; `withdraw` opens its withdraw-funds variant (spec-2 §2 Navigation hooks). */
    local: (query: LocalTransferQuery = {}) => withSearch('/transfer/local', queryOf({ ...query })),
    /** Overseas remittance; the CNY promo and the calculator preselect a country and currency. */
    overseas: (query: OverseasTransferQuery = {}) =>
      withSearch('/transfer/overseas', queryOf({ ...query })),
  },
  transactions: () => '/transaction',
  /** The Manage menu group's address: redirects to People. */
  manage: () => '/manage',
  approvals: {
    /** The approvals page, on the tab given (pending without one). */
    list: (tab?: ApprovalFilter) => withSearch('/manage/approvals', queryOf({ tab })),
    /** Where a transfer sent for approval is followed (the transfer flow links here). */
    myRequests: (): string => paths.approvals.list('my-requests'),
  },
  team: {
    people: () => '/manage/people',
  },
  settings: {
    /** Redirects to General. */
    index: () => '/settings',
    general: () => '/settings/general',
  },
  auth: {
    /**
     * The login page. URLSearchParams are kept as they are: the password reset pages carry the
     * query the user came with (a redirect) back to login.
     */
    login: (query: LoginQuery | URLSearchParams = {}) =>
      withSearch(
        '/login',
        query instanceof URLSearchParams
          ? query
          : queryOf({
              forced_logout: query.forcedLogout,
              reason: query.reason,
              redirect: query.redirect,
            }),
      ),
    /**
     * The deprecated phone login (spec-1 §4): where a signed-out visitor of a signed-in page goes
     * while enablePhoneVerification is on, the path kept as the redirect parameter.
     */
    phoneLogin: (query: Pick<LoginQuery, 'redirect'> | URLSearchParams = {}) =>
      withSearch(
        '/login-deprecated/phone',
        query instanceof URLSearchParams ? query : queryOf({ redirect: query.redirect }),
      ),
    /** Forgot password, step 1; the query string the user came with travels on. */
    resetPassword: (search?: Search) => withSearch('/reset-password', search),
    /** Forgot password, step 2. */
    resetPasswordConfirm: (search?: Search) => withSearch('/reset-password/confirm', search),
  },
  legal: {
    terms: () => '/terms',
    privacy: () => '/privacy',
  },
  onboarding,
};
