import type { KycStatus } from '../../shared/domain/auth';
import { applicantsStore, type ApplicantsState } from '../stores/applicants';
import type { Application, MockUser, Scenario } from '../types';

/**
 * The onboarding records as the bank knows them now: the scenario's seeds (the demo users of
 * every onboarding state) with what the sign-up and KYC routes changed (stores/applicants.ts).
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
export type { ApplicantsState } from '../stores/applicants';

function seeded(scenario: Scenario): ApplicantsState {
  const seeds = scenario.applicants ?? { users: [], applications: [], invitations: [] };
  return {
    scenario: scenario.name,
    users: [],
    applications: Object.fromEntries(seeds.applications.map((a) => [a.corpID, structuredClone(a)])),
    members: {},
    invitations: Object.fromEntries(seeds.invitations.map((i) => [i.code, { ...i }])),
    tmData: {},
  };
}

export function loadApplicants(scenario: Scenario): ApplicantsState {
  const state = applicantsStore.load();
  // Another scenario's applicants do not belong to this one.
  return state?.scenario === scenario.name ? { ...seeded(scenario), ...state } : seeded(scenario);
}

/**
 * The users sign-ups created (in this scenario): what the bank's user lookup reads on every
 * signed-in call, without the seeds it does not need.
 */
export function createdUsers(scenario: Scenario): readonly MockUser[] {
  const state = applicantsStore.load();
  return state?.scenario === scenario.name ? state.users : [];
}

export function saveApplicants(state: ApplicantsState): void {
  applicantsStore.save(state);
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
