import type { Transaction } from '../../../shared/domain/transactions';
import { signedAmount } from '../../../shared/domain/transactions';
import {
  amountText,
  counterpartyOf,
  dayMonthYear,
  descriptionOf,
  neutralise,
  referenceOf,
} from './cells';
import { csvLine } from './csv';
import { linesInSlices } from './slices';

/**
 * The accounting products' bank-statement imports, as they document them
 * (docs/decisions/transactions.md 'Exports to Xero and QuickBooks'). Both take one bank account
 * in one currency a file, a header row, dates day first (DD/MM/YYYY, the Singapore and UK
 * setting), and amounts as plain signed numbers: a dot, no thousands separator, no currency
 * symbol, no brackets. Oldest first, as a statement reads.
 */

/** Xero's statement import template: the starred columns are required. */
export const XERO_HEADERS = ['*Date', '*Amount', 'Payee', 'Description', 'Reference'] as const;

export function xeroCsv(rows: readonly Transaction[]): Promise<Uint8Array> {
  return linesInSlices(csvLine(XERO_HEADERS), oldestFirst(rows), (t) =>
    csvLine([
      dayMonthYear(t.createdAt),
      amountText(signedAmount(t), t.currency),
      neutralise(counterpartyOf(t)),
      neutralise(descriptionOf(t)),
      neutralise(referenceOf(t)),
    ]),
  );
}

/** QuickBooks Online's 3-column upload: Date, Description, Amount (signed). */
export const QUICKBOOKS_HEADERS = ['Date', 'Description', 'Amount'] as const;

export function quickBooksCsv(rows: readonly Transaction[]): Promise<Uint8Array> {
  return linesInSlices(csvLine(QUICKBOOKS_HEADERS), oldestFirst(rows), (t) =>
    csvLine([
      dayMonthYear(t.createdAt),
      neutralise(`${counterpartyOf(t)} - ${descriptionOf(t)}`),
      amountText(signedAmount(t), t.currency),
    ]),
  );
}

function oldestFirst(rows: readonly Transaction[]): Transaction[] {
  return rows.toSorted((a, b) => a.createdAt.localeCompare(b.createdAt));
}
