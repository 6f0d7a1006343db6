import * as z from 'zod/mini';
import { CURRENCY_CODES } from '../currencies';
import { ACCESS_ERRORS, defineContract } from './contract';
import { micros } from './fields';

/**
 * spec-2 §7 Quotes, limits, configuration. Which currencies exist and which the bank trades stay
 * with the bank (src/mirage/rules/rates.ts, limits.ts) and answer with their own codes
 * (INVALID_PARAMETER, FX_TXN_STATUS_RATES_UNAVAILABLE, RESOURCE_NOT_FOUND); the contract only
 * refuses what is not a request at all.
 */

/** A currency as a request names it: checked against the bank's currencies by the bank. */
const currencyField = z.string().check(z.maxLength(3));
/** docs/decisions/payouts.md 'Limits': local, overseas or generic; the bank says which it knows. */
const limitTypeField = z.optional(z.string().check(z.maxLength(16)));

/**
 * spec-2 §3 FX quote (src/shared/domain/fx.ts FxQuote): 1 sellCurrency = bidRate / 1e6
 * buyCurrency, the rate an integer of millionths; validTo an ISO timestamp at most 3 minutes ahead.
 */
export const fxQuoteSchema = z.object({
  referenceId: z.string(),
  sellCurrency: z.enum(CURRENCY_CODES),
  buyCurrency: z.enum(CURRENCY_CODES),
  bidRate: z.number().check(z.int()),
  validTo: z.iso.datetime({ offset: true }),
  // The buying currency's country; empty for a currency the bank has no country for.
  country: z.string(),
});

/** Min and max of one transfer in a currency, integer micro-units (TransferLimit). */
export const transferLimitSchema = z.object({
  currency: z.enum(CURRENCY_CODES),
  min: micros,
  max: micros,
});

const QUOTE_ERRORS = [
  'INVALID_PARAM_ERROR',
  'INVALID_PARAMETER',
  'FX_TXN_STATUS_RATES_UNAVAILABLE',
] as const;

export const rateQuote = defineContract({
  id: 'fx.rate',
  method: 'GET',
  path: '/boom/v2/fx/quotes',
  summary:
    'spec-2 §7: the current bid rate to show (dashboard totals, calculators), as a quote valid for 3 minutes',
  auth: 'bearer',
  query: z.object({ sellCurrency: currencyField, buyCurrency: currencyField }),
  answer: fxQuoteSchema,
  errors: [...ACCESS_ERRORS, ...QUOTE_ERRORS],
});

export const tradeQuote = defineContract({
  id: 'fx.quote',
  method: 'POST',
  path: '/boom/v2/fx/quotes',
  summary:
    'spec-2 §7: a quote to trade on (exchange, approval), valid for exactly 3 minutes; account managers only',
  auth: 'bearer',
  body: z.object({
    sellCurrency: currencyField,
    buyCurrency: currencyField,
    fxProvider: z.optional(z.string().check(z.maxLength(32))),
  }),
  answer: fxQuoteSchema,
  errors: [...ACCESS_ERRORS, 'NO_PERMISSION_API', ...QUOTE_ERRORS],
});

export const listLimits = defineContract({
  id: 'fx.limits',
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
  id: 'fx.limit',
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

export const FX_CONTRACTS = [rateQuote, tradeQuote, listLimits, currencyLimit] as const;
