import * as z from 'zod/mini';
import { CURRENCY_CODES } from '../currencies';
import { ACCESS_ERRORS, defineContract } from './contract';

/**
 * spec-2 §7 Quotes, limits, configuration: the quotes (the limits are limits.ts). Which currencies
 * exist and which the bank trades stay with the bank (src/mirage/rules/rates.ts) and answer with
 * their own codes (INVALID_PARAMETER, FX_TXN_STATUS_RATES_UNAVAILABLE); the contract only refuses
 * what is not a request at all.
 */

/** A currency as a request names it: checked against the bank's currencies by the bank. */
const currencyField = z.string().check(z.maxLength(3));

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

export const FX_CONTRACTS = [rateQuote, tradeQuote] as const;
