import type { Role } from './roles';

/**
 * docs/decisions/rewards.md 'Who sees rewards': the company's money roles and the accountant, who
 * keeps its books, read rewards; only the money roles verify a rewards code (it credits an
 * account). The general role (card spend only) sees none. A file of its own: the route table (in
 * the first page's bundle) needs these lists only.
 */
export const REWARDS_ROLES: readonly Role[] = ['admin', 'sub-admin', 'finance', 'accountant'];
export const REWARDS_CODE_ROLES: readonly Role[] = ['admin', 'sub-admin', 'finance'];
