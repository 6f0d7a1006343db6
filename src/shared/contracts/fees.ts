import * as z from 'zod/mini';
import { ACCESS_ERRORS, defineContract } from './contract';
import { amountField, referenceField } from './fields';

/**
 * spec-2 §7 Fees: four calls with one payload and one answer. What a payout costs (FAST and SGD
 * local free, a zero amount free, a flat fee per sender currency otherwise) is the bank's rule
 * (src/mirage/rules/fees.ts, docs/decisions/payouts.md 'Payout corridors and fees').
 */

/** A currency as a request names it: the bank prices the ones it knows, fee_default 0 otherwise. */
const currencyField = z.string().check(z.regex(/^[A-Z]{3}$/));
/** ISO 3166 alpha-2, upper case. */
const countryField = z.string().check(z.regex(/^[A-Z]{2}$/));

/** spec-2 §7 Fees payload; amounts in integer micro-units. */
export const feeRequestSchema = z.object({
  senderAmount: amountField,
  senderCurrency: currencyField,
  destinationCountryCode: countryField,
  fxReferenceID: z.optional(referenceField),
  destinationAmount: z.optional(amountField),
  calculateSourceAmtFromDestAmt: z.optional(z.boolean()),
});
export type FeeRequest = z.output<typeof feeRequestSchema>;

/** spec-2 §3 Fee: the fee in micro-units of `currency` (the sender's). */
export const feeSchema = z.object({ fee: amountField, currency: z.string() });
export type PayoutFee = z.output<typeof feeSchema>;

const ERRORS = [...ACCESS_ERRORS, 'NO_PERMISSION_API', 'INVALID_PARAM_ERROR'] as const;

// Four contracts written out in full: scripts/spec-coverage.mjs reads each defineContract literally.

export const remittanceFee = defineContract({
  id: 'fees.remittance',
  method: 'POST',
  path: '/boom/v2/fee/remittance',
  summary:
    'spec-2 §7 Fees: the fee of an overseas remittance to a corridor country (Singapore is local)',
  auth: 'bearer',
  body: feeRequestSchema,
  answer: feeSchema,
  errors: ERRORS,
});

export const localFee = defineContract({
  id: 'fees.local',
  method: 'POST',
  path: '/v1/boom/fee/local',
  summary: 'spec-2 §7 Fees, §4 Other rules: the fee of a local payout (FAST and SGD free)',
  auth: 'bearer',
  body: feeRequestSchema,
  answer: feeSchema,
  errors: ERRORS,
});

export const payoutFee = defineContract({
  id: 'fees.payout',
  method: 'POST',
  path: '/boom/v2/payouts/fee',
  summary: 'spec-2 §7 Fees: the fee of a payout, local to Singapore, remittance elsewhere',
  auth: 'bearer',
  body: feeRequestSchema,
  answer: feeSchema,
  errors: ERRORS,
});

export const payoutFeeV3 = defineContract({
  id: 'fees.payoutV3',
  method: 'POST',
  path: '/boom/v3/payouts/fee',
  summary: 'spec-2 §7 Fees: the fee of a payout (v3), the same rules as v2',
  auth: 'bearer',
  body: feeRequestSchema,
  answer: feeSchema,
  errors: ERRORS,
});

export const FEE_CONTRACTS = [remittanceFee, localFee, payoutFee, payoutFeeV3];
