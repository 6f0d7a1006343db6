import { z } from 'zod';
import type { SgdRates } from '../../db/meta';
import { currencyDecimals, type CurrencyCode } from '../../shared/currencies';
import type { Role } from '../../shared/domain/roles';
import {
  DEFAULT_TRANSACTION_PAGE_SIZE,
  CREDIT_OR_DEBIT,
  GENERAL_DEFAULT_TYPES,
  LIST_STATUSES,
  visibleTransactionTypes,
  type CreditOrDebit,
  type ListStatus,
} from '../../shared/domain/transactions';
import { readForm } from '../../shared/forms/readForm';
import { parseAmountInput, type Micros } from '../../shared/money';
import { amountBasis, amountRanges, inputCurrency, type AccountCurrency } from './amountFilter';
import { TYPE_LABEL, TYPE_LABELS, type TypeLabel } from '../../shared/domain/transactionLabels';
import { typeOptions } from './display';
import { filterKey, type TransactionListFilter } from '../../db/transactionQuery';

/** What the filter controls hold, as typed: amounts and dates stay text until they are valid. */
export interface FilterDraft {
  accounts: string[];
  /** Cards by their last digits (the bank's panTail). */
  panTails: string[];
  cardHolderNames: string[];
  typeLabels: TypeLabel[];
  /** '' for both. */
  amountType: CreditOrDebit | '';
  statuses: ListStatus[];
  minAmount: string;
  maxAmount: string;
  /** yyyy-mm-dd or '' (native date inputs). */
  startDate: string;
  endDate: string;
}

export interface FilterErrors {
  minAmount?: string;
  maxAmount?: string;
  endDate?: string;
}

export function defaultDraft(role: Role | undefined): FilterDraft {
  const typeLabels =
    role === 'general' ? [...new Set(GENERAL_DEFAULT_TYPES.map((t) => TYPE_LABEL[t]))] : [];
  return {
    accounts: [],
    panTails: [],
    cardHolderNames: [],
    typeLabels,
    amountType: '',
    statuses: [],
    minAmount: '',
    maxAmount: '',
    startDate: '',
    endDate: '',
  };
}

/** The problem with a typed bound, read in the currency the bounds are typed in. */
function amountProblem(reason: string, currency: CurrencyCode): string {
  switch (reason) {
    case 'decimal-not-allowed':
      return `${currency} amounts have no decimals.`;
    case 'too-many-decimals':
      return `Enter at most ${currencyDecimals(currency)} decimals.`;
    default:
      return 'Enter an amount in numbers, such as 1,250.00.';
  }
}

/** What amounts are read against: the company's accounts and the cached SGD bid rates. */
export interface AmountContext {
  accounts: readonly AccountCurrency[];
  rates: SgdRates | undefined;
}

export const NO_AMOUNT_CONTEXT: AmountContext = { accounts: [], rates: undefined };

export const filterDraftSchema = z.object({
  accounts: z.array(z.string()),
  panTails: z.array(z.string()),
  cardHolderNames: z.array(z.string()),
  typeLabels: z.array(z.enum(TYPE_LABELS)),
  amountType: z.enum(['', ...CREDIT_OR_DEBIT]),
  statuses: z.array(z.enum(LIST_STATUSES)),
  minAmount: z.string(),
  maxAmount: z.string(),
  startDate: z.string(),
  endDate: z.string(),
});

/**
 * The filter form's schema for a role over its amount context: the draft as a list filter, or
 * what is wrong with it, on the field it concerns. Amounts are typed in the chosen accounts' one
 * currency, else in SGD and compared as SGD equivalents (amountFilter.ts). A general user's
 * types never go beyond the card-related ones: with none ticked, all of those.
 */
export function filterSchema(role: Role | undefined, context: AmountContext) {
  return filterDraftSchema.transform((draft, ctx): TransactionListFilter => {
    const basis = amountBasis(context.accounts, draft.accounts, context.rates);
    const currency = inputCurrency(basis);
    const report = (field: keyof FilterErrors, message: string) =>
      ctx.addIssue({ code: 'custom', path: [field], message, input: draft });
    const read = (field: 'minAmount' | 'maxAmount'): Micros | null => {
      const parsed = parseAmountInput(draft[field], currency);
      if (parsed.ok) return parsed.micros;
      if (parsed.reason !== 'empty') report(field, amountProblem(parsed.reason, currency));
      return null;
    };
    const min = read('minAmount');
    const max = read('maxAmount');
    if (min !== null && max !== null && min > max)
      report('maxAmount', 'The maximum amount cannot be less than the minimum amount.');
    if (draft.startDate && draft.endDate && draft.endDate < draft.startDate)
      report('endDate', 'The end date cannot be before the start date.');
    if (ctx.issues.length > 0) return z.NEVER;

    const allowed = visibleTransactionTypes(role);
    const ticked = typeOptions(allowed)
      .filter((o) => draft.typeLabels.includes(o.label))
      .flatMap((o) => o.types);
    return {
      accounts: draft.accounts,
      panTails: draft.panTails,
      cardHolderNames: draft.cardHolderNames,
      types: ticked.length > 0 ? ticked : role === 'general' ? [...allowed] : [],
      amountType: draft.amountType || null,
      statuses: draft.statuses,
      amounts: amountRanges(min, max, basis, context.rates),
      startDate: draft.startDate || null,
      endDate: draft.endDate || null,
    };
  });
}

/** The draft read now (a live form, shared/forms/readForm): the filter it means, or its errors. */
export function readFilter(
  draft: FilterDraft,
  role: Role | undefined,
  context: AmountContext,
): { filter: TransactionListFilter | undefined; errors: FilterErrors } {
  const { data, errors } = readForm<ReturnType<typeof filterSchema>, keyof FilterErrors>(
    filterSchema(role, context),
    draft,
  );
  return { filter: data, errors };
}

/** The filter a role starts with: its default draft, which is always valid. */
export function initialFilter(role: Role | undefined): TransactionListFilter {
  return filterSchema(role, NO_AMOUNT_CONTEXT).parse(defaultDraft(role));
}

/** The list around the filter form: the filter it shows and the page. */
export interface ListState {
  /** The filter the list shows: the last valid draft (a bad entry keeps the list as it was). */
  applied: TransactionListFilter;
  pageIndex: number;
  pageSize: number;
}

export type ListAction =
  /** A valid draft was read (after an edit, or with new accounts or rates). */
  | { kind: 'apply'; filter: TransactionListFilter }
  | { kind: 'clear'; filter: TransactionListFilter }
  | { kind: 'page'; pageIndex: number }
  | { kind: 'pageSize'; pageSize: number };

export function initialListState(role: Role | undefined): ListState {
  return {
    applied: initialFilter(role),
    pageIndex: 0,
    pageSize: DEFAULT_TRANSACTION_PAGE_SIZE,
  };
}

/** A filter that changed what the list shows takes it back to its first page; clearing keeps the page size. */
export function listReducer(state: ListState, action: ListAction): ListState {
  switch (action.kind) {
    case 'apply':
      return filterKey(action.filter) === filterKey(state.applied)
        ? state
        : { ...state, applied: action.filter, pageIndex: 0 };
    case 'clear':
      return { ...state, applied: action.filter, pageIndex: 0 };
    case 'page':
      return { ...state, pageIndex: Math.max(0, action.pageIndex) };
    case 'pageSize':
      return { ...state, pageSize: action.pageSize, pageIndex: 0 };
  }
}

/** Whether the user has narrowed the list beyond what the role starts with. */
export function hasUserFilters(draft: FilterDraft, role: Role | undefined): boolean {
  return JSON.stringify(draft) !== JSON.stringify(defaultDraft(role));
}
