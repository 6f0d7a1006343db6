import * as z from 'zod/mini';
import { defineContract } from './contract';
import { MAX_FREE_TEXT } from './fields';

/**
 * spec-1 §3 Maintenance notice and §7 Configuration and maintenance: the notices are public (no
 * sign-in), since the login page shows them before anyone signs in.
 */

export const maintenanceNotice = z.object({
  maintenanceModeType: z.string(),
  startDateTime: z.string(),
  endDateTime: z.string(),
  isExpired: z.boolean(),
  impactedFeatures: z.string(),
});

export const getMaintenanceNotices = defineContract({
  id: 'maintenance.notices',
  method: 'GET',
  path: '/v1/boom/auth/maintenance',
  summary: 'spec-1 §3: maintenance notices, public (the login page reads them before sign-in)',
  auth: 'none',
  answer: z.object({ notices: z.array(maintenanceNotice) }),
  errors: [],
});

export const findMaintenanceNotices = defineContract({
  id: 'maintenance.noticesByType',
  method: 'POST',
  path: '/v1/boom/auth/maintenance',
  summary: 'spec-1 §3: the maintenance notices of the given types, public',
  auth: 'none',
  body: z.object({
    maintenanceModeTypes: z.optional(
      z.array(z.string().check(z.maxLength(MAX_FREE_TEXT))).check(z.maxLength(50)),
    ),
  }),
  answer: z.object({ notices: z.array(maintenanceNotice) }),
  errors: ['INVALID_PARAM_ERROR'],
});

export const MAINTENANCE_CONTRACTS = [getMaintenanceNotices, findMaintenanceNotices] as const;
