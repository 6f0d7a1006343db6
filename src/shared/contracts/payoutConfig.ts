import * as z from 'zod/mini';
import { PAYOUT_ROUTES } from '../domain/corridors';
import { ACCESS_ERRORS, defineContract } from './contract';

/**
 * spec-2 §7 Quotes, limits, configuration: the overseas corridors, the routes and the purposes of
 * payment. The spec gives no payload or answer; ours are in docs/decisions/payouts.md 'Payout corridors
 * and fees', the tables in src/shared/domain/corridors.ts and purposes.ts.
 */

const routeField = z.enum(PAYOUT_ROUTES);

export const corridorSchema = z.object({
  country: z.string(),
  currencies: z.array(z.object({ currency: z.string(), route: routeField })),
});

export const listCorridors = defineContract({
  id: 'payoutConfig.corridors',
  method: 'GET',
  path: '/boom/v2/payouts/config/corridors',
  summary:
    'spec-2 §7 Quotes, limits, configuration: the overseas countries (Singapore excluded), each with its currencies and route',
  auth: 'bearer',
  answer: z.object({ corridors: z.array(corridorSchema) }),
  errors: [...ACCESS_ERRORS, 'NO_PERMISSION_API'],
});

export const listRoutes = defineContract({
  id: 'payoutConfig.routes',
  method: 'GET',
  path: '/boom/v2/payouts/config/routes',
  summary:
    'spec-2 §7 Quotes, limits, configuration: the payout routes (local rails, telegraphic transfer) and their transfer times',
  auth: 'bearer',
  answer: z.object({
    routes: z.array(z.object({ route: routeField, transferTime: z.string() })),
  }),
  errors: [...ACCESS_ERRORS, 'NO_PERMISSION_API'],
});

export const listPurposes = defineContract({
  id: 'payoutConfig.purposes',
  method: 'POST',
  path: '/boom/v2/payouts/config/purpose-of-payment',
  summary:
    'spec-2 §7 Quotes, limits, configuration, §3 Purpose-of-payment codes: the overseas purposes for a corridor and currency, with the INR invoice rule',
  auth: 'bearer',
  body: z.object({
    destinationCountryCode: z.string().check(z.regex(/^[A-Z]{2}$/)),
    currency: z.string().check(z.regex(/^[A-Z]{3}$/)),
  }),
  answer: z.object({
    purposes: z.array(
      z.object({ code: z.string(), label: z.string(), invoiceRequired: z.boolean() }),
    ),
  }),
  errors: [...ACCESS_ERRORS, 'NO_PERMISSION_API', 'INVALID_PARAM_ERROR'],
});

export const PAYOUT_CONFIG_CONTRACTS = [listCorridors, listRoutes, listPurposes];
