import type { Account } from '../../../shared/domain/accounts';
import {
  companyIsoDay,
  daysBetween,
  exportFileName,
  MAX_EXPORT_ROWS,
  MAX_STATEMENT_DAYS,
  MAX_STATEMENT_ROWS,
  rowCapOf,
  SINGLE_ACCOUNT_FORMATS,
  statementFileName,
  type ExportFileType,
} from '../../../shared/domain/exports';
import { signedAmount, type Transaction } from '../../../shared/domain/transactions';
import { sumMicros } from '../../../shared/money';
import { takeTry, type TryLimit } from '../clientTries';
import { BankError } from '../../types';
import { quickBooksCsv, xeroCsv } from './accounting';
import { listCsv } from './csv';
import { listPdf, statementPdf } from './pdfs';
import { base64InSlices } from './slices';
import { listXlsx } from './xlsx';

/**
 * The bank's exports (docs/decisions/transactions.md 'Exports'): the rows are the caller's list as
 * the list's own filter and visibility give them (the route's work); here the caps, the throttle
 * and the file of each format, built in slices (slices.ts).
 */
export interface BankFile {
  fileName: string;
  contentType: string;
  bufferFile: string;
  rows: number;
}

/** Exports a user may start in an hour: a flood of exports cannot take the bank down. */
export const EXPORT_TRIES: TryLimit = {
  purpose: 'exports',
  max: 60,
  text: (wait) => `You have made many exports in the last hour. Please try again in ${wait}.`,
};

/**
 * Exports a user may have under way at once. Two, not one: a cancelled export's request is gone,
 * but the in-page bank cannot hear the cancel and finishes the file, and the export started
 * again at once must not be refused for it.
 */
export const EXPORTS_AT_ONCE = 2;
const running = new Map<string, number>();

/** Runs `make` as one of the user's exports, counted against EXPORT_TRIES. */
export async function asOneExport<T>(userId: string, make: () => Promise<T>): Promise<T> {
  const now = running.get(userId) ?? 0;
  if (now >= EXPORTS_AT_ONCE)
    throw new BankError(
      429,
      'TOO_MANY_REQUEST',
      'Exports of yours are still being made. Please wait for them to finish.',
    );
  takeTry(userId, EXPORT_TRIES);
  running.set(userId, now + 1);
  try {
    return await make();
  } finally {
    const left = (running.get(userId) ?? 1) - 1;
    if (left > 0) running.set(userId, left);
    else running.delete(userId);
  }
}

export const tooLargeText = (rows: number, cap: number, fileType: ExportFileType) =>
  fileType === 'xero' || fileType === 'quickbooks'
    ? `${fileType === 'xero' ? 'Xero' : 'QuickBooks'} imports at most ${cap.toLocaleString('en-US')} lines a file, and this list has ${rows.toLocaleString('en-US')}. Choose a shorter period.`
    : `An export holds at most ${cap.toLocaleString('en-US')} transactions, and this list has ${rows.toLocaleString('en-US')}. Narrow the filters.`;

export const statementTooLargeText = (rows: number) =>
  `A PDF statement holds at most ${MAX_STATEMENT_ROWS.toLocaleString('en-US')} transactions, and this period has ${rows.toLocaleString('en-US')}. Choose a shorter period.`;

const CONTENT_TYPES: Record<ExportFileType, string> = {
  csv: 'text/csv;charset=utf-8',
  xero: 'text/csv;charset=utf-8',
  quickbooks: 'text/csv;charset=utf-8',
  xls: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

/** Refuses what a format cannot hold: one account for the accounting imports, the row caps. */
export function checkExport(
  fileType: ExportFileType,
  vaNumbers: readonly string[] | undefined,
  rows: number,
): void {
  if (SINGLE_ACCOUNT_FORMATS.includes(fileType) && vaNumbers?.length !== 1)
    throw new BankError(
      400,
      'INVALID_PARAM_ERROR',
      'Xero and QuickBooks import one bank account a file: choose one account.',
      { field: 'vaNumbers' },
    );
  // The PDF list is cut at its cap and says so; the other formats hold every row or none.
  if (fileType === 'pdf' ? rows > MAX_EXPORT_ROWS : rows > rowCapOf(fileType))
    throw new BankError(400, 'EXPORT_TOO_LARGE', tooLargeText(rows, rowCapOf(fileType), fileType));
}

/** The file of `rows` (newest first, as listed) in `fileType`. */
export async function exportFile(
  fileType: ExportFileType,
  rows: readonly Transaction[],
  context: { company: string; now: number; account?: string },
): Promise<BankFile> {
  const bytes =
    fileType === 'xls'
      ? await listXlsx(rows)
      : fileType === 'pdf'
        ? await listPdf(rows, context.company, new Date(context.now).toISOString())
        : fileType === 'xero'
          ? await xeroCsv(rows)
          : fileType === 'quickbooks'
            ? await quickBooksCsv(rows)
            : await listCsv(rows);
  return {
    fileName: exportFileName(fileType, context.now, context.account),
    contentType: CONTENT_TYPES[fileType],
    bufferFile: await base64InSlices(bytes),
    rows: fileType === 'pdf' ? Math.min(rows.length, rowCapOf('pdf')) : rows.length,
  };
}

/**
 * One account's statement for a period of company days. The balances come from the ledger: every
 * record moved its account by its signed amount when it was made (rules/bookings.ts record), so
 * the closing balance is today's balance less what was booked after the period, and the opening
 * balance the closing one less what was booked in it.
 */
export async function statementFile(
  account: Account,
  all: readonly Transaction[],
  startDate: string,
  endDate: string,
  company: string,
): Promise<BankFile> {
  if (daysBetween(startDate, endDate) > MAX_STATEMENT_DAYS)
    throw new BankError(
      400,
      'INVALID_PARAM_ERROR',
      `A statement covers at most ${MAX_STATEMENT_DAYS} days: choose a shorter period.`,
      { field: 'endDate' },
    );
  const mine = all.filter((t) => t.vaAccountNumber === account.accountNumber);
  const after: number[] = [];
  const within: Transaction[] = [];
  for (const t of mine) {
    const day = companyIsoDay(t.createdAt);
    if (day > endDate) after.push(signedAmount(t));
    else if (day >= startDate) within.push(t);
  }
  if (within.length > MAX_STATEMENT_ROWS)
    throw new BankError(400, 'EXPORT_TOO_LARGE', statementTooLargeText(within.length));
  const closing = (account.currentBalance ?? 0) - sumMicros(after);
  const signed = within.map(signedAmount);
  const moneyIn = sumMicros(signed.filter((v) => v > 0));
  const moneyOut = -sumMicros(signed.filter((v) => v < 0));
  const opening = closing - moneyIn + moneyOut;
  const rows = within.toSorted((a, b) => a.createdAt.localeCompare(b.createdAt));
  const bytes = await statementPdf(
    { account, startDate, endDate, opening, closing, moneyIn, moneyOut, rows },
    company,
  );
  return {
    fileName: statementFileName(account.accountNumber, startDate, endDate),
    contentType: 'application/pdf',
    bufferFile: await base64InSlices(bytes),
    rows: rows.length,
  };
}
