import * as z from 'zod/mini';
import { CURRENCY_CODES } from '../currencies';
import { ACTIVITY_ACTION_NAMES, ACTIVITY_KINDS, ACTIVITY_PAGE_MAX } from '../domain/activity';
import { ACCESS_ERRORS, defineContract } from './contract';
import { micros, referenceField } from './fields';

/**
 * The activity log (issue 24, beyond the spec's catalogue; docs/decisions/activity.md): the bank
 * records what people did after each call that did it, and admins read it here, newest first.
 */

export const activityRecordSchema = z.object({
  id: z.string(),
  at: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  action: z.enum(ACTIVITY_ACTION_NAMES),
  actorId: z.string(),
  actorName: z.string(),
  detail: z.string(),
  device: z.optional(z.string()),
  amount: z.optional(z.object({ micros, currency: z.enum(CURRENCY_CODES) })),
});

export const listActivity = defineContract({
  id: 'activity.list',
  method: 'GET',
  path: '/v1/boom/activity',
  summary:
    "the bank's extension (issue 24): the company's activity log, newest first; ?person (a userReferenceID) and ?kind filter, ?pageSize (20 unless said) and ?before (the last record's id) page; admin and sub-admin only",
  auth: 'bearer',
  query: z.object({
    person: z.optional(referenceField),
    kind: z.optional(z.enum(ACTIVITY_KINDS)),
    // The query carries text: a whole number from 1 to ACTIVITY_PAGE_MAX.
    pageSize: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(ACTIVITY_PAGE_MAX))),
    before: z.optional(referenceField),
  }),
  answer: z.object({
    records: z.array(activityRecordSchema),
    // The id to ask ?before= for the next page; null at the oldest record.
    nextBefore: z.nullable(z.string()),
  }),
  errors: [...ACCESS_ERRORS, 'NO_PERMISSION_API', 'INVALID_PARAM_ERROR'],
});

export const ACTIVITY_CONTRACTS = [listActivity] as const;
