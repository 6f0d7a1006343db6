import { newApplication, type ApplicantSeeds, type Application } from '../rules/applicants';
import { mockHash } from '../rules/hash';
import { registryDataOf } from '../rules/registryData';
import type { SeededPerson } from '../builders/people';
import {
  APPLICANT_CORP_IDS,
  APPLICANT_USERS,
  DEMO_INVITATION,
  EXPIRED_INVITATION,
} from './applicantUsers';
import { buildUser } from '../builders/users';

/**
 * The demo's onboarding states (issue 12 item 9): one applicant company per state, each with its
 * admin, and a live invitation to join the demo company. Listed on the login page and in the demo
 * panel like the other demo users (same password and codes).
 */

const DAY = 24 * 60 * 60_000;

/** An applicant company: a distinct corpID, so it never sees the demo company's data. */
function application(
  corpID: string,
  companyName: string,
  change: Partial<Application>,
): Application {
  return { ...newApplication(corpID, companyName), ...change };
}

export const DEMO_APPLICATIONS = {
  new: application(APPLICANT_CORP_IDS.new, 'Nimbus Trading Pte. Ltd.', {}),
  registry: application(APPLICANT_CORP_IDS.registry, 'Harbour Lane Pte. Ltd.', {
    kycSource: 'KYCSourceMyInfo',
    progress: {
      kycSource: 'KYCSourceMyInfo',
      lastSavedPage: 'OnboardingLastSavedPageBusinessDetails',
      registrationFormVersion: 3,
      data: {},
    },
  }),
  pending: application(APPLICANT_CORP_IDS.pending, 'Orchid Supplies Pte. Ltd.', {
    kycSource: 'KYCSourceManual',
    companyKycStatus: 'pending',
    kycStatus: 'KYCStatusDecisionPending',
  }),
  rejected: application(APPLICANT_CORP_IDS.rejected, 'Quayside Imports Pte. Ltd.', {
    kycSource: 'KYCSourceManual',
    companyKycStatus: 'rejected',
    kycStatus: 'KYCStatusRejected',
  }),
  submitted: application(APPLICANT_CORP_IDS.submitted, 'Lantern Works Pte. Ltd.', {
    kycSource: 'KYCSourceMyInfo',
    companyKycStatus: 'SUBMITTED',
    kycStatus: 'KYCStatusSubmitted',
  }),
} as const;

/**
 * registry@demo.test's application: the registry's data was retrieved an hour ago (its consent is
 * used) and saved at Business Details, as the registry pages save it (`data`: registryState,
 * person, entity, appointments, shareholders), so resuming shows the fields filled in.
 */
function registryHalfDone(
  halfDone: Application,
  admin: { firstName: string; lastName: string },
  now: number,
): Application {
  const registryState = `seeded-${mockHash(`consent|${halfDone.corpID}`)}`;
  const data = registryDataOf({ ...halfDone, ...admin });
  const seeded = structuredClone(halfDone);
  seeded.registryStates = { [registryState]: { at: now - 60 * 60_000, used: true } };
  if (seeded.progress) seeded.progress.data = { registryState, ...data };
  return seeded;
}

/** The seeds; `people` names the applicants' admins, `firstRef` numbers them after the demo company's. */
export function demoApplicants(
  demoCorpID: string,
  people: readonly SeededPerson[],
  firstRef: number,
  now = Date.now(),
): ApplicantSeeds {
  const apps = Object.values(DEMO_APPLICATIONS);
  const users = APPLICANT_USERS.map((spec, i) => {
    const app = apps.find((a) => a.corpID === spec.application) ?? DEMO_APPLICATIONS.new;
    const person = people[i] ?? {
      firstName: 'Applicant',
      lastName: String(i + 1),
      phone: '+65 8100 0000',
    };
    return buildUser(spec, firstRef + i, person, {
      corpID: app.corpID,
      name: app.companyName,
      address: '',
    });
  });
  const registryAdmin = users.find((u) => u.corpID === DEMO_APPLICATIONS.registry.corpID);
  return {
    users,
    applications: Object.values(DEMO_APPLICATIONS).map((a) =>
      a === DEMO_APPLICATIONS.registry && registryAdmin
        ? registryHalfDone(a, registryAdmin.profile, now)
        : structuredClone(a),
    ),
    invitations: [
      {
        ...DEMO_INVITATION,
        id: 'INV-0001',
        corpID: demoCorpID,
        status: 'live',
        expiresAt: now + 14 * DAY,
        sentAt: now - DAY,
      },
      {
        ...EXPIRED_INVITATION,
        corpID: demoCorpID,
        id: 'INV-0002',
        status: 'cancelled-resend',
        expiresAt: now - DAY,
        sentAt: now - 15 * DAY,
      },
    ],
  };
}

export { APPLICANT_USERS, DEMO_INVITATION, EXPIRED_INVITATION };
