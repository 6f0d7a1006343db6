import { isCurrencyCode, type CurrencyCode } from '../../shared/currencies';
import type { FxQuote, TransferLimit } from '../../shared/domain/fx';
import type { Bank } from '../bank';
import type { BankRouter } from '../router';
import { transferLimit, transferLimits, type LimitKind } from '../rules/limits';
import { isTradable, issueQuote } from '../rules/rates';
import { BankError } from '../types';
import { ACCOUNT_MANAGER_ROLES } from '../../shared/domain/accounts';

function pair(source: Record<string, unknown>): [CurrencyCode, CurrencyCode] {
  const { sellCurrency, buyCurrency } = source;
  if (!isCurrencyCode(sellCurrency) || !isCurrencyCode(buyCurrency)) {
    throw new BankError(400, 'INVALID_PARAMETER', 'sellCurrency and buyCurrency must be currency codes.');
  }
  if (!isTradable(sellCurrency) || !isTradable(buyCurrency)) {
    throw new BankError(400, 'FX_TXN_STATUS_RATES_UNAVAILABLE', `There is no rate for ${sellCurrency} to ${buyCurrency}.`);
  }
  return [sellCurrency, buyCurrency];
}

function limitKind(value: string | undefined): LimitKind {
  if (value === undefined || value === '' || value === 'generic') return 'generic';
  if (value === 'local' || value === 'overseas') return value;
  throw new BankError(400, 'INVALID_PARAMETER', 'type must be local, overseas or generic.');
}

/**
 * spec-2 §7 Quotes and limits. GET gives the current bid rate (dashboards, calculators); POST a
 * quote to trade on. Both are quotes valid for exactly 3 minutes; a transfer accepts either.
 */
export function fxRoutes(router: BankRouter, bank: Bank): void {
  router.get(
    '/boom/v2/fx/quotes',
    (req): FxQuote => {
      const { user } = bank.authorize(req);
      const [sell, buy] = pair(req.query);
      return issueQuote(user.email, sell, buy);
    },
  );

  router.post(
    '/boom/v2/fx/quotes',
    (req): FxQuote => {
      const { user } = bank.authorize(req, ACCOUNT_MANAGER_ROLES);
      const [sell, buy] = pair(req.body);
      return issueQuote(user.email, sell, buy);
    },
  );

  // DECISIONS 'Limits': ?type=local|overseas picks that table; without it the generic one.
  router.get(
    '/boom/v2/transfers/limits',
    (req): { limits: TransferLimit[] } => {
      bank.authorize(req);
      return { limits: transferLimits(limitKind(req.query.type)) };
    },
  );

  router.get(
    '/boom/v2/transfers/limit/:currency',
    (req): TransferLimit => {
      bank.authorize(req);
      const currency = decodeURIComponent(req.params.currency ?? '').toUpperCase();
      if (!isCurrencyCode(currency)) throw new BankError(400, 'INVALID_PARAMETER', `'${currency}' is not a currency code.`);
      const limit = transferLimit(currency, limitKind(req.query.type));
      if (!limit) throw new BankError(404, 'RESOURCE_NOT_FOUND', `There is no transfer limit for ${currency}.`);
      return limit;
    },
  );
}
