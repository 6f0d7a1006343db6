import { EXCHANGE_CURRENCIES, isCurrencyCode } from '../../shared/currencies';
import {
  createAccount,
  getThresholds,
  listAccounts,
  renameAccount,
  saveAccountPreference,
  setThreshold,
} from '../../shared/contracts/accounts';
import { ACCOUNT_MANAGER_ROLES } from '../../shared/domain/accounts';
import type { Bank } from '../bank';
import { route, type ContractRoute } from '../contractRoutes';
import { setLowBalanceThreshold, thresholdsOf } from '../rules/lowBalance';
import { BankError } from '../types';

/** spec-3 §7 Accounts: list, create, rename, reorder, low-balance thresholds (contracts: src/shared/contracts/accounts.ts). */
export function accountHandlers(bank: Bank): ContractRoute[] {
  return [
    route(listAccounts, ({ req }) => {
      bank.authorize(req);
      return { accounts: bank.accounts.list() };
    }),

    route(createAccount, ({ req, body }) => {
      bank.authorize(req, ACCOUNT_MANAGER_ROLES);
      const { currency } = body;
      if (!isCurrencyCode(currency) || !EXCHANGE_CURRENCIES.includes(currency)) {
        throw new BankError(
          400,
          'INVALID_PARAMETER',
          `Accounts can be opened in ${EXCHANGE_CURRENCIES.join(', ')}.`,
        );
      }
      return { account: bank.accounts.create(currency, body.accountName) };
    }),

    route(renameAccount, ({ req, body }) => {
      bank.authorize(req, ACCOUNT_MANAGER_ROLES);
      return { account: bank.accounts.rename(body.accountNumber, body.accountName) };
    }),

    // docs/decisions/accounts.md: reorder is this call with `order`; the dashboard guide's close sends displayGuide.
    route(saveAccountPreference, ({ req, body }) => {
      if (body.displayGuide !== undefined && body.order === undefined) {
        const { user } = bank.authorize(req);
        bank.preferences.closeGuide(user.email, !body.displayGuide);
        return {};
      }
      bank.authorize(req, ACCOUNT_MANAGER_ROLES);
      if (!body.order)
        throw new BankError(
          400,
          'INVALID_PARAMETER',
          'order must be a list of {accountNumber, accountOrder}.',
        );
      return { accounts: bank.accounts.reorder(body.order) };
    }),

    // docs/decisions/accounts.md 'Low-balance alert': every role reads, the account managers set.
    route(getThresholds, ({ req }) => {
      bank.authorize(req);
      return { thresholds: thresholdsOf(bank.accounts, bank.thresholds) };
    }),

    route(setThreshold, ({ req, body }) => {
      bank.authorize(req, ACCOUNT_MANAGER_ROLES);
      return setLowBalanceThreshold(
        bank.accounts,
        bank.thresholds,
        body.accountNumber,
        body.threshold,
      );
    }),
  ];
}
