import * as z from 'zod/mini';
import { COMPANY_STATUSES, KYC_STATUSES, USER_STATUSES } from '../domain/auth';
import { SORT_ORDERS, TEAM_MEMBER_STATUSES, TEAM_SORT_KEYS } from '../domain/profile';
import { ROLES } from '../domain/roles';
import { MAX_PAGING_IDS } from '../domain/transactions';
import { ACCESS_ERRORS, defineContract } from './contract';
import { MAX_FREE_TEXT, requiredTextField } from './fields';

/**
 * spec-1 §3 Profile and KYC status, §7 "Login and session"; spec-3 §7 Team. Who may read the team
 * (admin and sub-admin) stays with the bank and answers NO_PERMISSION_API.
 */

/** spec-1 §3 Profile (src/shared/domain/profile.ts Profile). */
export const profileSchema = z.object({
  userId: z.string(),
  userReferenceID: z.string(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  isAdmin: z.boolean(),
  companyName: z.string(),
  corporateReferenceID: z.string(),
  phoneNumber: z.string(),
  currencyPreference: z.string(),
  mcc: z.string(),
  registeredAddress: z.string(),
  showDashboardBanner: z.boolean(),
  authenticatorAppPreference: z.boolean(),
  displayPaynowDisclaimer: z.boolean(),
  isFirstLogin: z.boolean(),
});

export const getProfile = defineContract({
  id: 'profile.get',
  method: 'GET',
  path: '/v1/boom/auth/user/profile',
  summary:
    "spec-1 §3 Profile / §7: the signed-in user's profile, with the user's own changes (authenticator app, dismissed banners)",
  auth: 'bearer',
  answer: profileSchema,
  errors: ACCESS_ERRORS,
});

export const getKycStatus = defineContract({
  id: 'profile.kycStatus',
  method: 'GET',
  path: '/v1/boom/kyc/myinfo/status',
  summary:
    'spec-1 §3 KYC status / §7 KYC: the statuses that decide where the user lands after login (spec-1 §4)',
  auth: 'bearer',
  answer: z.object({
    kycStatus: z.enum(KYC_STATUSES),
    companyKycStatus: z.enum(COMPANY_STATUSES),
    nonAdminUserStatus: z.enum(USER_STATUSES),
    tutorialsViewed: z.boolean(),
    tmDataPopulated: z.boolean(),
  }),
  errors: ACCESS_ERRORS,
});

export const markTutorialsViewed = defineContract({
  id: 'profile.tutorialsViewed',
  method: 'PUT',
  path: '/boom/v2/auth/tutorials-viewed',
  summary:
    'spec-1 §7 Login and session: the user has seen the tutorial (tutorialsViewed in the KYC status)',
  auth: 'bearer',
  errors: ACCESS_ERRORS,
});

export const dismissBanner = defineContract({
  id: 'profile.bannerFlag',
  method: 'POST',
  path: '/v1/boom/auth/banner-flag',
  summary:
    'spec-1 §7 Login and session: the user closed a banner (bannerType); a dashboard banner stays closed',
  auth: 'bearer',
  body: z.object({ bannerType: requiredTextField() }),
  errors: [...ACCESS_ERRORS, 'INVALID_PARAM_ERROR'],
});

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

export const PROFILE_CONTRACTS = [
  getProfile,
  getKycStatus,
  markTutorialsViewed,
  dismissBanner,
  listTeam,
  pageTeam,
] as const;
