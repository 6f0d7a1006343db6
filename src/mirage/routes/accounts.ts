import type { Server } from 'miragejs';
import { EXCHANGE_CURRENCIES, isCurrencyCode } from '../../shared/currencies';
import { ACCOUNT_MANAGER_ROLES, type Account, type AccountOrderEntry } from '../../shared/domain/accounts';
import { requireString, type Bank } from '../bank';
import { BankError } from '../types';

function orderOf(value: unknown): AccountOrderEntry[] {
  if (!Array.isArray(value)) throw new BankError(400, 'INVALID_PARAMETER', 'order must be a list of {accountNumber, accountOrder}.');
  return value.map((entry: unknown) => {
    const e = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
    if (typeof e.accountNumber !== 'string' || typeof e.accountOrder !== 'number') {
      throw new BankError(400, 'INVALID_PARAMETER', 'Every order entry needs an accountNumber and a numeric accountOrder.');
    }
    return { accountNumber: e.accountNumber, accountOrder: e.accountOrder };
  });
}

/** spec-3 §7 Accounts: list, create, rename, reorder. */
export function accountRoutes(this: Server, bank: Bank): void {
  const { ledger } = bank;

  this.get(
    '/v1/boom/accounts',
    bank.handle((req): { accounts: Account[] } => {
      bank.authorize(req);
      return { accounts: ledger.accounts() };
    }),
  );

  this.post(
    '/v1/boom/accounts',
    bank.handle((req): { account: Account } => {
      bank.authorize(req, ACCOUNT_MANAGER_ROLES);
      const currency = req.body.currency;
      if (!isCurrencyCode(currency) || !EXCHANGE_CURRENCIES.includes(currency)) {
        throw new BankError(400, 'INVALID_PARAMETER', `Accounts can be opened in ${EXCHANGE_CURRENCIES.join(', ')}.`);
      }
      return { account: ledger.createAccount(currency, req.body.accountName) };
    }),
  );

  this.post(
    '/boom/v2/accounts/update-account-name',
    bank.handle((req): { account: Account } => {
      bank.authorize(req, ACCOUNT_MANAGER_ROLES);
      return { account: ledger.renameAccount(requireString(req.body, 'accountNumber'), req.body.accountName) };
    }),
  );

  // DECISIONS: reorder is this call with `order`; the dashboard guide's close sends displayGuide.
  this.post(
    '/boom/v2/accounts/preference',
    bank.handle((req) => {
      if (typeof req.body.displayGuide === 'boolean' && req.body.order === undefined) {
        const { user } = bank.authorize(req);
        ledger.closeGuide(user.email, !req.body.displayGuide);
        return {};
      }
      bank.authorize(req, ACCOUNT_MANAGER_ROLES);
      return { accounts: ledger.reorder(orderOf(req.body.order)) };
    }),
  );
}
