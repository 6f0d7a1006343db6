import { APPLICANT_USERS } from './applicants';
import type { UserSpec } from './users';

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

/** The demo company's users and the applicants of every onboarding state (scenarios/applicants.ts). */
export const DEFAULT_USERS: readonly UserSpec[] = [...DEMO_USERS, ...APPLICANT_USERS];

/** The users of every scenario, by name (a new scenario adds its list here). */
export const SCENARIO_USERS: Readonly<Record<string, readonly UserSpec[]>> = {
  default: DEFAULT_USERS,
  large: DEMO_USERS,
  empty: [],
};
