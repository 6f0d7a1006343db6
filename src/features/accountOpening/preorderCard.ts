import { z } from 'zod';
import { isApiError } from '../../api/ApiError';
import { CARD_ADDRESS_TYPES, type CardAddressType } from '../../shared/domain/onboarding';
import { cleanText } from '../../shared/text/cleanText';
import { limitNotice } from '../../shared/domain/limitNotice';

/** spec-1 §5: the general required-field text. */
export const REQUIRED = 'This field is required';
/** The longest name a card carries (the contract's nameOnCard, spec-1 §3 Card Creation). */
export const NAME_ON_CARD_MAX = 26;

export const CARD_ADDRESS_LABELS: Record<CardAddressType, string> = {
  MAILING_ADDRESS: 'Mailing address',
  RESIDENTIAL_ADDRESS: 'Residential address',
};

/**
 * The pre-order card form: the name cleaned and trimmed (whitespace only is empty), required, at
 * most 26 characters; where the card goes, one of the two addresses.
 */
export const preorderCardSchema = z.object({
  nameOnCard: z
    .string()
    .overwrite(cleanText)
    .min(1, REQUIRED)
    .max(NAME_ON_CARD_MAX, limitNotice(NAME_ON_CARD_MAX)),
  cardAddressType: z.enum(CARD_ADDRESS_TYPES, { error: REQUIRED }),
});
export type PreorderCardForm = z.input<typeof preorderCardSchema>;
export type PreorderCardValues = z.output<typeof preorderCardSchema>;

/** A sentence about a failed call: the catalogue's or the client's, else a general one. */
export function failureText(error: unknown): string {
  return isApiError(error) ? error.message : 'Something went wrong. Please try again.';
}
