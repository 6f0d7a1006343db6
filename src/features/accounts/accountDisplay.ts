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
 * How a payer sends money into an account. An SGD account receives local transfers (FAST, GIRO,
 * MEPS, ACT from a Singapore bank) and overseas transfers (TT via SWIFT); the other currencies
 * only arrive as overseas transfers. (PayNow, the first SGD tab when its toggle is on, is not
 * built yet, so it is absent.)
 */
export type ReceiveRoute = 'local' | 'overseas';

export const RECEIVE_ROUTE_LABELS: Record<ReceiveRoute, string> = {
  local: 'Local Bank Transfers',
  overseas: 'Overseas Bank Transfers',
};

export function receiveRoutes(account: Pick<Account, 'currency'>): ReceiveRoute[] {
  return account.currency === 'SGD' ? ['local', 'overseas'] : ['overseas'];
}

/**
 * spec-3 §2: the beneficiary is the product's name 'on behalf of' the holder, except for SGD
 * FAST (a local transfer into an SGD account), where it is the plain holder name.
 */
export function beneficiaryName(
  account: Pick<Account, 'accountHolderName' | 'currency'>,
  route: ReceiveRoute,
): string {
  if (account.currency === 'SGD' && route === 'local') return account.accountHolderName;
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
