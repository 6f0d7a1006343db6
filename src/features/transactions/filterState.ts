import type { SgdRates } from '../../db/meta';
import { currencyDecimals, type CurrencyCode } from '../../shared/currencies';
import type { Role } from '../../shared/domain/roles';
import {
  DEFAULT_TRANSACTION_PAGE_SIZE,
  GENERAL_DEFAULT_TYPES,
  visibleTransactionTypes,
  type CreditOrDebit,
  type ListStatus,
} from '../../shared/domain/transactions';
import { parseAmountInput, type Micros } from '../../shared/money';
import { amountBasis, amountRanges, inputCurrency, type AccountCurrency } from './amountFilter';
import { TYPE_LABEL, type TypeLabel } from '../../shared/domain/transactionLabels';
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

function amountError(
  text: string,
  currency: CurrencyCode,
): { micros: Micros | null; error?: string } {
  const parsed = parseAmountInput(text, currency);
  if (parsed.ok) return { micros: parsed.micros };
  switch (parsed.reason) {
    case 'empty':
      return { micros: null };
    case 'decimal-not-allowed':
      return { micros: null, error: `${currency} amounts have no decimals.` };
    case 'too-many-decimals':
      return { micros: null, error: `Enter at most ${currencyDecimals(currency)} decimals.` };
    default:
      return { micros: null, error: 'Enter an amount in numbers, such as 1,250.00.' };
  }
}

/** What amounts are read against: the company's accounts and the cached SGD bid rates. */
export interface AmountContext {
  accounts: readonly AccountCurrency[];
  rates: SgdRates | undefined;
}

export const NO_AMOUNT_CONTEXT: AmountContext = { accounts: [], rates: undefined };

/**
 * The draft as a list filter, or what is wrong with it. Amounts are typed in the chosen
 * accounts' one currency, else in SGD and compared as SGD equivalents (amountFilter.ts). A
 * general user's types never go beyond the card-related ones: with none ticked, all of those.
 */
export function toListFilter(
  draft: FilterDraft,
  role: Role | undefined,
  context: AmountContext,
): { filter: TransactionListFilter; errors: FilterErrors } {
  const basis = amountBasis(context.accounts, draft.accounts, context.rates);
  const currency = inputCurrency(basis);
  const errors: FilterErrors = {};
  const min = amountError(draft.minAmount, currency);
  const max = amountError(draft.maxAmount, currency);
  if (min.error) errors.minAmount = min.error;
  if (max.error) errors.maxAmount = max.error;
  if (min.micros !== null && max.micros !== null && min.micros > max.micros) {
    errors.maxAmount = 'The maximum amount cannot be less than the minimum amount.';
  }
  if (draft.startDate && draft.endDate && draft.endDate < draft.startDate) {
    errors.endDate = 'The end date cannot be before the start date.';
  }
  const allowed = visibleTransactionTypes(role);
  const ticked = typeOptions(allowed)
    .filter((o) => draft.typeLabels.includes(o.label))
    .flatMap((o) => o.types);
  const types = ticked.length > 0 ? ticked : role === 'general' ? [...allowed] : [];
  return {
    filter: {
      accounts: draft.accounts,
      panTails: draft.panTails,
      cardHolderNames: draft.cardHolderNames,
      types,
      amountType: draft.amountType || null,
      statuses: draft.statuses,
      amounts:
        Object.keys(errors).length === 0
          ? amountRanges(min.micros, max.micros, basis, context.rates)
          : null,
      startDate: draft.startDate || null,
      endDate: draft.endDate || null,
    },
    errors,
  };
}

export interface FilterState {
  draft: FilterDraft;
  errors: FilterErrors;
  /** The filter the list shows: the last valid draft (a bad entry keeps the list as it was). */
  applied: TransactionListFilter;
  /** The accounts and rates the amounts were last read against. */
  context: AmountContext;
  pageIndex: number;
  pageSize: number;
}

export type FilterAction =
  | { kind: 'edit'; draft: Partial<FilterDraft> }
  /** The cached accounts or rates changed: the same typed amounts may now mean other ranges. */
  | { kind: 'context'; context: AmountContext }
  | { kind: 'clear' }
  | { kind: 'page'; pageIndex: number }
  | { kind: 'pageSize'; pageSize: number };

export function initialFilterState(
  role: Role | undefined,
  context: AmountContext = NO_AMOUNT_CONTEXT,
): FilterState {
  const draft = defaultDraft(role);
  return {
    draft,
    errors: {},
    applied: toListFilter(draft, role, context).filter,
    context,
    pageIndex: 0,
    pageSize: DEFAULT_TRANSACTION_PAGE_SIZE,
  };
}

/** The draft read again (after an edit or a new context): applied when valid, and then from the first page. */
function reread(
  state: FilterState,
  role: Role | undefined,
  draft: FilterDraft,
  context: AmountContext,
): FilterState {
  const { filter, errors } = toListFilter(draft, role, context);
  const valid = Object.keys(errors).length === 0;
  const changed = valid && filterKey(filter) !== filterKey(state.applied);
  return {
    ...state,
    draft,
    errors,
    context,
    applied: changed ? filter : state.applied,
    pageIndex: changed ? 0 : state.pageIndex,
  };
}

/** The filter bar's state: edits apply at once when valid and take the list back to its first page. */
export function filterReducer(role: Role | undefined) {
  return (state: FilterState, action: FilterAction): FilterState => {
    switch (action.kind) {
      case 'edit':
        return reread(state, role, { ...state.draft, ...action.draft }, state.context);
      case 'context':
        return action.context === state.context
          ? state
          : reread(state, role, state.draft, action.context);
      case 'clear':
        return { ...initialFilterState(role, state.context), pageSize: state.pageSize };
      case 'page':
        return { ...state, pageIndex: Math.max(0, action.pageIndex) };
      case 'pageSize':
        return { ...state, pageSize: action.pageSize, pageIndex: 0 };
    }
  };
}

/** Whether the user has narrowed the list beyond what the role starts with. */
export function hasUserFilters(draft: FilterDraft, role: Role | undefined): boolean {
  return JSON.stringify(draft) !== JSON.stringify(defaultDraft(role));
}
