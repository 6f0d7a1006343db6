import type { Role } from './roles';

/** GET /v1/boom/auth/user/profile answer (spec-1 §3 Profile, spec-3 §3). */
export interface Profile {
  userId: string;
  userReferenceID: string;
  name: string;
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  isAdmin: boolean;
  companyName: string;
  corporateReferenceID: string;
  /** Only the last four digits are ever shown. */
  phoneNumber: string;
  currencyPreference: string;
  mcc: string;
  registeredAddress: string;
  showDashboardBanner: boolean;
  authenticatorAppPreference: boolean;
  displayPaynowDisclaimer: boolean;
  isFirstLogin: boolean;
}

export const TEAM_MEMBER_STATUSES = ['active', 'suspended'] as const;

/** A team member as listed by GET /v1/boom/auth/team/all. */
export interface TeamMember {
  userReferenceID: string;
  name: string;
  email: string;
  role: Role;
  status: (typeof TEAM_MEMBER_STATUSES)[number];
}

/** What the team list can be sorted by (?sortKeys): the member's fields shown in the list. */
export const TEAM_SORT_KEYS = ['name', 'email', 'role', 'status'] as const;
export const SORT_ORDERS = ['asc', 'desc'] as const;
