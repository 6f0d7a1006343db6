import { APPLICANT_USERS } from './applicantUsers';
import { KYC_ACCEPTED, type UserSpec } from '../builders/users';

/**
 * Who can sign in to each scenario: light data, without the scenario's generated ledger, so the
 * login page can list the demo users before the mock bank itself is loaded (src/mirage/mockShell.ts).
 * The scenarios build their users from these lists; scenarios.test.ts holds the two together.
 */

/** finance@demo.test's authenticator secret: add it to a phone app to sign in during a demo. */
export const FINANCE_TOTP_SECRET = 'JBSWY3DPEHPK3PXPKRUGS4TJNZSXI2LT';

/** The demo contract (README): one user per role, one with an authenticator app, one suspended. */
export const DEMO_USERS: readonly UserSpec[] = [
  { email: 'admin@demo.test', role: 'admin' },
  { email: 'subadmin@demo.test', role: 'sub-admin' },
  { email: 'finance@demo.test', role: 'finance', totpSecret: FINANCE_TOTP_SECRET },
  { email: 'accountant@demo.test', role: 'accountant' },
  { email: 'general@demo.test', role: 'general' },
  {
    email: 'suspended@demo.test',
    role: 'general',
    suspended: true,
    note: 'Suspended: login is refused',
  },
];

/**
 * An admin of the demo company on the first login after approval (spec-1 §4): no expected activity
 * given yet and no tutorial seen, so the data-population page comes first, then the tutorial.
 * Apart from DEMO_USERS, which the ledger's cards and approvals are made from, so those stay as
 * they were.
 */
export const FIRST_RUN_USERS: readonly UserSpec[] = [
  {
    email: 'fresh@demo.test',
    role: 'admin',
    kyc: { ...KYC_ACCEPTED, tmDataPopulated: false, tutorialsViewed: false },
    isFirstLogin: true,
    note: 'First login: data population and tutorial',
  },
];

/** The demo company's users and the applicants of every onboarding state (scenarios/applicants.ts). */
export const DEFAULT_USERS: readonly UserSpec[] = [
  ...DEMO_USERS,
  ...FIRST_RUN_USERS,
  ...APPLICANT_USERS,
];

/** The users of every scenario, by name (a new scenario adds its list here). */
export const SCENARIO_USERS: Readonly<Record<string, readonly UserSpec[]>> = {
  default: DEFAULT_USERS,
  // The default company's team with more transactions (its applicants are not listed there).
  large: [...DEMO_USERS, ...FIRST_RUN_USERS],
  empty: [],
};
