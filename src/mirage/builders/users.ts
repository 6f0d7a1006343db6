import type { KycStatus } from '../../shared/domain/auth';
import type { Role } from '../../shared/domain/roles';
import type { Company, MockUser } from '../types';
import type { SeededPerson } from './people';

/** Demo contract: every password Demo@1234, every SMS and e-mail code 123456. */
export const DEMO_PASSWORD = 'Demo@1234';
export const DEMO_CODE = '123456';

export const KYC_ACCEPTED: KycStatus = {
  kycStatus: 'KYCStatusAccepted',
  companyKycStatus: 'ACCEPTED',
  nonAdminUserStatus: 'UserStatusApproved',
  tutorialsViewed: true,
  tmDataPopulated: true,
};

export interface UserSpec {
  email: string;
  role: Role;
  totpSecret?: string;
  suspended?: boolean;
  note?: string;
  kyc?: KycStatus;
  isFirstLogin?: boolean;
  /** The applicant company (rules/applicants.ts) this user is the admin of; absent: the scenario's. */
  application?: string;
}

export const userReference = (n: number): string => `USR-${String(n).padStart(4, '0')}`;

/** A loginable user of a scenario; `n` numbers the user within the company (USR-0001 ...). */
export function buildUser(
  spec: UserSpec,
  n: number,
  person: SeededPerson,
  company: Company & { address: string },
): MockUser {
  const userReferenceID = userReference(n);
  return {
    userReferenceID,
    email: spec.email,
    password: DEMO_PASSWORD,
    role: spec.role,
    suspended: spec.suspended ?? false,
    totpSecret: spec.totpSecret ?? null,
    fixedCode: DEMO_CODE,
    ...(spec.note ? { note: spec.note } : {}),
    ...(spec.application ? { corpID: spec.application } : {}),
    kyc: { ...(spec.kyc ?? KYC_ACCEPTED) },
    profile: {
      userId: String(1000 + n),
      userReferenceID,
      name: `${person.firstName} ${person.lastName}`,
      firstName: person.firstName,
      lastName: person.lastName,
      email: spec.email,
      role: spec.role,
      isAdmin: spec.role === 'admin',
      companyName: company.name,
      corporateReferenceID: company.corpID,
      phoneNumber: person.phone,
      currencyPreference: 'SGD',
      mcc: '5045',
      registeredAddress: company.address,
      // The dashboard banner is for admins only (spec-1 §6).
      showDashboardBanner: spec.role === 'admin',
      authenticatorAppPreference: spec.totpSecret !== undefined,
      displayPaynowDisclaimer: false,
      isFirstLogin: spec.isFirstLogin ?? false,
    },
  };
}
