import { isCurrencyCode } from '../../shared/currencies';
import { currencyLimit, listLimits } from '../../shared/contracts/limits';
import type { Bank } from '../bank';
import { route, type ContractRoute } from '../contractRoutes';
import { transferLimit, transferLimits, type LimitKind } from '../rules/limits';
import { BankError } from '../types';

// docs/decisions/payouts.md 'Limits': ?type=local|overseas picks that table; without it the generic one.
function limitKind(value: string | undefined): LimitKind {
  if (value === undefined || value === '' || value === 'generic') return 'generic';
  if (value === 'local' || value === 'overseas') return value;
  throw new BankError(400, 'INVALID_PARAMETER', 'type must be local, overseas or generic.');
}

/** spec-2 §7 Quotes, limits, configuration: the limits of one transfer, by table (contracts: src/shared/contracts/limits.ts). */
export function limitHandlers(bank: Bank): ContractRoute[] {
  return [
    route(listLimits, ({ req, query }) => {
      bank.authorize(req);
      return { limits: transferLimits(limitKind(query.type)) };
    }),

    route(currencyLimit, ({ req, params, query }) => {
      bank.authorize(req);
      // Both routers hand over the segment decoded; a lower-case code is read as the code.
      const currency = params.currency.toUpperCase();
      if (!isCurrencyCode(currency))
        throw new BankError(400, 'INVALID_PARAMETER', `'${currency}' is not a currency code.`);
      const limit = transferLimit(currency, limitKind(query.type));
      if (!limit)
        throw new BankError(
          404,
          'RESOURCE_NOT_FOUND',
          `There is no transfer limit for ${currency}.`,
        );
      return limit;
    }),
  ];
}
