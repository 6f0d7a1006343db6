import {
  DEFAULT_TRANSACTION_PAGE_SIZE,
  LIST_STATUSES,
  listStatusOf,
  MAX_PAGING_IDS,
  TRANSACTION_TYPES,
  type ListStatus,
  type Transaction,
  type TransactionFilter,
  type TransactionType,
  visibleTransactionTypes,
} from '../../shared/domain/transactions';
import type { Role } from '../../shared/domain/roles';
import type { Bank, BankRequest } from '../bank';
import type { BankHandler, BankRouter } from '../router';
import { BankError } from '../types';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

const invalid = (what: string) => new BankError(400, 'INVALID_PARAMETER', what);

function stringList(value: unknown, field: string): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) throw invalid(`${field} must be a list of strings.`);
  return value as string[];
}

function oneOf<T extends string>(list: readonly string[] | undefined, allowed: readonly T[], field: string): T[] | undefined {
  if (!list) return undefined;
  const wrong = list.find((v) => !(allowed as readonly string[]).includes(v));
  if (wrong !== undefined) throw invalid(`${field} has an unknown value '${wrong}'.`);
  return list as T[];
}

function amount(value: unknown, field: string): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) throw invalid(`${field} must be a whole number of micro-units.`);
  return value;
}

function date(value: unknown, field: string): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' || !DATE.test(value) || Number.isNaN(Date.parse(value))) throw invalid(`${field} must be a date as yyyy-mm-dd.`);
  return value;
}

/** The filter body, checked field by field (spec-3 §3 Filters). */
export function parseFilter(body: Record<string, unknown>): TransactionFilter {
  const amountType = body.amountType;
  if (amountType !== undefined && amountType !== null && amountType !== 'CREDIT' && amountType !== 'DEBIT') throw invalid('amountType must be CREDIT or DEBIT.');
  const filter: TransactionFilter = {
    vaNumbers: stringList(body.vaNumbers, 'vaNumbers'),
    panTail: typeof body.panTail === 'string' && body.panTail.trim() ? body.panTail.trim() : undefined,
    cardHolderName: typeof body.cardHolderName === 'string' && body.cardHolderName.trim() ? body.cardHolderName.trim() : undefined,
    transactionType: oneOf(stringList(body.transactionType, 'transactionType'), TRANSACTION_TYPES, 'transactionType'),
    amountType: amountType ?? undefined,
    status: oneOf(stringList(body.status, 'status'), LIST_STATUSES, 'status'),
    minAmount: amount(body.minAmount, 'minAmount'),
    maxAmount: amount(body.maxAmount, 'maxAmount'),
    startDate: date(body.startDate, 'startDate'),
    endDate: date(body.endDate, 'endDate'),
  };
  if (filter.minAmount !== undefined && filter.maxAmount !== undefined && filter.minAmount > filter.maxAmount) throw invalid('minAmount is above maxAmount.');
  if (filter.startDate && filter.endDate && filter.startDate > filter.endDate) throw invalid('startDate is after endDate.');
  return filter;
}

/** The local calendar day of a timestamp, as the user sees it in the list. */
function localDay(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** The types a role may see at all: the general role only card-related ones (spec-3 §4). */
export function visibleTypes(role: Role): ReadonlySet<TransactionType> {
  return new Set(visibleTransactionTypes(role));
}

export function matches(t: Transaction, f: TransactionFilter, allowed: ReadonlySet<TransactionType>): boolean {
  if (!allowed.has(t.type)) return false;
  if (f.vaNumbers?.length && !f.vaNumbers.includes(t.vaAccountNumber)) return false;
  if (f.panTail && t.cardNumber !== f.panTail) return false;
  if (f.cardHolderName && !(t.nameOnCard ?? '').toLowerCase().includes(f.cardHolderName.toLowerCase())) return false;
  if (f.transactionType?.length && !f.transactionType.includes(t.type)) return false;
  if (f.amountType && t.creditOrDebit !== f.amountType) return false;
  if (f.status?.length && !f.status.includes(listStatusOf(t.status) satisfies ListStatus)) return false;
  if (f.minAmount !== undefined && t.amount < f.minAmount) return false;
  if (f.maxAmount !== undefined && t.amount > f.maxAmount) return false;
  if (f.startDate || f.endDate) {
    const day = localDay(t.createdAt);
    if (f.startDate && day < f.startDate) return false;
    if (f.endDate && day > f.endDate) return false;
  }
  return true;
}

function pageSizeOf(req: BankRequest): number {
  const size = Number(req.query.pageSize ?? DEFAULT_TRANSACTION_PAGE_SIZE);
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGING_IDS) throw invalid(`pageSize must be a whole number from 1 to ${MAX_PAGING_IDS}.`);
  return size;
}

/**
 * spec-3 §7 Transactions: the filtered first page plus every matching id (newest first), then
 * pages by ids. The general role's restriction to card types is applied here, server-side, on
 * both calls, whatever the filter asks for.
 */
export function transactionRoutes(router: BankRouter, bank: Bank): void {
  const firstPage: BankHandler = (req) => {
    const { user } = bank.authorize(req);
    const size = pageSizeOf(req);
    const filter = parseFilter(req.body);
    const allowed = visibleTypes(user.role);
    const found = bank.ledger.transactions().filter((t) => matches(t, filter, allowed));
    return { displayReferenceIds: found.map((t) => t.displayReferenceId), transactions: found.slice(0, size) };
  };
  router.post('/v1/boom/transactions', firstPage);
  // The spec names a v2 of the same call; it answers alike.
  router.post('/boom/v2/transactions', firstPage);

  router.post(
    '/v1/boom/transactions-paging',
    (req) => {
      const { user } = bank.authorize(req);
      const ids = stringList(req.body.referenceIds, 'referenceIds') ?? [];
      if (ids.length > MAX_PAGING_IDS) throw invalid(`At most ${MAX_PAGING_IDS} ids can be asked for at once.`);
      const allowed = visibleTypes(user.role);
      // In the order asked for; unknown ids and types this role may not see are left out.
      return {
        transactions: ids.flatMap((id) => {
          const t = bank.ledger.transaction(id);
          return t && allowed.has(t.type) ? [t] : [];
        }),
      };
    },
  );
}
