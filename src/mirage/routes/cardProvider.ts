import { validateCardToken } from '../../shared/contracts/cardProvider';
import type { Bank } from '../bank';
import { route, type ContractRoute } from '../contractRoutes';
import { validateDetailsToken } from '../rules/cardDetails';

/**
 * The card provider's validate call (contracts/cardProvider.ts; rules/cardDetails.ts): a token the
 * bank issued, exchanged once within 60 s for the card's number, expiry and security code.
 */
export function cardProviderHandlers(_bank: Bank): ContractRoute[] {
  return [route(validateCardToken, ({ body }) => validateDetailsToken(body.tokenId))];
}
