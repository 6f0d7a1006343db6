import { TYPE_LABEL, TYPE_LABELS, type TypeLabel } from '../../shared/domain/transactionLabels';
import {
  listStatusOf,
  type TransactionStatus,
  type TransactionType,
} from '../../shared/domain/transactions';

/** The filter's type options: each label with the allowed types under it, in the spec's order. */
export function typeOptions(
  allowed: readonly TransactionType[],
): { label: TypeLabel; types: TransactionType[] }[] {
  return TYPE_LABELS.map((label) => ({
    label,
    types: allowed.filter((t) => TYPE_LABEL[t] === label),
  })).filter((o) => o.types.length > 0);
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

/** What each detail status means, in the words of the list status it shows as (spec-3 §4). */
const DETAIL_STATUS_MEANING: Record<TransactionStatus, string> = {
  PENDING: 'accepted by the bank, not yet sent',
  CA_PENDING: 'waiting at the bank before it is sent',
  IN_PROGRESS: 'sent, not yet completed',
  BOOKED: 'booked to the account',
  SUCCESSFUL: 'completed',
  REJECTED: 'refused by the bank',
  CANCELLED: 'stopped before it was completed',
  FAILED: 'could not be completed',
};

/**
 * The note under the detailed status: which list status it is a step of, and what it means;
 * 'Shown as Processing: accepted by the bank, not yet sent.'
 */
export function detailStatusNote(status: TransactionStatus): string {
  return `Shown as ${listStatusOf(status)}: ${DETAIL_STATUS_MEANING[status]}.`;
}
