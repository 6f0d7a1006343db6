import {
  downloadStatementPdf,
  downloadTransactions,
  firstTransactionPage,
  firstTransactionPageV2,
  saveNote,
  transactionsByIds,
} from '../../shared/contracts/transactions';
import { EXPORT_ROLES } from '../../shared/domain/exports';
import {
  DEFAULT_TRANSACTION_PAGE_SIZE,
  listStatusOf,
  visibleTransactionTypes,
  type ListStatus,
  type Transaction,
  type TransactionFilter,
  type TransactionType,
} from '../../shared/domain/transactions';
import { localIsoDay } from '../../shared/dates';
import type { Role } from '../../shared/domain/roles';
import type { Bank } from '../bank';
import { route, type ContractRoute, type HandlerInput } from '../contractRoutes';
import { saveNote as saveNoteRule } from '../rules/receipts';
import { bankNow } from '../rules/bankClock';
import { asOneExport, checkExport, exportFile, statementFile } from '../rules/exports';

/** The types a role may see at all: the general role only card-related ones (spec-3 §4). */
export function visibleTypes(role: Role): ReadonlySet<TransactionType> {
  return new Set(visibleTransactionTypes(role));
}

export function matches(
  t: Transaction,
  f: TransactionFilter,
  allowed: ReadonlySet<TransactionType>,
): boolean {
  if (!allowed.has(t.type)) return false;
  if (f.vaNumbers?.length && !f.vaNumbers.includes(t.vaAccountNumber)) return false;
  if (f.panTail && t.cardNumber !== f.panTail) return false;
  if (
    f.cardHolderName &&
    !(t.nameOnCard ?? '').toLowerCase().includes(f.cardHolderName.toLowerCase())
  )
    return false;
  if (f.transactionType?.length && !f.transactionType.includes(t.type)) return false;
  if (f.amountType && t.creditOrDebit !== f.amountType) return false;
  if (f.status?.length && !f.status.includes(listStatusOf(t.status) satisfies ListStatus))
    return false;
  if (f.minAmount !== undefined && t.amount < f.minAmount) return false;
  if (f.maxAmount !== undefined && t.amount > f.maxAmount) return false;
  if (f.startDate || f.endDate) {
    // The local calendar day, as the user sees it in the list.
    const day = localIsoDay(t.createdAt);
    if (f.startDate && day < f.startDate) return false;
    if (f.endDate && day > f.endDate) return false;
  }
  return true;
}

/**
 * spec-3 §7 Transactions (contracts: src/shared/contracts/transactions.ts): the filtered first
 * page plus every matching id (newest first), then pages by ids. The filter's shape (spec-3 §3
 * Filters, ranges in order) is the contract's; the general role's restriction to card types is
 * applied here, server-side, on both calls, whatever the filter asks for.
 */
export function transactionHandlers(bank: Bank): ContractRoute[] {
  const firstPage = ({ req, query, body }: HandlerInput<typeof firstTransactionPage>) => {
    const { user } = bank.authorize(req);
    const size = query.pageSize ?? DEFAULT_TRANSACTION_PAGE_SIZE;
    const allowed = visibleTypes(user.role);
    const found = bank.transactions.list().filter((t) => matches(t, body, allowed));
    return {
      displayReferenceIds: found.map((t) => t.displayReferenceId),
      transactions: found.slice(0, size),
    };
  };
  return [
    route(firstTransactionPage, firstPage),
    // The spec names a v2 of the same call; it answers alike.
    route(firstTransactionPageV2, firstPage),

    route(transactionsByIds, ({ req, body }) => {
      const { user } = bank.authorize(req);
      const allowed = visibleTypes(user.role);
      // In the order asked for; unknown ids and types this role may not see are left out.
      return {
        transactions: (body.referenceIds ?? []).flatMap((id) => {
          const t = bank.transactions.get(id);
          return t && allowed.has(t.type) ? [t] : [];
        }),
      };
    }),

    // spec-3 §4: the note, saved on blur (rules/receipts.ts; docs/decisions/receipts.md).
    route(saveNote, ({ req, body }) => {
      const { user } = bank.authorize(req);
      return {
        txnDisplayRefID: body.txnDisplayRefID,
        note: saveNoteRule(bank, user, body.txnDisplayRefID, body.note),
      };
    }),

    // The filtered list as a file: the rows the list itself would give this caller (the same
    // filter and visibility), made in slices (docs/decisions/transactions.md 'Exports').
    route(downloadTransactions, ({ req, body }) => {
      const { user } = bank.authorize(req, EXPORT_ROLES);
      const { fileType, ...filter } = body;
      const allowed = visibleTypes(user.role);
      const rows = bank.transactions.list().filter((t) => matches(t, filter, allowed));
      checkExport(fileType, filter.vaNumbers, rows.length);
      return asOneExport(user.userReferenceID, () =>
        exportFile(fileType, rows, {
          company: bank.scenario.company.name,
          now: bankNow(),
          ...(fileType === 'xero' || fileType === 'quickbooks'
            ? { account: filter.vaNumbers?.[0] }
            : {}),
        }),
      );
    }),

    route(downloadStatementPdf, ({ req, body }) => {
      const { user } = bank.authorize(req, EXPORT_ROLES);
      const account = bank.accounts.require(body.accountNumber);
      return asOneExport(user.userReferenceID, () =>
        statementFile(
          account,
          bank.transactions.list(),
          body.startDate,
          body.endDate,
          bank.scenario.company.name,
        ),
      );
    }),
  ];
}
