import { typeLabelOf } from '../../shared/domain/transactionLabels';
import {
  listStatusOf,
  signedAmount,
  type ListStatus,
  type Transaction,
  type TransactionStatus,
} from '../../shared/domain/transactions';
import { formatMoney } from '../../shared/money';
import type { BadgeTone } from '../../shared/ui/Badge';

export interface StatusDisplay {
  label: ListStatus;
  tone: BadgeTone;
  /** Cancelled amounts are dimmed (spec-3 §4). */
  dimmed: boolean;
  /** Processing shows a warning badge on the type icon. */
  warning: boolean;
}

const STATUS_DISPLAY: Record<ListStatus, StatusDisplay> = {
  Completed: { label: 'Completed', tone: 'success', dimmed: false, warning: false },
  Processing: { label: 'Processing', tone: 'warning', dimmed: false, warning: true },
  Cancelled: { label: 'Cancelled', tone: 'neutral', dimmed: true, warning: false },
};

export function statusDisplayOf(status: TransactionStatus): StatusDisplay {
  return STATUS_DISPLAY[listStatusOf(status)];
}

/** '+S$1,250.00' for money in, '-S$1,250.00' for money out (spec-3 §4: a green plus for positive). */
export function amountText(t: Pick<Transaction, 'amount' | 'creditOrDebit' | 'currency'>): string {
  return formatMoney(signedAmount(t), t.currency, { sign: 'always' });
}

/**
 * The other party, as the list's To/From column (spec-3 §2) and the dashboard's recent
 * transactions name it. A card movement's other party is its merchant in both directions: the
 * shop paid for a sale, the shop that refunded for a refund (spec-3 §3 gives card transactions a
 * merchant; the debtor of a refund may be the card scheme rather than the shop). Otherwise it is
 * who paid (money in) or who was paid (money out); the description or the type label when the
 * bank names no one.
 */
export function counterpartyOf(t: Transaction): { direction: 'From' | 'To'; name: string } {
  const incoming = t.creditOrDebit === 'CREDIT';
  const name = t.merchant?.description || (incoming ? t.debtorName : t.creditorName);
  return {
    direction: incoming ? 'From' : 'To',
    name: name || t.description || typeLabelOf(t.type),
  };
}
