import { isCurrencyCode, type CurrencyCode } from '../../shared/currencies';
import { rateQuote, tradeQuote } from '../../shared/contracts/fx';
import { ACCOUNT_MANAGER_ROLES } from '../../shared/domain/accounts';
import type { Bank } from '../bank';
import { route, type ContractRoute } from '../contractRoutes';
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

/**
 * spec-2 §7 Quotes (contracts: src/shared/contracts/fx.ts; the limits: limits.ts). GET gives the current bid
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
  ];
}
