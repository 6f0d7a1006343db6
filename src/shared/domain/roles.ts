/** Role values as they appear in profile data and access-token claims (spec-1 §3 Roles). */
export const ROLES = ['admin', 'sub-admin', 'finance', 'accountant', 'general'] as const;
export type Role = (typeof ROLES)[number];

/** docs/decisions/roles.md: payment-capable = admin, sub-admin, finance; restricted = accountant, general. */
export const PAYMENT_ROLES: readonly Role[] = ['admin', 'sub-admin', 'finance'];
export const ADMIN_ROLES: readonly Role[] = ['admin', 'sub-admin'];
/** The "approver-type role" (docs/decisions/roles.md). */
export const APPROVER_ROLE: Role = 'accountant';

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  'sub-admin': 'Sub-admin',
  finance: 'Finance',
  accountant: 'Accountant',
  general: 'General',
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
