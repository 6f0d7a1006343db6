import { TYPE_LABEL, TYPE_LABELS, type TypeLabel } from '../../shared/domain/transactionLabels';
import type { TransactionStatus, TransactionType } from '../../shared/domain/transactions';

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
