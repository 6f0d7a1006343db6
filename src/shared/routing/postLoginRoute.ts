import type { CompanyStatus, KycStatus, UserStatus } from '../domain/auth';
import type { Role } from '../domain/roles';
import { paths } from './paths';

/**
 * Where a user lands after login, by company, KYC and user status (spec-1 §4 "Post-login
 * routing by status"). Screen paths follow routes.tsv (the status screens are "probably"
 * /account-opening/*; KYC start is /kyc; data population and tutorial are proposed paths).
 * Shared: the login, sign-up and onboarding features all follow it after a status changes.
 */
export const STATUS_SCREENS = {
  submitted: paths.onboarding.accountOpening.submitted(),
  pending: paths.onboarding.accountOpening.pending(),
  rejected: paths.onboarding.accountOpening.unsuccessful(),
  kycStart: paths.onboarding.kyc(),
  memberDetails: paths.onboarding.joinCompany.basicDetail(),
  dataPopulation: paths.onboarding.dataPopulation(),
  tutorial: paths.onboarding.tutorial(),
  dashboard: paths.dashboard(),
} as const;

export interface PostLoginInput {
  role: Role;
  kyc: KycStatus;
  userStatus: UserStatus | null;
  /** A remembered redirect path that is allowed (already checked by the caller). */
  redirect: string | null;
}

function byCompanyStatus(status: CompanyStatus): string | null {
  switch (status) {
    case 'SUBMITTED':
      return STATUS_SCREENS.submitted;
    case 'pending':
    case 'decision pending':
      return STATUS_SCREENS.pending;
    case 'rejected':
    case 'closed':
      return STATUS_SCREENS.rejected;
    default:
      return null;
  }
}

function adminAccepted(kyc: KycStatus): string {
  switch (kyc.kycStatus) {
    case 'KYCStatusAccepted':
    case 'KYCStatusSkipped':
      return STATUS_SCREENS.dashboard;
    case 'KYCStatusSubmissionPending':
    case 'KYCStatusDecisionPending':
      return STATUS_SCREENS.pending;
    case 'KYCStatusRejected':
      return STATUS_SCREENS.rejected;
    default:
      return STATUS_SCREENS.kycStart;
  }
}

function nonAdminAccepted(status: UserStatus | null): string {
  switch (status) {
    case 'UserStatusRejected':
      return STATUS_SCREENS.rejected;
    case 'UserStatusSubmitted':
      return STATUS_SCREENS.submitted;
    case 'UserStatusPending':
      return STATUS_SCREENS.pending;
    case 'UserStatusApproved':
      return STATUS_SCREENS.dashboard;
    default:
      // "Unknown goes to a default screen": a member who has not given their details yet (just
      // signed up from an invitation) gives them, on the join-company pages.
      return STATUS_SCREENS.memberDetails;
  }
}

function companyUnknown(kyc: KycStatus): string {
  switch (kyc.kycStatus) {
    case 'KYCStatusAccepted':
    case 'KYCStatusSubmissionPending':
    case 'KYCStatusDecisionPending':
      return STATUS_SCREENS.pending;
    case 'KYCStatusRejected':
      return STATUS_SCREENS.rejected;
    default:
      return STATUS_SCREENS.kycStart;
  }
}

export function postLoginRoute({ role, kyc, userStatus, redirect }: PostLoginInput): string {
  const isAdmin = role === 'admin';
  const company = kyc.companyKycStatus;
  const target =
    byCompanyStatus(company) ??
    (company === 'ACCEPTED'
      ? isAdmin
        ? adminAccepted(kyc)
        : nonAdminAccepted(userStatus ?? kyc.nonAdminUserStatus)
      : isAdmin
        ? companyUnknown(kyc)
        : nonAdminAccepted(userStatus ?? kyc.nonAdminUserStatus));
  if (target !== STATUS_SCREENS.dashboard) return target;
  // Fully onboarded: first-run pages come before the dashboard or the remembered path.
  if (isAdmin && !kyc.tmDataPopulated) return STATUS_SCREENS.dataPopulation;
  if (!kyc.tutorialsViewed) return STATUS_SCREENS.tutorial;
  return redirect ?? STATUS_SCREENS.dashboard;
}
