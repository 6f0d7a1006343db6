import { PAYMENT_ROLES, APPROVER_ROLE, type Role } from './roles';

/**
 * Exports of the transaction list and PDF statements (spec-3 §2 Transactions pages, §3 export
 * formats, §7 Transactions; docs/decisions/transactions.md 'Exports'): shared by the pages and the
 * bank, so both apply the same formats, roles and caps.
 */

/** spec-3 §3 "Export formats: xero, quickbooks, xls, csv, pdf". */
export const EXPORT_FILE_TYPES = ['xls', 'csv', 'xero', 'quickbooks', 'pdf'] as const;
export type ExportFileType = (typeof EXPORT_FILE_TYPES)[number];

/** What each format is called on the export page. */
export const EXPORT_FORMAT_LABELS: Record<ExportFileType, string> = {
  xls: 'Excel workbook (.xlsx)',
  csv: 'CSV (.csv)',
  xero: 'Xero bank statement (.csv)',
  quickbooks: 'QuickBooks Online bank upload (.csv)',
  pdf: 'PDF list (.pdf)',
};

/** The formats an accounting product imports as one bank account's statement. */
export const SINGLE_ACCOUNT_FORMATS: readonly ExportFileType[] = ['xero', 'quickbooks'];

/**
 * Who may export the list and download statements: the roles that keep the books (admin,
 * sub-admin, finance) and the accountant. The general role (a card spender) may not: its list is
 * its own card payments, and a bank statement is the company's (docs/decisions/roles.md 'Roles').
 */
export const EXPORT_ROLES: readonly Role[] = [...PAYMENT_ROLES, APPROVER_ROLE];

export function mayExport(role: Role | undefined): boolean {
  return role !== undefined && EXPORT_ROLES.includes(role);
}

/** The most rows one export carries (the bank refuses a filter that matches more). */
export const MAX_EXPORT_ROWS = 100_000;
/** Xero imports at most 1,000 statement lines a file (Xero's 'Import a bank statement'). */
export const MAX_XERO_ROWS = 1_000;
/** QuickBooks Online uploads at most 1,000 rows (about 350 KB) a file. */
export const MAX_QUICKBOOKS_ROWS = 1_000;
/** A PDF list stops here (a longer list is a spreadsheet's job); the PDF says so. */
export const MAX_PDF_LIST_ROWS = 2_000;
/** A PDF statement covers at most a year. */
export const MAX_STATEMENT_DAYS = 366;
/**
 * A PDF statement holds every transaction of its period, so a period past this many is refused
 * (about 250 pages; jsPDF writes the file out in one step on the in-page bank's thread).
 */
export const MAX_STATEMENT_ROWS = 10_000;

/** The most rows a format takes in one file. */
export function rowCapOf(fileType: ExportFileType): number {
  if (fileType === 'xero') return MAX_XERO_ROWS;
  if (fileType === 'quickbooks') return MAX_QUICKBOOKS_ROWS;
  if (fileType === 'pdf') return MAX_PDF_LIST_ROWS;
  return MAX_EXPORT_ROWS;
}

/**
 * The company's time zone: the demo company is in Singapore, and its books are kept in its own
 * day, whatever the machine's zone (a payment at 23:30 UTC is booked on the next Singapore day).
 */
export const COMPANY_TIME_ZONE = 'Asia/Singapore';

const DAY_FORMAT = new Intl.DateTimeFormat('en-GB', {
  timeZone: COMPANY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * The zone's offset from UTC in ms at a moment, asked of Intl once per UTC hour: 100,000 exported
 * rows would otherwise cost 100,000 formatToParts calls. (Offsets change on the hour or the half
 * hour in the zones that move their clocks; Singapore's has not moved since 1982.)
 */
const offsets = new Map<number, number>();
function offsetAt(ms: number): number {
  const hour = Math.floor(ms / 3_600_000);
  const known = offsets.get(hour);
  if (known !== undefined) return known;
  const at = hour * 3_600_000;
  const parts = DAY_FORMAT.formatToParts(new Date(at));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour') % 24,
    get('minute'),
    get('second'),
  );
  if (offsets.size > 50_000) offsets.clear();
  offsets.set(hour, wall - at);
  return wall - at;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** The parts of a moment's calendar day and time in the company's time zone. */
export function companyDayParts(iso: string | number | Date): {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
} {
  const ms = new Date(iso).getTime();
  const wall = new Date(ms + offsetAt(ms));
  return {
    year: String(wall.getUTCFullYear()),
    month: pad2(wall.getUTCMonth() + 1),
    day: pad2(wall.getUTCDate()),
    hour: pad2(wall.getUTCHours()),
    minute: pad2(wall.getUTCMinutes()),
  };
}

/** yyyy-mm-dd of a moment in the company's time zone. */
export function companyIsoDay(iso: string | number | Date): string {
  const { year, month, day } = companyDayParts(iso);
  return `${year}-${month}-${day}`;
}

/** The file an export is saved as: transactions_2026-11-27.xlsx (the day it was made, company time). */
export function exportFileName(fileType: ExportFileType, now: number, account?: string): string {
  const day = companyIsoDay(now);
  const extension = fileType === 'xls' ? 'xlsx' : fileType === 'pdf' ? 'pdf' : 'csv';
  const kind = fileType === 'xero' || fileType === 'quickbooks' ? `_${fileType}` : '';
  return `transactions${kind}${account ? `_${account}` : ''}_${day}.${extension}`;
}

/** statement_{account}_{from}_{to}.pdf */
export function statementFileName(accountNumber: string, from: string, to: string): string {
  return `statement_${accountNumber}_${from}_${to}.pdf`;
}

/** The calendar month before `today` (yyyy-mm-dd): the statement page's default period. */
export function lastMonthOf(today: string): { startDate: string; endDate: string } {
  const [y = 1970, m = 1] = today.split('-').map(Number);
  const year = m === 1 ? y - 1 : y;
  const month = m === 1 ? 12 : m - 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const mm = String(month).padStart(2, '0');
  return {
    startDate: `${year}-${mm}-01`,
    endDate: `${year}-${mm}-${String(last).padStart(2, '0')}`,
  };
}

/** Days from `from` to `to` inclusive (yyyy-mm-dd). */
export function daysBetween(from: string, to: string): number {
  return (
    Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1
  );
}
