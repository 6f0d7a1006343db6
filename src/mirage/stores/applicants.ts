import type {
  Application,
  Invitation,
  MemberApplication,
  MockUser,
  SignUp,
  TmData,
} from '../types';
import { persisted } from './persisted';

/**
 * The bank's onboarding records (issue 12): sign-ups in progress, the users they created, each
 * applicant company's application (statuses, saved progress, documents, the submission), the
 * invited members' applications and the invitations, as changed since the scenario seeded them
 * (rules/applicants.ts loadApplicants). Its own store: the security state is read by every
 * request and should stay small.
 */
export interface ApplicantsState {
  scenario: string;
  signUps: Record<string, SignUp>;
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

const applicantsOf = (old: unknown): ApplicantsState | undefined =>
  typeof old === 'object' && old !== null && typeof (old as ApplicantsState).scenario === 'string'
    ? (old as ApplicantsState)
    : undefined;

/** Null until a sign-up or an onboarding step changes something: the scenario's seeds stand. */
export const applicantsStore = persisted<ApplicantsState | null>(APPLICANTS_KEY, () => null, {
  version: 1,
  legacy: { key: LEGACY_APPLICANTS_KEY, read: applicantsOf },
});
