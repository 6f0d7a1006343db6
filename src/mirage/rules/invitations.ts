import type { InvitableRole, InvitationSummary } from '../../shared/domain/invitations';
import { BankError, type Invitation, type MockUser, type Scenario } from '../types';
import type { TeamMember } from '../../shared/domain/team';
import {
  createdUsers,
  kycStatusOf,
  loadApplicants,
  updateApplicants,
  type ApplicantsState,
} from './applicants';
import { sendEmail } from './outbox';
import { emailKey, INVITATION_DAYS, isLive, isRegistered, newInvitationCode } from './signUps';

/**
 * The invitations an admin sends (docs/decisions/team.md 'Invitations'): kept with the sign-up
 * records (stores/applicants.ts, by code), one id per invitation. A resend keeps the id and e-mails
 * a new code; the old code stays as 'cancelled-resend', so its link says INVITATION_CANCELLED_RESEND.
 */

const DAY_MS = 24 * 60 * 60_000;
/** At most this many invitation codes are kept: beyond, the oldest closed ones go first. */
export const MAX_INVITATION_CODES = 2_000;

export const INVITATION_SUBJECT = 'You are invited to join your team';

/** The invitation e-mail: the link to /accept-invite with the e-mail and the code. */
export function mailInvitation(invitation: Invitation, companyName: string): void {
  const query = new URLSearchParams({ email: invitation.email, code: invitation.code });
  sendEmail(
    invitation.email,
    INVITATION_SUBJECT,
    `${companyName} invites you to join its team. Open /accept-invite?${query.toString()} to join (your invitation code is ${invitation.code}). The link works for ${INVITATION_DAYS} days.`,
  );
}

/** The latest code of each invitation of `corpID`, by id. */
function latestById(state: ApplicantsState, corpID: string): Map<string, Invitation> {
  const byId = new Map<string, Invitation>();
  for (const i of Object.values(state.invitations)) {
    if (i.corpID !== corpID) continue;
    const seen = byId.get(i.id);
    if (!seen || i.sentAt > seen.sentAt) byId.set(i.id, i);
  }
  return byId;
}

/** The admin's view of an invitation (its latest code). */
export function summaryOf(i: Invitation, now = Date.now()): InvitationSummary {
  const status =
    i.status === 'live'
      ? isLive(i, now)
        ? 'pending'
        : 'expired'
      : i.status === 'cancelled-resend'
        ? 'expired'
        : i.status;
  return {
    id: i.id,
    email: i.email,
    role: i.role,
    status,
    sentAt: new Date(i.sentAt).toISOString(),
    expiresAt: new Date(i.expiresAt).toISOString(),
  };
}

/** The company's invitations, newest first. */
export function invitationsOfCompany(state: ApplicantsState, corpID: string): InvitationSummary[] {
  return [...latestById(state, corpID).values()]
    .toSorted((a, b) => b.sentAt - a.sentAt)
    .map((i) => summaryOf(i));
}

const newId = () => `INV-${newInvitationCode()}`;

/** Keeps at most MAX_INVITATION_CODES codes: the closed ones sent longest ago go first. */
function bound(state: ApplicantsState): void {
  const codes = Object.values(state.invitations);
  const excess = codes.length - MAX_INVITATION_CODES;
  if (excess <= 0) return;
  const closed = codes.filter((i) => !isLive(i)).toSorted((a, b) => a.sentAt - b.sentAt);
  for (const i of closed.slice(0, excess)) delete state.invitations[i.code];
}

export interface InviteAnswer {
  pendingEmailList: string[];
  registeredEmailList: string[];
}

/**
 * Invites each e-mail (trimmed, lower case; a repeat in the list counts once): a registered one is
 * answered in registeredEmailList and not invited; an open invitation to the same e-mail is replaced
 * (its old code says INVITATION_CANCELLED_RESEND), so the latest role is the one that counts.
 */
export function inviteMany(
  scenario: Scenario,
  users: readonly MockUser[],
  company: { corpID: string; name: string },
  wanted: readonly { email: string; role: InvitableRole }[],
): InviteAnswer {
  const seen = new Set<string>();
  const answer: InviteAnswer = { pendingEmailList: [], registeredEmailList: [] };
  const now = Date.now();
  const sent: Invitation[] = [];
  updateApplicants(scenario, (s) => {
    for (const { email: raw, role } of wanted) {
      const email = emailKey(raw);
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
        throw new BankError(400, 'INVALID_PARAM_ERROR', `Not an e-mail address: ${raw.trim()}`);
      if (seen.has(email)) continue;
      seen.add(email);
      if (isRegistered(scenario, users, email)) {
        answer.registeredEmailList.push(email);
        continue;
      }
      // An open invitation to this e-mail, of any company, is superseded by this one.
      let id = newId();
      for (const old of Object.values(s.invitations)) {
        if (
          emailKey(old.email) !== email ||
          (old.status !== 'live' && old.status !== 'cancelled-resend')
        )
          continue;
        if (old.corpID === company.corpID) id = old.id;
        old.status = old.corpID === company.corpID ? 'cancelled-resend' : 'cancelled';
      }
      const invitation: Invitation = {
        id,
        email,
        code: newInvitationCode(),
        role,
        corpID: company.corpID,
        status: 'live',
        expiresAt: now + INVITATION_DAYS * DAY_MS,
        sentAt: now,
      };
      s.invitations[invitation.code] = invitation;
      sent.push(invitation);
      answer.pendingEmailList.push(email);
    }
    bound(s);
  });
  for (const i of sent) mailInvitation(i, company.name);
  return answer;
}

const notFound = () =>
  new BankError(404, 'RESOURCE_NOT_FOUND', 'There is no such invitation in your company.');

/** The latest code of invitation `id` of `corpID`, or 404. */
function latestOf(state: ApplicantsState, corpID: string, id: string): Invitation {
  const invitation = latestById(state, corpID).get(id);
  if (!invitation) throw notFound();
  return invitation;
}

/** Ends invitation `id`: revoked (was pending) or cancelled (had expired); every code of it says so. */
export function closeInvitation(
  scenario: Scenario,
  corpID: string,
  id: string,
  status: 'revoked' | 'cancelled',
): InvitationSummary {
  return updateApplicants(scenario, (s) => {
    const latest = latestOf(s, corpID, id);
    const current = summaryOf(latest).status;
    const allowed = status === 'revoked' ? current === 'pending' : current === 'expired';
    if (!allowed)
      throw new BankError(
        409,
        'INVALID_PARAM_ERROR',
        status === 'revoked'
          ? `Only a pending invitation can be revoked; this one is ${current}.`
          : `Only an expired invitation can be cancelled; this one is ${current}.`,
      );
    for (const i of Object.values(s.invitations)) if (i.id === id) i.status = status;
    return summaryOf(latest);
  });
}

/** How soon the same invitation may be sent again. */
export const RESEND_HOLD_MS = 60_000;

/** E-mails a new code for invitation `id` (pending or expired); the old code then says INVITATION_CANCELLED_RESEND. */
export function resendInvitation(
  scenario: Scenario,
  company: { corpID: string; name: string },
  id: string,
): InvitationSummary {
  const now = Date.now();
  const fresh = updateApplicants(scenario, (s) => {
    const latest = latestOf(s, company.corpID, id);
    const current = summaryOf(latest, now).status;
    if (current !== 'pending' && current !== 'expired')
      throw new BankError(
        409,
        'INVALID_PARAM_ERROR',
        `Only a pending or expired invitation can be sent again; this one is ${current}.`,
      );
    const wait = latest.sentAt + RESEND_HOLD_MS - now;
    if (wait > 0)
      throw new BankError(
        429,
        'TOO_MANY_REQUEST',
        `This invitation was just sent. You can send it again in ${Math.ceil(wait / 1000)} seconds.`,
      );
    for (const i of Object.values(s.invitations))
      if (i.id === id && i.status === 'live') i.status = 'cancelled-resend';
    const invitation: Invitation = {
      ...latest,
      code: newInvitationCode(),
      status: 'live',
      expiresAt: now + INVITATION_DAYS * DAY_MS,
      sentAt: now,
    };
    s.invitations[invitation.code] = invitation;
    bound(s);
    return invitation;
  });
  mailInvitation(fresh, company.name);
  return summaryOf(fresh, now);
}

/**
 * The members who joined the scenario's company by an invitation (sign-ups made them), for the
 * team list: their status says what they wait for (their details, then the bank's review).
 */
export function joinedMembers(
  scenario: Scenario,
  // The bank passes them with the team's changes (a role, a suspension) laid over them.
  joined: readonly MockUser[] = createdUsers(scenario).filter((u) => u.corpID === undefined),
): TeamMember[] {
  const state = loadApplicants(scenario);
  return joined
    .filter((u) => u.corpID === undefined)
    .map((u) => {
      const onboarding = kycStatusOf(u, state).nonAdminUserStatus;
      const status: TeamMember['status'] = u.suspended
        ? 'suspended'
        : onboarding === 'UserStatusApproved'
          ? 'active'
          : onboarding === 'UserStatusSubmitted'
            ? 'in-review'
            : onboarding === 'UserStatusRejected'
              ? 'rejected'
              : 'details-due';
      return {
        userReferenceID: u.userReferenceID,
        name: u.profile.name,
        email: u.email,
        role: u.role,
        status,
      };
    });
}
