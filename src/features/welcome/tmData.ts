import { z } from 'zod';
import type { TmData } from '../../api/kyc';
import { OTHER, SOURCES_OF_FUNDS } from '../../shared/domain/onboarding/lookups';

/**
 * The data-population form (spec-1 §4: an admin without tmDataPopulated; POST tm_data): the
 * expected monthly activity the bank monitors transactions against. The spec names the fields
 * (transactionNumber, transactionVolume, sourceOfFunds, supplierLocation) without values; the
 * ranges are this product's (docs/decisions/onboarding.md 'Status screens and first-run pages').
 */
export const TRANSACTION_COUNT_RANGES = [
  '1 to 10',
  '11 to 50',
  '51 to 200',
  '201 to 1,000',
  'More than 1,000',
] as const;

export const TRANSACTION_VOLUME_RANGES = [
  'Up to S$10,000',
  'S$10,001 to S$50,000',
  'S$50,001 to S$250,000',
  'S$250,001 to S$1,000,000',
  'More than S$1,000,000',
] as const;

/** The onboarding list without 'Other': tm_data has no field for the other source's text. */
export const TM_SOURCES_OF_FUNDS = SOURCES_OF_FUNDS.filter((source) => source !== OTHER);

export const REQUIRED = 'This field is required';
export const CHOOSE_A_SOURCE = 'Choose at least one source of funds.';

export const tmDataSchema = z.object({
  transactionNumber: z.enum(TRANSACTION_COUNT_RANGES, { error: REQUIRED }),
  transactionVolume: z.enum(TRANSACTION_VOLUME_RANGES, { error: REQUIRED }),
  sourceOfFunds: z.array(z.enum(TM_SOURCES_OF_FUNDS)).min(1, CHOOSE_A_SOURCE),
  supplierLocation: z.array(z.string()),
}) satisfies z.ZodType<TmData, unknown>;
export type TmDataForm = z.input<typeof tmDataSchema>;
