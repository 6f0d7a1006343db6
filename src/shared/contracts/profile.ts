import * as z from 'zod/mini';
import { COMPANY_STATUSES, KYC_STATUSES, USER_STATUSES } from '../domain/auth';
import { ROLES } from '../domain/roles';
import { ACCESS_ERRORS, defineContract } from './contract';
import { requiredTextField } from './fields';

/** spec-1 §3 Profile and KYC status, §7 "Login and session". The team is in team.ts. */

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

export const PROFILE_CONTRACTS = [
  getProfile,
  getKycStatus,
  markTutorialsViewed,
  dismissBanner,
] as const;
