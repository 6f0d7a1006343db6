import type { Transaction } from '../../shared/domain/transactions';

/** Newest first; the id breaks ties so the order is total (paging by ids relies on it). */
export function newestFirst(a: Transaction, b: Transaction): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  return a.displayReferenceId < b.displayReferenceId
    ? 1
    : a.displayReferenceId > b.displayReferenceId
      ? -1
      : 0;
}
