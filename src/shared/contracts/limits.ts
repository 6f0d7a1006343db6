import * as z from 'zod/mini';
import { CURRENCY_CODES } from '../currencies';
import { ACCESS_ERRORS, defineContract } from './contract';
import { micros } from './fields';

/**
 * spec-2 §7 Quotes, limits, configuration: the limits of one transfer. Which currencies have a
 * limit stays with the bank (src/mirage/rules/limits.ts), which answers with its own codes
 * (INVALID_PARAMETER, RESOURCE_NOT_FOUND); the contract only refuses what is not a request at all.
 */

/** A currency as a request names it: checked against the bank's currencies by the bank. */
const currencyField = z.string().check(z.maxLength(3));
/** docs/decisions/payouts.md 'Limits': local, overseas or generic; the bank says which it knows. */
const limitTypeField = z.optional(z.string().check(z.maxLength(16)));

/** Min and max of one transfer in a currency, integer micro-units (TransferLimit). */
export const transferLimitSchema = z.object({
  currency: z.enum(CURRENCY_CODES),
  min: micros,
  max: micros,
});

export const listLimits = defineContract({
  id: 'limits.list',
  method: 'GET',
  path: '/boom/v2/transfers/limits',
  summary:
    "spec-2 §7 / docs/decisions/payouts.md 'Limits': min and max per currency in micro-units; ?type=local|overseas picks that table, else the generic one",
  auth: 'bearer',
  query: z.object({ type: limitTypeField }),
  answer: z.object({ limits: z.array(transferLimitSchema) }),
  errors: [...ACCESS_ERRORS, 'INVALID_PARAM_ERROR', 'INVALID_PARAMETER'],
});

export const currencyLimit = defineContract({
  id: 'limits.currency',
  method: 'GET',
  path: '/boom/v2/transfers/limit/:currency',
  summary:
    "spec-2 §7 / docs/decisions/payouts.md 'Limits': min and max of one currency in micro-units, from the table ?type picks",
  auth: 'bearer',
  params: z.object({ currency: currencyField }),
  query: z.object({ type: limitTypeField }),
  answer: transferLimitSchema,
  errors: [...ACCESS_ERRORS, 'INVALID_PARAM_ERROR', 'INVALID_PARAMETER', 'RESOURCE_NOT_FOUND'],
});

export const LIMIT_CONTRACTS = [listLimits, currencyLimit] as const;
