import { currencyDecimals, type CurrencyCode } from '../../../shared/currencies';
import { companyDayParts } from '../../../shared/domain/exports';
import { typeLabelOf } from '../../../shared/domain/transactionLabels';
import { listStatusOf, signedAmount, type Transaction } from '../../../shared/domain/transactions';
import { microsToDecimalString, type Micros } from '../../../shared/money';

/**
 * What every export says of one transaction (docs/decisions/transactions.md 'Exports'): the same
 * columns in CSV and the workbook, amounts exact from micro-units, days in the company's time zone.
 */

/**
 * OWASP's rule against CSV injection: a cell that starts with =, +, -, @, a tab or a carriage
 * return is a formula to a spreadsheet, so it is prefixed with a single quote and read as text.
 * Applied to every text cell a person or another party wrote (names, notes, references); amounts
 * are numbers the bank wrote, never text.
 */
export function neutralise(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** '-1234.56': the signed amount in the currency's decimals, no grouping (integer arithmetic). */
export function amountText(amount: Micros, currency: CurrencyCode): string {
  return microsToDecimalString(amount, currencyDecimals(currency));
}

/** The other side of a movement: who paid the company, or whom it paid. */
export function counterpartyOf(t: Transaction): string {
  if (t.merchant?.description) return t.merchant.description;
  return t.creditOrDebit === 'CREDIT' ? t.debtorName : t.creditorName;
}

export function referenceOf(t: Transaction): string {
  return t.customerReference || t.bankingReference || t.displayReferenceId;
}

export function descriptionOf(t: Transaction): string {
  return t.description || t.customerMessage || typeLabelOf(t.type);
}

/** 27/11/2026 in the company's time zone. */
export function dayMonthYear(iso: string): string {
  const { year, month, day } = companyDayParts(iso);
  return `${day}/${month}/${year}`;
}

/** 2026-11-27 14:05 in the company's time zone. */
export function isoDateTime(iso: string): string {
  const { year, month, day, hour, minute } = companyDayParts(iso);
  return `${year}-${month}-${day} ${hour}:${minute}`;
}

export const LIST_HEADERS = [
  'Date',
  'Type',
  'Counterparty',
  'Reference',
  'Account',
  'Currency',
  'Amount',
  'Fees',
  'Status',
  'Note',
] as const;

/** The list's columns in LIST_HEADERS order: the CSV and the workbook write their cells by it. */
export const LIST_COLUMNS = [
  'date',
  'type',
  'counterparty',
  'reference',
  'account',
  'currency',
  'amount',
  'fees',
  'status',
  'note',
] as const satisfies readonly (keyof ListRow)[];

/** One row of the CSV and the workbook: texts neutralised, amounts as exact decimal text. */
export interface ListRow {
  date: string;
  type: string;
  counterparty: string;
  reference: string;
  account: string;
  currency: CurrencyCode;
  amount: string;
  fees: string;
  status: string;
  note: string;
}

export function listRowOf(t: Transaction): ListRow {
  return {
    date: isoDateTime(t.createdAt),
    type: typeLabelOf(t.type),
    counterparty: neutralise(counterpartyOf(t)),
    reference: neutralise(referenceOf(t)),
    account: neutralise(`${t.vaAccountName} (${t.vaAccountNumber})`),
    currency: t.currency,
    amount: amountText(signedAmount(t), t.currency),
    fees: amountText(t.fees, t.currency),
    status: listStatusOf(t.status),
    note: neutralise(t.note ?? ''),
  };
}
