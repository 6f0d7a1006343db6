import type { Role } from './roles';

/** spec-3 §3 Team, §7 Team: the company's people (contracts: src/shared/contracts/team.ts). */

/**
 * A member is active or suspended; one who joined by an invitation waits first for their details
 * (details-due), then for the bank's review (in-review), which may refuse them (rejected).
 */
export const TEAM_MEMBER_STATUSES = [
  'active',
  'suspended',
  'details-due',
  'in-review',
  'rejected',
] as const;

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
export type TeamSortKey = (typeof TEAM_SORT_KEYS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
