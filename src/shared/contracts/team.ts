import * as z from 'zod/mini';
import { SORT_ORDERS, TEAM_MEMBER_STATUSES, TEAM_SORT_KEYS } from '../domain/team';
import { ROLES } from '../domain/roles';
import { MAX_PAGING_IDS } from '../domain/transactions';
import { ACCESS_ERRORS, defineContract } from './contract';
import { MAX_FREE_TEXT } from './fields';

/**
 * spec-3 §7 Team: the company's people. Who may read the team (admin and sub-admin) stays with the
 * bank and answers NO_PERMISSION_API. Invitations are accepted through sign-up (signUp.ts).
 */

export const teamMemberSchema = z.object({
  userReferenceID: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  status: z.enum(TEAM_MEMBER_STATUSES),
});

/** A comma list of `values`, e.g. 'name,email' (the bank sorts by the first). */
const commaList = (values: readonly string[]) => {
  const one = `(?:${values.join('|')})`;
  return z.optional(
    z.string().check(z.maxLength(MAX_FREE_TEXT), z.regex(new RegExp(`^${one}(?:,${one})*$`))),
  );
};

const TEAM_ERRORS = [...ACCESS_ERRORS, 'NO_PERMISSION_API', 'INVALID_PARAM_ERROR'] as const;

export const listTeam = defineContract({
  id: 'team.list',
  method: 'GET',
  path: '/v1/boom/auth/team/all',
  summary:
    'spec-3 §7 Team: the first page of members (10 unless ?pageSize says) and every id; ?suspended filters, ?sortKeys and ?sortOrders sort; admin and sub-admin only',
  auth: 'bearer',
  query: z.object({
    // The query carries text: a whole number from 1 to MAX_PAGING_IDS.
    pageSize: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(MAX_PAGING_IDS))),
    suspended: z.optional(z.enum(['true', 'false'])),
    sortKeys: commaList(TEAM_SORT_KEYS),
    sortOrders: commaList(SORT_ORDERS),
  }),
  answer: z.object({ firstPageResults: z.array(teamMemberSchema), ids: z.array(z.string()) }),
  errors: TEAM_ERRORS,
});

export const pageTeam = defineContract({
  id: 'team.page',
  method: 'POST',
  path: '/v1/boom/auth/team/all/paging',
  summary:
    'spec-3 §7 Team: the members of the given ids, in that order (unknown ids are left out); admin and sub-admin only',
  auth: 'bearer',
  body: z.object({
    ids: z.array(z.string().check(z.maxLength(MAX_FREE_TEXT))).check(z.maxLength(MAX_PAGING_IDS)),
  }),
  answer: z.object({ results: z.array(teamMemberSchema) }),
  errors: TEAM_ERRORS,
});

export const TEAM_CONTRACTS = [listTeam, pageTeam] as const;
