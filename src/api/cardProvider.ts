import { validateCardToken as validateContract } from '../shared/contracts/cardProvider';
import { call } from './contractCall';

/**
 * The card provider (contracts/cardProvider.ts; docs/decisions/cards.md 'Card details behind a
 * code'): a card-details token exchanged once for the number, expiry and security code. The answer
 * is held in memory by the one component that shows it, never stored or logged.
 */
export interface CardSecrets {
  pan: string;
  expiry: string;
  cvv2: string;
}

/** The provider at `origin` (config.json cardProviderUrl): the details for the token, once. */
export function validateCardToken(origin: string, tokenId: string): Promise<CardSecrets> {
  return call(validateContract, { body: { tokenId }, baseUrl: origin });
}
