import type { KycStatus } from '../../shared/domain/auth';
import type {
  Application,
  Invitation,
  MemberApplication,
  MockUser,
  Scenario,
  SignUp,
  TmData,
} from '../types';

/**
 * The bank's onboarding records (issue 12): sign-ups in progress, the users they created, each
 * applicant company's application (statuses, saved progress, documents, the submission), the
 * invited members' applications and the invitations. Seeded by the scenario (the demo users of
 * every onboarding state) and changed by the sign-up and KYC routes; the changes are kept in
 * localStorage so a registration survives the reloads of the in-page mock. Its own key: the
 * security state (persistedState.ts) is read by every request and should stay small.
 */
export type {
  Application,
  ApplicantSeeds,
  Invitation,
  MemberApplication,
  SignUp,
  StoredDocument,
  TmData,
} from '../types';

export const APPLICANTS_KEY = 'mockbank:applicants:v1';

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

function seeded(scenario: Scenario): ApplicantsState {
  const seeds = scenario.applicants ?? { users: [], applications: [], invitations: [] };
  return {
    scenario: scenario.name,
    signUps: {},
    users: [],
    applications: Object.fromEntries(seeds.applications.map((a) => [a.corpID, structuredClone(a)])),
    members: {},
    invitations: Object.fromEntries(seeds.invitations.map((i) => [i.code, { ...i }])),
    tmData: {},
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
  const email = user.email.toLowerCase();
  // spec-1 §4: an admin without it goes to the data-population page; tm_data sets it.
  const populated = Object.hasOwn(state.tmData, email);
  const application = user.corpID ? state.applications[user.corpID] : undefined;
  if (application)
    return {
      kycStatus: application.kycStatus,
      companyKycStatus: application.companyKycStatus,
      nonAdminUserStatus: user.kyc.nonAdminUserStatus,
      tutorialsViewed: user.kyc.tutorialsViewed,
      tmDataPopulated: application.tmDataPopulated || populated,
    };
  const member = state.members[email];
  if (member) return { ...user.kyc, nonAdminUserStatus: member.userStatus };
  return { ...user.kyc, tmDataPopulated: user.kyc.tmDataPopulated || populated };
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
