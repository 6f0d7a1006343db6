import { isCurrencyCode, type CurrencyCode } from '../../shared/currencies';
import { currencyLimit, listLimits, rateQuote, tradeQuote } from '../../shared/contracts/fx';
import { ACCOUNT_MANAGER_ROLES } from '../../shared/domain/accounts';
import type { Bank } from '../bank';
import { route, type ContractRoute } from '../contractRoutes';
import { transferLimit, transferLimits, type LimitKind } from '../rules/limits';
import { isRemittable, isTradable, issueQuote } from '../rules/rates';
import { BankError } from '../types';

/** The bank's own rules on a pair the contract let through: a currency it knows, and trades. */
function pair({
  sellCurrency,
  buyCurrency,
}: {
  sellCurrency: string;
  buyCurrency: string;
}): [CurrencyCode, CurrencyCode] {
  if (!isCurrencyCode(sellCurrency) || !isCurrencyCode(buyCurrency)) {
    throw new BankError(
      400,
      'INVALID_PARAMETER',
      'sellCurrency and buyCurrency must be currency codes.',
    );
  }
  // Sold from an account (an exchange currency); bought into an account or paid out abroad. An
  // exchange into a remittance-only currency is refused by the transfer rules, not here.
  if (!isTradable(sellCurrency) || !isRemittable(buyCurrency)) {
    throw new BankError(
      400,
      'FX_TXN_STATUS_RATES_UNAVAILABLE',
      `There is no rate for ${sellCurrency} to ${buyCurrency}.`,
    );
  }
  return [sellCurrency, buyCurrency];
}

// docs/decisions/payouts.md 'Limits': ?type=local|overseas picks that table; without it the generic one.
function limitKind(value: string | undefined): LimitKind {
  if (value === undefined || value === '' || value === 'generic') return 'generic';
  if (value === 'local' || value === 'overseas') return value;
  throw new BankError(400, 'INVALID_PARAMETER', 'type must be local, overseas or generic.');
}

/**
 * spec-2 §7 Quotes and limits (contracts: src/shared/contracts/fx.ts). GET gives the current bid
 * rate (dashboards, calculators); POST a quote to trade on. Both are quotes valid for exactly
 * 3 minutes; a transfer accepts either.
 */
export function fxHandlers(bank: Bank): ContractRoute[] {
  return [
    route(rateQuote, ({ req, query }) => {
      const { user } = bank.authorize(req);
      const [sell, buy] = pair(query);
      return issueQuote(user.email, sell, buy);
    }),

    route(tradeQuote, ({ req, body }) => {
      const { user } = bank.authorize(req, ACCOUNT_MANAGER_ROLES);
      const [sell, buy] = pair(body);
      return issueQuote(user.email, sell, buy);
    }),

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
