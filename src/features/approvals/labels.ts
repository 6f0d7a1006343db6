import type { ApprovalRequest, ApprovalStatus } from '../../shared/domain/approvals';
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
};

/** Still open: the requester may edit or cancel it, an approver may decide it. */
export function isOpen(request: ApprovalRequest): boolean {
  return request.status === 'PendingApproval' || request.status === 'PendingCheck';
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');

/** '21 Nov 2025' (local date; independent of the machine's locale so every screen reads alike). */
export function formatDate(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${d.getDate()} ${MONTHS[d.getMonth()]} ${d.getFullYear()}`;
}

/** '21 Nov 2025, 10:42' */
export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${formatDate(iso)}, ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** 'Updated 10:42' for the freshness line of a cached list. */
export function formatTime(ms: number): string {
  const d = new Date(ms);
  return `${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
