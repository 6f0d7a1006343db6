import type { ApprovalRequest, ApprovalStatus } from '../../shared/domain/approvals';
import type { CurrencyCode } from '../../shared/currencies';
import { formatMoney, type Micros } from '../../shared/money';
import type { BadgeTone } from '../../shared/ui/Badge';

/** How a status reads in the lists and the detail (the spec names the statuses, not their labels). */
export const STATUS_LABELS: Record<ApprovalStatus, string> = {
  ApprovalStatus_Unknown: 'Unknown',
  PendingCheck: 'Not submitted',
  NotRequired: 'Not required',
  PendingApproval: 'Pending',
  Accepted: 'Approved',
  Rejected: 'Rejected',
  Cancelled: 'Cancelled',
};

export const STATUS_TONES: Record<ApprovalStatus, BadgeTone> = {
  ApprovalStatus_Unknown: 'neutral',
  PendingCheck: 'info',
  NotRequired: 'neutral',
  PendingApproval: 'warning',
  Accepted: 'success',
  Rejected: 'danger',
  Cancelled: 'neutral',
};

export const KIND_LABELS: Record<ApprovalRequest['kind'], string> = {
  exchange: 'Currency exchange',
  internalTransfer: 'Internal transfer',
  payout: 'Payout',
  batch: 'Batch transfer',
};

/** Still open: the requester may edit or cancel it, an approver may decide it. */
export function isOpen(request: ApprovalRequest): boolean {
  return request.status === 'PendingApproval' || request.status === 'PendingCheck';
}

/** A fee as the transfer review shows it: 'Free' when there is none (exchanges and internal transfers are free, spec-2 §4). */
export function feeText(fee: Micros, currency: CurrencyCode): string {
  return fee === 0 ? 'Free' : formatMoney(fee, currency);
}
