import { EXCHANGE_CURRENCIES, isCurrencyCode } from '../../shared/currencies';
import {
  accountCsv,
  beneficiaryAddress,
  createAccount,
  getThresholds,
  listAccounts,
  paynowQr,
  proofOfAccount,
  renameAccount,
  saveAccountPreference,
  setThreshold,
} from '../../shared/contracts/accounts';
import { ACCOUNT_DOCUMENT_ROLES, ACCOUNT_MANAGER_ROLES } from '../../shared/domain/accounts';
import {
  base64OfText,
  BENEFICIARY_ADDRESS,
  csvStatement,
  csvStatementName,
  paynowQrOf,
  RECEIVING_BANK_ADDRESS,
} from '../rules/accountDocuments';
import {
  PROOF_OF_ACCOUNT_TOGGLE,
  proofOfAccountFileName,
  proofOfAccountLetter,
} from '../rules/proofOfAccount';
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

    // docs/decisions/accounts.md 'PayNow QR': any role that sees the account may show its QR.
    route(paynowQr, ({ req, params }) => {
      const { user } = bank.authorize(req);
      if (!bank.isOn('paynowQr', user))
        throw new BankError(403, 'NO_PERMISSION_API', 'PayNow QR codes are not available.');
      return paynowQrOf(bank.accounts.require(params.va));
    }),

    route(beneficiaryAddress, ({ req }) => {
      bank.authorize(req);
      return { beneficiaryAddress: BENEFICIARY_ADDRESS, bankAddress: RECEIVING_BANK_ADDRESS };
    }),

    // docs/decisions/accounts.md 'Account documents': the roles that keep the books.
    route(accountCsv, ({ req, params, query }) => {
      bank.authorize(req, ACCOUNT_DOCUMENT_ROLES);
      const account = bank.accounts.require(params.accountNumber);
      const csv = csvStatement(account, bank.transactions.list(), query);
      return {
        data: {
          fileName: csvStatementName(account.accountNumber, query),
          bufferFile: base64OfText(csv),
        },
      };
    }),

    route(proofOfAccount, ({ req, params }) => {
      const { user } = bank.authorize(req, ACCOUNT_DOCUMENT_ROLES);
      if (!bank.isOn(PROOF_OF_ACCOUNT_TOGGLE, user))
        throw new BankError(
          403,
          'NO_PERMISSION_API',
          'Proof-of-account letters are not available.',
        );
      const account = bank.accounts.require(params.accountNumber);
      return {
        data: {
          fileName: proofOfAccountFileName(account.accountNumber),
          bufferFile: proofOfAccountLetter(
            account,
            { name: bank.companyNameOf(user), address: user.profile.registeredAddress },
            new Date(),
          ),
        },
      };
    }),
  ];
}
