import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { useForm, useWatch, type Control } from 'react-hook-form';
import type { Role } from '../../shared/domain/roles';
import type { TransactionListFilter } from '../../db/transactionQuery';
import {
  defaultDraft,
  initialListState,
  listReducer,
  readFilter,
  type AmountContext,
  type FilterDraft,
  type FilterErrors,
} from './filterState';

export interface TransactionFilters {
  draft: FilterDraft;
  errors: FilterErrors;
  /** The filter the list shows: the last valid draft. */
  applied: TransactionListFilter;
  pageIndex: number;
  pageSize: number;
  edit: (patch: Partial<FilterDraft>) => void;
  clear: () => void;
  goToPage: (pageIndex: number) => void;
  setPageSize: (pageSize: number) => void;
}

/**
 * The draft as react-hook-form holds it, one field at a time: a field keeps its value (the same
 * array) until it is edited, so the memoised lists of the filter bar re-render only for their own.
 */
function useDraft(control: Control<FilterDraft>): FilterDraft {
  const accounts = useWatch({ control, name: 'accounts' });
  const panTails = useWatch({ control, name: 'panTails' });
  const cardHolderNames = useWatch({ control, name: 'cardHolderNames' });
  const typeLabels = useWatch({ control, name: 'typeLabels' });
  const amountType = useWatch({ control, name: 'amountType' });
  const statuses = useWatch({ control, name: 'statuses' });
  const minAmount = useWatch({ control, name: 'minAmount' });
  const maxAmount = useWatch({ control, name: 'maxAmount' });
  const startDate = useWatch({ control, name: 'startDate' });
  const endDate = useWatch({ control, name: 'endDate' });
  return useMemo(
    () => ({
      accounts,
      panTails,
      cardHolderNames,
      typeLabels,
      amountType,
      statuses,
      minAmount,
      maxAmount,
      startDate,
      endDate,
    }),
    [
      accounts,
      panTails,
      cardHolderNames,
      typeLabels,
      amountType,
      statuses,
      minAmount,
      maxAmount,
      startDate,
      endDate,
    ],
  );
}

/**
 * The transaction list's filter form (spec-3 §3 Filters) and the page it shows. The draft is a
 * react-hook-form form read through filterSchema (a live form, docs/architecture.md §8): an edit
 * applies at once when the draft is valid and takes the list back to its first page; a wrong
 * entry is explained on its field and keeps the list as it was. When the cached accounts or
 * rates change, the same typed amounts are read again.
 */
export function useTransactionFilters(
  role: Role | undefined,
  context: AmountContext,
): TransactionFilters {
  const form = useForm<FilterDraft>({ defaultValues: defaultDraft(role) });
  const { control, getValues, setValue, reset } = form;
  const draft = useDraft(control);
  const [list, dispatch] = useReducer(listReducer, role, initialListState);
  // What an edit is read against: the role and context of the latest render.
  const latest = useRef({ role, context });

  // The cached accounts or rates changed: the typed amounts may now mean other ranges.
  useEffect(() => {
    latest.current = { role, context };
    const { filter } = readFilter(getValues(), role, context);
    if (filter) dispatch({ kind: 'apply', filter });
  }, [role, context, getValues]);

  const edit = useCallback(
    (patch: Partial<FilterDraft>) => {
      for (const name of Object.keys(patch) as (keyof FilterDraft)[]) {
        const value = patch[name];
        if (value !== undefined) setValue(name, value);
      }
      const { filter } = readFilter(getValues(), latest.current.role, latest.current.context);
      if (filter) dispatch({ kind: 'apply', filter });
    },
    [getValues, setValue],
  );

  const clear = useCallback(() => {
    const { role: now, context: against } = latest.current;
    const start = defaultDraft(now);
    reset(start);
    const { filter } = readFilter(start, now, against);
    if (filter) dispatch({ kind: 'clear', filter });
  }, [reset]);

  const goToPage = useCallback((pageIndex: number) => dispatch({ kind: 'page', pageIndex }), []);
  const setPageSize = useCallback(
    (pageSize: number) => dispatch({ kind: 'pageSize', pageSize }),
    [],
  );

  const errors = useMemo(() => readFilter(draft, role, context).errors, [draft, role, context]);

  return {
    draft,
    errors,
    applied: list.applied,
    pageIndex: list.pageIndex,
    pageSize: list.pageSize,
    edit,
    clear,
    goToPage,
    setPageSize,
  };
}
