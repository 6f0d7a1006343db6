import * as z from 'zod/mini';
import type { TransactionListFilter } from '../../db/transactionQuery';
import { transactionFilterSchema } from '../../shared/contracts/transactions';
import type { TransactionFilter } from '../../shared/domain/transactions';

/**
 * The list's filter carried to the export page (docs/decisions/transactions.md 'Exports'). The
 * bank exports by its own filter (spec-3 §3 Filters: one card, one cardholder, one amount range
 * in the accounts' currency), the list filters its cache by more: several cards, amounts as SGD
 * equivalents across currencies. What the bank's filter cannot say is named, so the page can say
 * the export is without it, and the count the page shows is the bank's for exactly this filter.
 */
export type DroppedFilter = 'cards' | 'cardholders' | 'amounts';

export const DROPPED_TEXTS: Record<DroppedFilter, string> = {
  cards: 'several cards',
  cardholders: 'several cardholders',
  amounts: 'amounts compared as SGD equivalents across currencies',
};

export function exportFilterOf(applied: TransactionListFilter): {
  filter: TransactionFilter;
  dropped: DroppedFilter[];
} {
  const filter: TransactionFilter = {};
  const dropped: DroppedFilter[] = [];
  if (applied.accounts.length) filter.vaNumbers = [...applied.accounts];
  if (applied.panTails.length === 1) filter.panTail = applied.panTails[0];
  else if (applied.panTails.length > 1) dropped.push('cards');
  if (applied.cardHolderNames.length === 1) filter.cardHolderName = applied.cardHolderNames[0];
  else if (applied.cardHolderNames.length > 1) dropped.push('cardholders');
  if (applied.types.length) filter.transactionType = [...applied.types];
  if (applied.amountType) filter.amountType = applied.amountType;
  if (applied.statuses.length) filter.status = [...applied.statuses];
  if (applied.amounts) {
    const [range, ...more] = applied.amounts;
    if (range && more.length === 0) {
      if (range.lower > 0) filter.minAmount = range.lower;
      // The list's upper bound is exclusive, the bank's inclusive (amounts are integers).
      if (range.upper !== null) filter.maxAmount = range.upper - 1;
    } else dropped.push('amounts');
  }
  if (applied.startDate) filter.startDate = applied.startDate;
  if (applied.endDate) filter.endDate = applied.endDate;
  return { filter, dropped };
}

const LIST_KEYS = ['vaNumbers', 'transactionType', 'status'] as const;
const TEXT_KEYS = ['panTail', 'cardHolderName', 'amountType', 'startDate', 'endDate'] as const;
const NUMBER_KEYS = ['minAmount', 'maxAmount'] as const;

/** The filter as a query string (lists as repeated names): the export page's address. */
export function filterToSearch(
  filter: TransactionFilter,
  dropped: readonly DroppedFilter[] = [],
): string {
  const params = new URLSearchParams();
  for (const key of LIST_KEYS) for (const value of filter[key] ?? []) params.append(key, value);
  for (const key of TEXT_KEYS) {
    const value = filter[key];
    if (value) params.set(key, value);
  }
  for (const key of NUMBER_KEYS) {
    const value = filter[key];
    if (value !== undefined) params.set(key, String(value));
  }
  for (const d of dropped) params.append('without', d);
  return params.toString();
}

const droppedSchema = z.array(z.enum(['cards', 'cardholders', 'amounts']));

/** The filter of an export page's address, read by the bank's own schema; a broken one is no filter. */
export function filterFromSearch(search: string): {
  filter: TransactionFilter;
  dropped: DroppedFilter[];
} {
  const params = new URLSearchParams(search);
  const raw: Record<string, unknown> = {};
  for (const key of LIST_KEYS) if (params.has(key)) raw[key] = params.getAll(key);
  for (const key of TEXT_KEYS) if (params.has(key)) raw[key] = params.get(key);
  for (const key of NUMBER_KEYS) if (params.has(key)) raw[key] = Number(params.get(key));
  const read = z.safeParse(transactionFilterSchema, raw);
  const dropped = z.safeParse(droppedSchema, params.getAll('without'));
  return {
    filter: read.success ? (read.data as TransactionFilter) : {},
    dropped: dropped.success ? dropped.data : [],
  };
}
