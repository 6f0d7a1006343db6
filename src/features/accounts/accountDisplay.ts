import type { Account } from '../../shared/domain/accounts';
import { formatMoney, UNAVAILABLE_BALANCE } from '../../shared/money';
import { PRODUCT_NAME } from '../../shared/config/product';

/** spec-3 §2: a balance the bank could not give shows '--.--'. */
export function formatBalance(account: Pick<Account, 'currentBalance' | 'currency'>): string {
  return account.currentBalance === null
    ? UNAVAILABLE_BALANCE
    : formatMoney(account.currentBalance, account.currency);
}

/**
 * How a payer sends money into an account. An SGD account receives PayNow (while the paynowQr
 * toggle is on: its first tab, spec-3 §2), local transfers (FAST, GIRO, MEPS, ACT from a
 * Singapore bank) and overseas transfers (TT via SWIFT); the other currencies only arrive as
 * overseas transfers.
 */
export type ReceiveRoute = 'paynow' | 'local' | 'overseas';

export const RECEIVE_ROUTE_LABELS: Record<ReceiveRoute, string> = {
  paynow: 'PayNow',
  local: 'Local Bank Transfers',
  overseas: 'Overseas Bank Transfers',
};

export function receiveRoutes(
  account: Pick<Account, 'currency'>,
  paynowOn = false,
): ReceiveRoute[] {
  if (account.currency !== 'SGD') return ['overseas'];
  return paynowOn ? ['paynow', 'local', 'overseas'] : ['local', 'overseas'];
}

/**
 * spec-3 §2: the beneficiary is the product's name 'on behalf of' the holder, except for SGD
 * FAST (a local transfer into an SGD account, and PayNow, which settles over FAST), where it is
 * the plain holder name.
 */
export function beneficiaryName(
  account: Pick<Account, 'accountHolderName' | 'currency'>,
  route: ReceiveRoute,
): string {
  if (account.currency === 'SGD' && route !== 'overseas') return account.accountHolderName;
  return `${PRODUCT_NAME} on behalf of ${account.accountHolderName}`;
}

/** spec-3 §2 (wording not given; messages.tsv thb_account_notice). */
export const THB_NOTICE =
  'Funds cannot be received into a THB account. Use it for card linking, and top it up with an account to account transfer or a currency exchange.';

/** Moves the item at `from` to `to` (a new array; out-of-range moves return a copy). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (from < 0 || from >= next.length || to < 0 || to >= next.length || from === to) return next;
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}

/** The periods an account's CSV statement is offered for (docs/decisions/accounts.md 'CSV statement'). */
export const STATEMENT_PERIODS = {
  thisMonth: 'This month',
  lastMonth: 'Last month',
  last90Days: 'Last 90 days',
  all: 'All transactions',
} as const;
export type StatementPeriod = keyof typeof STATEMENT_PERIODS;

/** YYYY-MM-DD of a calendar day (a day 0 is the last of the month before). */
const day = (year: number, month: number, d: number) =>
  new Date(Date.UTC(year, month - 1, d)).toISOString().slice(0, 10);

/** The company's days (YYYY-MM-DD, Singapore) a period covers on `today` (a Singapore day). */
export function statementDays(
  period: StatementPeriod,
  today: string,
): { from?: string; to?: string } {
  const [y, m] = today.split('-').map(Number) as [number, number];
  switch (period) {
    case 'thisMonth':
      return { from: day(y, m, 1), to: today };
    case 'lastMonth':
      return { from: day(y, m - 1, 1), to: day(y, m, 0) };
    case 'last90Days': {
      const from = new Date(`${today}T00:00:00Z`);
      from.setUTCDate(from.getUTCDate() - 89);
      return { from: from.toISOString().slice(0, 10), to: today };
    }
    default:
      return {};
  }
}

/** Today in Singapore (the company's time zone), YYYY-MM-DD. */
export function companyToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Singapore',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
