import type {
  CompanyStatus,
  KycStatus,
  KycStatusValue,
  UserStatus,
} from '../../shared/domain/auth';
import type { KycSource, OnboardingProgress } from '../../shared/domain/onboarding';
import type { Role } from '../../shared/domain/roles';
import type { MockUser, Scenario } from '../types';

/**
 * The bank's onboarding records (issue 12): sign-ups in progress, the users they created, each
 * applicant company's application (statuses, saved progress, documents, the submission), the
 * invited members' applications and the invitations. Seeded by the scenario (the demo users of
 * every onboarding state) and changed by the sign-up and KYC routes; the changes are kept in
 * localStorage so a registration survives the reloads of the in-page mock. Its own key: the
 * security state (persistedState.ts) is read by every request and should stay small.
 */
export const APPLICANTS_KEY = 'mockbank:applicants:v1';

/** A stored upload: what the bank keeps of a file (never its content, see docs/decisions.md). */
export interface StoredDocument {
  referenceID: string;
  fileName: string;
  contentType: string;
  size: number;
  uid: string;
  uploadedAt: number;
}

/** A company's application for an account (the admin's onboarding). */
export interface Application {
  corpID: string;
  companyName: string;
  companyKycStatus: CompanyStatus;
  kycStatus: KycStatusValue;
  kycSource: KycSource;
  tmDataPopulated: boolean;
  progress: OnboardingProgress | null;
  documents: StoredDocument[];
  /** Registry consents asked for (auth-uri): state -> when, and whether its data was read. */
  registryStates: Record<string, { at: number; used: boolean }>;
  submission: Record<string, unknown> | null;
  cardDelivery: Record<string, unknown> | null;
  authorizationLetterByEmail: boolean | null;
}

/** An invited member's own application, to join an approved company. */
export interface MemberApplication {
  email: string;
  corpID: string;
  userStatus: UserStatus;
  progress: OnboardingProgress | null;
  documents: StoredDocument[];
  details: Record<string, unknown> | null;
}

export type InvitationStatus = 'live' | 'cancelled' | 'cancelled-resend' | 'revoked' | 'accepted';

export interface Invitation {
  email: string;
  code: string;
  role: Role;
  corpID: string;
  status: InvitationStatus;
  expiresAt: number;
}

/**
 * A sign-up on its way, by e-mail (lower case). Each step checks the one before it was done by
 * the same browser (deviceId): the e-mail code, then the password, then the phone code.
 */
export interface SignUp {
  email: string;
  deviceId: string;
  /** 'admin': a new company (corporateName); 'member': an invitation (its code). */
  kind: 'admin' | 'member';
  corporateName: string;
  invitationCode: string | null;
  emailOtpId: string | null;
  emailVerified: boolean;
  password: string | null;
  phoneNumber: string | null;
  phoneOtpId: string | null;
  phoneVerified: boolean;
  startedAt: number;
}

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
}

/**
 * What a scenario seeds: the demo applicants' users (kept apart from scenario.users, which are
 * the scenario company's team), their applications, and the invitations.
 */
export interface ApplicantSeeds {
  users: MockUser[];
  applications: Application[];
  invitations: Invitation[];
}

function seeded(scenario: Scenario): ApplicantsState {
  const seeds = scenario.applicants ?? { users: [], applications: [], invitations: [] };
  return {
    scenario: scenario.name,
    signUps: {},
    users: [],
    applications: Object.fromEntries(seeds.applications.map((a) => [a.corpID, structuredClone(a)])),
    members: {},
    invitations: Object.fromEntries(seeds.invitations.map((i) => [i.code, { ...i }])),
  };
}

export function loadApplicants(scenario: Scenario): ApplicantsState {
  try {
    const raw = localStorage.getItem(APPLICANTS_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (typeof parsed === 'object' && parsed !== null) {
      const state = parsed as ApplicantsState;
      // Another scenario's applicants do not belong to this one.
      if (state.scenario === scenario.name) return { ...seeded(scenario), ...state };
    }
  } catch {
    // A corrupt value must not break the demo: start from the seeds.
  }
  return seeded(scenario);
}

export function saveApplicants(state: ApplicantsState): void {
  try {
    localStorage.setItem(APPLICANTS_KEY, JSON.stringify(state));
  } catch {
    // Storage full or blocked: the mock keeps working and only forgets on reload.
  }
}

export function clearApplicants(): void {
  localStorage.removeItem(APPLICANTS_KEY);
}

/** Reads the records, lets `change` edit them, and writes them back. */
export function updateApplicants<T>(scenario: Scenario, change: (s: ApplicantsState) => T): T {
  const state = loadApplicants(scenario);
  const result = change(state);
  saveApplicants(state);
  return result;
}

/** The company a user belongs to: an applicant company, or the scenario's. */
export const corpIdOf = (user: MockUser, scenario: Scenario): string =>
  user.corpID ?? scenario.company.corpID;

/**
 * The KYC status the bank answers for a user (GET /v1/boom/kyc/myinfo/status): an applicant
 * admin's from the application, an invited member's from the member application, anyone else's
 * as seeded.
 */
export function kycStatusOf(user: MockUser, state: ApplicantsState): KycStatus {
  const application = user.corpID ? state.applications[user.corpID] : undefined;
  if (application)
    return {
      kycStatus: application.kycStatus,
      companyKycStatus: application.companyKycStatus,
      nonAdminUserStatus: user.kyc.nonAdminUserStatus,
      tutorialsViewed: user.kyc.tutorialsViewed,
      tmDataPopulated: application.tmDataPopulated,
    };
  const member = state.members[user.email.toLowerCase()];
  if (member) return { ...user.kyc, nonAdminUserStatus: member.userStatus };
  return user.kyc;
}

/** A fresh application for a company a sign-up creates: nothing started. */
export function newApplication(corpID: string, companyName: string): Application {
  return {
    corpID,
    companyName,
    companyKycStatus: 'unknown',
    kycStatus: 'KYCStatusUnknown',
    kycSource: 'KYCSourceUnknown',
    tmDataPopulated: false,
    progress: null,
    documents: [],
    registryStates: {},
    submission: null,
    cardDelivery: null,
    authorizationLetterByEmail: null,
  };
}
