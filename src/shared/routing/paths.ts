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

/** The invitation link's query (spec-1 §4 Invited member: e-mail and invitation code). */
export interface InviteQuery {
  email?: string | undefined;
  code?: string | undefined;
}

/**
 * Sign-up, invitations, onboarding and the status screens (spec-1 §2 "Public and onboarding
 * routes", routes.tsv). Step paths the spec names without a base use the bases routes.tsv chose.
 */
const onboarding = {
  /** Registration entry: the three-step wizard's landing (spec-1 §2 Registration wizard). */
  register: () => '/register',
  gettingStarted: () => '/getting-started',
  /** The old registration page: 'Page is no longer used', then the register route. */
  oldRegistration: () => '/registration',
  signUp: {
    email: () => '/sign-up',
    invalid: () => '/sign-up/invalid',
    verifyEmail: () => '/sign-up/verify-email',
    createPassword: () => '/sign-up/create-password',
    phone: () => '/sign-up/phone',
    verifyPhone: () => '/sign-up/verify-phone',
  },
  invite: {
    accept: (query: InviteQuery = {}) => withSearch('/accept-invite', queryOf({ ...query })),
    invalid: () => '/accept-invite/invalid',
    phone: () => '/sign-up/user/phone',
    verifyPhone: () => '/sign-up/user/verify-phone',
    createPassword: () => '/sign-up/user/create-password',
  },
  /** KYC start (post-login routing), and the join-existing-company pages. */
  kyc: () => '/kyc',
  joinCompany: {
    basicDetail: () => '/kyc/basic-detail',
    upload: () => '/kyc/upload',
  },
  start: () => '/onboarding',
  selectMethod: () => '/select-registration-method',
  manual: {
    personalEntityDetails: () => '/onboarding/manual/personal-entity-details',
    businessDetails: () => '/onboarding/manual/business-details',
    uploadDocuments: () => '/onboarding/manual/upload-documents',
    review: () => '/onboarding/manual/review',
  },
  registry: {
    /** Where the identity registry returns after consent; without a state, the route's pattern. */
    callback: (stateId?: string) =>
      `/onboarding/myinfo/${stateId === undefined ? ':stateId' : encodeURIComponent(stateId)}/callback`,
    myDetails: () => '/onboarding/myinfo/my-details',
    businessDetails: () => '/onboarding/myinfo/business-details',
    uploadDocuments: () => '/onboarding/myinfo/upload-documents',
    review: () => '/onboarding/myinfo/review',
  },
  accountOpening: {
    index: () => '/account-opening',
    submitted: () => '/account-opening/submitted',
    pending: () => '/account-opening/pending',
    unsuccessful: () => '/account-opening/unsuccessful',
    preorderCard: () => '/account-opening/preorder-card',
    preorderCardDone: () => '/account-opening/preorder-card/successful',
  },
  /** The identity-registration flow's older addresses (routes.tsv identity-registration). */
  myinfo: {
    index: () => '/myinfo',
    register: () => '/myinfo/register',
    registerManual: () => '/myinfo/register-manual',
    basicDetail: () => '/myinfo/basic-detail',
    upload: () => '/myinfo/upload',
    businessDetail: () => '/myinfo/business-detail',
    declaration: () => '/myinfo/declaration',
    review: () => '/myinfo/review',
    retrieve: () => '/myinfo/retrieve',
    pending: () => '/myinfo/pending',
    submitted: () => '/myinfo/submitted',
    unsuccessful: () => '/myinfo/unsuccessful',
  },
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
    /** Top-up: how to fund each account; `howToTopup` adds the step guide (the dashboard's tile). */
    addMoney: (query: { howToTopup?: boolean | undefined } = {}) =>
      withSearch('/add-money', queryOf({ ...query })),
    lowBalanceAlert: () => '/account/alert-low-balance',
    /** Redirects to the currency exchange (docs/decisions/accounts.md '/exchange'). */
    exchange: () => '/exchange',
    /** Rename and reorder the accounts (docs/decisions/accounts.md 'Edit accounts'). */
    edit: () => '/account/edit',
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
    /** Batch transfer; the recipient lists' banners open it on their template (LOCAL, OVERSEAS). */
    batch: (query: { template?: 'LOCAL' | 'OVERSEAS' | undefined } = {}) =>
      withSearch('/transfer/batch', queryOf({ ...query })),
  },
  /** spec-3 §2 Route list: the cards page; a card's limit page (without an id, the pattern). */
  cards: {
    list: () => '/cards',
    editLimit: (cardId?: string) =>
      `/cards/${cardId === undefined ? ':cardId' : encodeURIComponent(cardId)}/edit-limit`,
    /** A card's merchant rule, and its form (card managers; routes.tsv: the id first). */
    viewRestrictions: (cardId?: string) =>
      `/cards/${cardId === undefined ? ':cardId' : encodeURIComponent(cardId)}/view-restrictions`,
    editRestrictions: (cardId?: string) =>
      `/cards/${cardId === undefined ? ':cardId' : encodeURIComponent(cardId)}/edit-restrictions`,
    /** Change PIN and Forgot PIN of the holder's physical card (routes.tsv: the id last). */
    changePin: (cardId?: string) =>
      `/cards/change-pin/${cardId === undefined ? ':cardId' : encodeURIComponent(cardId)}`,
    forgotPin: (cardId?: string) =>
      `/cards/forget-pin/${cardId === undefined ? ':cardId' : encodeURIComponent(cardId)}`,
    /** spec-3 §2 Route list: a new card (card managers). */
    addCard: () => '/cards/add-card',
    /** A physical card that arrived, activated by its holder (without an id, the pattern). */
    activate: (cardId?: string) =>
      `/cards/activate/${cardId === undefined ? ':cardId' : encodeURIComponent(cardId)}`,
    /** The Apple Pay info page, with its close link back to the cards. */
    applePay: () => '/cards/apple-pay',
  },
  transactions: () => '/transaction',
  /** spec-3 §2 Route list: the filtered list exported (the list's filter as the query). */
  transactionExport: (search?: Search) => withSearch('/transaction/export', search),
  /** spec-3 §2 Route list: an account's PDF statement for a period. */
  transactionStatement: () => '/transaction/pdf',
  /** The Manage menu group's address: redirects to People. */
  manage: () => '/manage',
  approvals: {
    /** The approvals page, on the tab given (pending without one). */
    list: (tab?: ApprovalFilter) => withSearch('/manage/approvals', queryOf({ tab })),
    /** Where a transfer sent for approval is followed (the transfer flow links here). */
    myRequests: (): string => paths.approvals.list('my-requests'),
  },
  /** Settings > Approval Policy (spec-3 §2 Route list): the list, a new policy, an edit. */
  approvalPolicies: {
    list: () => '/settings/approval-policies',
    create: () => '/settings/approval-policies/new',
    /** Without an id, the route's pattern. */
    edit: (policyId?: string) =>
      `/settings/approval-policies/edit/${policyId === undefined ? ':policyId' : encodeURIComponent(policyId)}`,
  },
  team: {
    people: () => '/manage/people',
    /** Manage > Invitation (spec-3 §2): invite people, follow the invitations. */
    invite: () => '/manage/people/invite',
  },
  /** Manage > Activity log (issue 24, beyond the spec's routes). */
  activity: () => '/manage/activity',
  /** spec-3 §2 Route list: Rewards, its Cashback and Referrals pages. */
  rewards: {
    overview: () => '/rewards',
    cashback: () => '/rewards/cashback',
    referrals: () => '/rewards/referrals',
  },
  settings: {
    /** Redirects to General. */
    index: () => '/settings',
    general: () => '/settings/general',
    /** Settings > Tutorial's address in routes.tsv: redirects to the tutorial page. */
    tutorial: () => '/settings/tutorial',
    /** The cards' tutorial (spec-3 §2 Route list), from /cards and Settings > Tutorial. */
    tutorialCards: () => '/settings/tutorial/cards',
    /** Change password (spec-3 §2 Route list). */
    password: () => '/settings/password',
    /** Set up authenticator (spec-3 §2 Route list) and its steps. */
    authenticator: () => '/settings/setup-authenticator',
    authenticatorSms: () => '/settings/setup-authenticator/verify-sms-otp',
    authenticatorEmail: () => '/settings/setup-authenticator/verify-email-otp',
    authenticatorPair: () => '/settings/setup-authenticator/pair-device',
    /** Support: phone and e-mail (spec-3 §2 Route list). */
    support: () => '/settings/support',
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
