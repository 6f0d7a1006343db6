import type { BadgeTone } from '../../shared/ui/Badge';
import { formatMoney } from '../../shared/money';
import {
  TYPE_LABEL,
  TYPE_LABELS,
  typeLabelOf,
  type TypeLabel,
} from '../../shared/domain/transactionLabels';
import {
  listStatusOf,
  signedAmount,
  type ListStatus,
  type Transaction,
  type TransactionStatus,
  type TransactionType,
} from '../../shared/domain/transactions';

export {
  TYPE_LABEL,
  TYPE_LABELS,
  typeLabelOf,
  type TypeLabel,
} from '../../shared/domain/transactionLabels';

/** The filter's type options: each label with the allowed types under it, in the spec's order. */
export function typeOptions(
  allowed: readonly TransactionType[],
): { label: TypeLabel; types: TransactionType[] }[] {
  return TYPE_LABELS.map((label) => ({
    label,
    types: allowed.filter((t) => TYPE_LABEL[t] === label),
  })).filter((o) => o.types.length > 0);
}

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

/**
 * spec-3 §3 detail statuses as the detail dialog shows them beside the list status. The spec
 * names the codes only; CA_PENDING keeps its abbreviation, as its meaning is not given.
 */
export const DETAIL_STATUS_LABEL: Record<TransactionStatus, string> = {
  PENDING: 'Pending',
  BOOKED: 'Booked',
  SUCCESSFUL: 'Successful',
  REJECTED: 'Rejected',
  CANCELLED: 'Cancelled',
  CA_PENDING: 'Pending (CA)',
  IN_PROGRESS: 'In progress',
  FAILED: 'Failed',
};

/** '+S$1,250.00' for money in, '-S$1,250.00' for money out (spec-3 §4: a green plus for positive). */
export function amountText(t: Pick<Transaction, 'amount' | 'creditOrDebit' | 'currency'>): string {
  return formatMoney(signedAmount(t), t.currency, { sign: 'always' });
}

/** The other party: who paid (money in) or who was paid (money out); a merchant for card payments. */
export function counterpartyOf(t: Transaction): { direction: 'From' | 'To'; name: string } {
  const incoming = t.creditOrDebit === 'CREDIT';
  const name = incoming ? t.debtorName : t.merchant?.description || t.creditorName;
  return {
    direction: incoming ? 'From' : 'To',
    name: name || t.description || typeLabelOf(t.type),
  };
}
