import type { UserSpec } from '../builders/users';

/**
 * Who signs in to the demo's onboarding states, light (no generated data): the login page lists
 * them before the mock bank loads (demoUsers.ts). scenarios/applicants.ts builds their records.
 */

/** Each applicant's own company (never the demo company: it must not see that data). */
export const APPLICANT_CORP_IDS = {
  new: 'CORP-APPL-0001',
  registry: 'CORP-APPL-0002',
  pending: 'CORP-APPL-0003',
  rejected: 'CORP-APPL-0004',
  submitted: 'CORP-APPL-0005',
} as const;

/** The applicants' admins, as demo users (demoUsers.ts lists them after the demo company's). */
export const APPLICANT_USERS: readonly UserSpec[] = [
  {
    email: 'new@demo.test',
    role: 'admin',
    application: APPLICANT_CORP_IDS.new,
    note: 'Onboarding: nothing started',
  },
  {
    email: 'registry@demo.test',
    role: 'admin',
    application: APPLICANT_CORP_IDS.registry,
    note: 'Onboarding: registry path half done',
  },
  {
    email: 'pending@demo.test',
    role: 'admin',
    application: APPLICANT_CORP_IDS.pending,
    note: 'Onboarding: manual, pending review',
  },
  {
    email: 'rejected@demo.test',
    role: 'admin',
    application: APPLICANT_CORP_IDS.rejected,
    note: 'Onboarding: application rejected',
  },
  {
    email: 'submitted@demo.test',
    role: 'admin',
    application: APPLICANT_CORP_IDS.submitted,
    note: 'Onboarding: application submitted',
  },
];

/** A live invitation to the demo company (the invitation link is on the login page), and an expired one. */
export const DEMO_INVITATION = {
  email: 'invitee@demo.test',
  code: 'JOIN2026',
  role: 'accountant',
} as const;
export const EXPIRED_INVITATION = {
  email: 'late@demo.test',
  code: 'JOIN2025',
  role: 'general',
} as const;
