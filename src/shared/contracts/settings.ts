import * as z from 'zod/mini';
import { CALLOUT_IDS } from '../domain/toggles';
import { ROLES } from '../domain/roles';
import { ACCESS_ERRORS, defineContract } from './contract';

/**
 * spec-1 §3 and spec-3 §3-4: feature toggles, feature-tip callouts, the dashboard guide and
 * onboarding checklist flags, announcements, the support chat token (maintenance notices:
 * maintenance.ts).
 */

/** A toggle is a boolean or {open, allowUsers}: allowUsers a comma list of e-mail addresses. */
const toggleValue = z.union([z.boolean(), z.object({ open: z.boolean(), allowUsers: z.string() })]);

export const getFeatureToggles = defineContract({
  id: 'settings.featureToggles',
  method: 'GET',
  path: '/v1/boom/user/feature-toggle',
  summary: "spec-1 §3: the company's feature toggles",
  auth: 'bearer',
  answer: z.object({ features: z.record(z.string(), toggleValue) }),
  errors: ACCESS_ERRORS,
});

const calloutId = z.enum(CALLOUT_IDS);

export const getSeenCallouts = defineContract({
  id: 'settings.seenCallouts',
  method: 'GET',
  path: '/v1/boom/user/feature-callout',
  summary: 'spec-1 §3: the feature tips this user has seen',
  auth: 'bearer',
  answer: z.object({ seen: z.array(calloutId) }),
  errors: ACCESS_ERRORS,
});

export const markCalloutSeen = defineContract({
  id: 'settings.markCalloutSeen',
  method: 'PUT',
  path: '/v1/boom/user/feature-callout/update/:featureId',
  summary: 'spec-1 §3: marks a feature tip as seen',
  auth: 'bearer',
  // The bank names an unknown tip itself (INVALID_PARAMETER); the contract only bounds the text.
  params: z.object({ featureId: z.string().check(z.minLength(1), z.maxLength(64)) }),
  errors: [...ACCESS_ERRORS, 'INVALID_PARAM_ERROR', 'INVALID_PARAMETER'],
});

export const getGuideStatus = defineContract({
  id: 'settings.guideStatus',
  method: 'GET',
  path: '/v1/boom/user/guide-status',
  summary: 'spec-1 §3: whether the dashboard guide shows (first login, not closed)',
  auth: 'bearer',
  answer: z.object({ DisplayGuide: z.boolean() }),
  errors: ACCESS_ERRORS,
});

export const getChecklist = defineContract({
  id: 'settings.checklist',
  method: 'GET',
  path: '/v1/boom/user/actions',
  summary: 'spec-3 §3 Onboarding checklist: which first steps the company has taken',
  auth: 'bearer',
  answer: z.object({
    firstTopUpCompleted: z.boolean(),
    isCardActivated: z.boolean(),
    firstCardTransactionCompleted: z.boolean(),
    isAppDownloaded: z.boolean(),
  }),
  errors: ACCESS_ERRORS,
});

export const announcement = z.object({
  featureId: z.string(),
  title: z.string(),
  subtitle: z.string(),
  roles: z.array(z.enum(ROLES)),
  startDate: z.string(),
  endDate: z.string(),
  isArchived: z.boolean(),
  link: z.string(),
  signedUrl: z.string(),
  ctaLabel: z.string(),
  pillText: z.string(),
});

export const getAnnouncements = defineContract({
  id: 'settings.announcements',
  method: 'GET',
  path: '/v1/boom/user/announcements',
  summary: "spec-3 §4: the active announcements for the user's role",
  auth: 'bearer',
  answer: z.array(announcement),
  errors: ACCESS_ERRORS,
});

export const getChatToken = defineContract({
  id: 'settings.chatToken',
  method: 'GET',
  path: '/boom/v2/chat/jwt',
  summary: 'spec-1 §7: a token for the support chat',
  auth: 'bearer',
  answer: z.object({ jwtToken: z.string() }),
  errors: ACCESS_ERRORS,
});

export const SETTINGS_CONTRACTS = [
  getFeatureToggles,
  getSeenCallouts,
  markCalloutSeen,
  getGuideStatus,
  getChecklist,
  getAnnouncements,
  getChatToken,
] as const;
