import type { Application, Invitation, MemberApplication, MockUser, TmData } from '../types';
import { persisted } from './persisted';

/**
 * The bank's onboarding records (issue 12): the users sign-ups created, each
 * applicant company's application (statuses, saved progress, documents, the submission), the
 * invited members' applications and the invitations, as changed since the scenario seeded them
 * (rules/applicants.ts loadApplicants). Its own store: the security state is read by every
 * request and should stay small. Sign-ups on their way are not here (stores/signUps.ts, issue
 * 22): the bank reads this store to find the user of every signed-in call.
 */
export interface ApplicantsState {
  scenario: string;
  /** Users created by a sign-up (seeded applicants are the scenario's own users). */
  users: MockUser[];
  /** By corpID: seeded applications as changed, and new ones. */
  applications: Record<string, Application>;
  /** By e-mail (lower case). */
  members: Record<string, MemberApplication>;
  /** By code. */
  invitations: Record<string, Invitation>;
  /** By e-mail (lower case): the expected activity an onboarded admin gave (POST tm_data). */
  tmData: Record<string, TmData>;
}

export const APPLICANTS_KEY = 'mockbank:applicants';
/** Where builds before the per-area stores kept the same object, bare. */
export const LEGACY_APPLICANTS_KEY = 'mockbank:applicants:v1';

/** Version 1 kept the sign-ups on their way here too: they are dropped (stores/signUps.ts). */
function withoutSignUps(old: unknown): unknown {
  if (typeof old !== 'object' || old === null) return old;
  const { signUps: _dropped, ...rest } = old as Record<string, unknown>;
  return rest;
}

/**
 * Version 2's invitations had no id nor sending time (issue 24: the admin's list shows them by id):
 * each gets one, and its sending time is taken as 14 days before it expires.
 */
function withInvitationIds(old: unknown): unknown {
  if (typeof old !== 'object' || old === null) return old;
  const state = old as { invitations?: Record<string, Partial<Invitation>> };
  const invitations = Object.entries(state.invitations ?? {}).map(([code, i], n) => [
    code,
    {
      ...i,
      id: i.id ?? `INV-M${String(n + 1).padStart(4, '0')}`,
      sentAt: i.sentAt ?? (i.expiresAt ?? 0) - 14 * 24 * 60 * 60_000,
    },
  ]);
  return { ...state, invitations: Object.fromEntries(invitations) };
}

const applicantsOf = (old: unknown): ApplicantsState | undefined =>
  typeof old === 'object' && old !== null && typeof (old as ApplicantsState).scenario === 'string'
    ? (withInvitationIds(withoutSignUps(old)) as ApplicantsState)
    : undefined;

/** Null until a sign-up or an onboarding step changes something: the scenario's seeds stand. */
export const applicantsStore = persisted<ApplicantsState | null>(APPLICANTS_KEY, () => null, {
  version: 3,
  migrations: { 1: withoutSignUps, 2: withInvitationIds },
  legacy: { key: LEGACY_APPLICANTS_KEY, read: applicantsOf },
});
