import type { Role } from './roles';

/**
 * spec-3 §4 Invitations, §7 Team: the invitations an admin sends (contracts:
 * src/shared/contracts/team.ts; docs/decisions/team.md 'Invitations').
 */

/**
 * An invitation as the admin sees it: pending (its link works), expired (its code lapsed: the
 * invitee may ask for a new one), accepted (the account exists), cancelled, revoked.
 */
export const INVITATION_STATUSES = [
  'pending',
  'expired',
  'accepted',
  'cancelled',
  'revoked',
] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** The roles one may invite: everyone but an admin (a company has one admin). */
export const INVITABLE_ROLES = ['sub-admin', 'finance', 'accountant', 'general'] as const;
export type InvitableRole = (typeof INVITABLE_ROLES)[number];

/** At most this many e-mails in one invite call. */
export const MAX_INVITES_PER_REQUEST = 20;

export interface InvitationSummary {
  id: string;
  email: string;
  role: Role;
  status: InvitationStatus;
  /** When the latest code was sent, ISO 8601. */
  sentAt: string;
  /** When the latest code lapses, ISO 8601. */
  expiresAt: string;
}

/** What the admin may do next (the bank refuses the rest). */
export const canResend = (s: InvitationStatus) => s === 'pending' || s === 'expired';
/** Revoke: a live link stops working and says so. */
export const canRevoke = (s: InvitationStatus) => s === 'pending';
/** Cancel: an expired code can no longer be renewed by the invitee. */
export const canCancel = (s: InvitationStatus) => s === 'expired';

export const INVITATION_STATUS_LABELS: Record<InvitationStatus, string> = {
  pending: 'Waiting for them to join',
  expired: 'Link expired',
  accepted: 'Joined',
  cancelled: 'Cancelled',
  revoked: 'Revoked',
};
