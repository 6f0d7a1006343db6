import { z } from 'zod';
import {
  daysBetween,
  EXPORT_FILE_TYPES,
  MAX_STATEMENT_DAYS,
  rowCapOf,
  SINGLE_ACCOUNT_FORMATS,
  type ExportFileType,
} from '../../shared/domain/exports';

/** The export and statement forms (docs/decisions/transactions.md 'Exports'). */

export const CHOOSE_ONE_ACCOUNT =
  'Choose the account to export: Xero and QuickBooks import one account a file.';
export const NOTHING_TO_EXPORT = 'No transactions match these filters: there is nothing to export.';

export const tooManyRows = (fileType: ExportFileType, rows: number): string => {
  const cap = rowCapOf(fileType).toLocaleString('en-US');
  const count = rows.toLocaleString('en-US');
  if (fileType === 'xero' || fileType === 'quickbooks')
    return `${fileType === 'xero' ? 'Xero' : 'QuickBooks'} imports at most ${cap} lines a file, and this list has ${count}. Choose a shorter period on the list.`;
  return `An export holds at most ${cap} transactions, and this list has ${count}. Narrow the filters on the list.`;
};

export interface ExportForm {
  fileType: ExportFileType;
  /** The one account of a Xero or QuickBooks file; '' for the other formats. */
  account: string;
}

/** What the form is read against: how many rows the bank's filter gives (undefined: not known yet). */
export interface ExportContext {
  rows: number | undefined;
}

export function exportSchema(context: ExportContext) {
  return z
    .object({ fileType: z.enum(EXPORT_FILE_TYPES), account: z.string() })
    .superRefine((form, ctx) => {
      if (SINGLE_ACCOUNT_FORMATS.includes(form.fileType) && !form.account)
        ctx.addIssue({ code: 'custom', path: ['account'], message: CHOOSE_ONE_ACCOUNT });
      const rows = context.rows;
      if (rows === 0)
        ctx.addIssue({ code: 'custom', path: ['fileType'], message: NOTHING_TO_EXPORT });
      // The PDF list is cut at its cap and says so; the others hold every row or none.
      else if (rows !== undefined && form.fileType !== 'pdf' && rows > rowCapOf(form.fileType))
        ctx.addIssue({
          code: 'custom',
          path: ['fileType'],
          message: tooManyRows(form.fileType, rows),
        });
    });
}

export const CHOOSE_ACCOUNT = 'Choose an account.';
export const CHOOSE_START = 'Choose the first day of the period.';
export const CHOOSE_END = 'Choose the last day of the period.';
export const END_BEFORE_START = 'The end date cannot be before the start date.';
export const END_AFTER_TODAY = 'The period cannot end after today.';
export const PERIOD_TOO_LONG = `A statement covers at most ${MAX_STATEMENT_DAYS} days: choose a shorter period.`;

export interface StatementForm {
  accountNumber: string;
  startDate: string;
  endDate: string;
}

/** The statement form over today's date (yyyy-mm-dd, the company's day). */
export function statementSchema(today: string) {
  return z
    .object({
      accountNumber: z.string().min(1, CHOOSE_ACCOUNT),
      startDate: z.string().min(1, CHOOSE_START),
      endDate: z.string().min(1, CHOOSE_END),
    })
    .superRefine((form, ctx) => {
      if (!form.startDate || !form.endDate) return;
      if (form.endDate < form.startDate)
        ctx.addIssue({ code: 'custom', path: ['endDate'], message: END_BEFORE_START });
      else if (form.endDate > today)
        ctx.addIssue({ code: 'custom', path: ['endDate'], message: END_AFTER_TODAY });
      else if (daysBetween(form.startDate, form.endDate) > MAX_STATEMENT_DAYS)
        ctx.addIssue({ code: 'custom', path: ['endDate'], message: PERIOD_TOO_LONG });
    });
}
