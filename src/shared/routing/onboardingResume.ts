import { paths } from './paths';
import type { LastSavedPage, OnboardingProgress } from '../domain/onboarding';
import type { Role } from '../domain/roles';

/**
 * Where the KYC start (/kyc) sends an applicant with their saved progress (spec-1 §4 "Onboarding
 * resume"). Each path's pages, and which saved page reopens which step: docs/decisions/onboarding.md
 * 'Onboarding'.
 */

const MANUAL = paths.onboarding.manual;
const REGISTRY = paths.onboarding.registry;

/**
 * The step each saved page reopens, per path. BasicDetails and MyInfoDetails are the applicant
 * and business page (Business Details), BusinessDetails and OtherDetails the profile and card page,
 * Declaration and Review the review. A page the path has no step for is absent.
 */
const STEP_OF_PAGE: Record<'manual' | 'registry', Partial<Record<LastSavedPage, string>>> = {
  manual: {
    OnboardingLastSavedPageBasicDetails: MANUAL.personalEntityDetails(),
    OnboardingLastSavedPageMyInfoDetails: MANUAL.personalEntityDetails(),
    OnboardingLastSavedPageBusinessDetails: MANUAL.businessDetails(),
    OnboardingLastSavedPageOtherDetails: MANUAL.businessDetails(),
    OnboardingLastSavedPageUpload: MANUAL.uploadDocuments(),
    OnboardingLastSavedPageDeclaration: MANUAL.review(),
    OnboardingLastSavedPageReview: MANUAL.review(),
  },
  registry: {
    OnboardingLastSavedPageMyInfoDetails: REGISTRY.myDetails(),
    OnboardingLastSavedPageBasicDetails: REGISTRY.myDetails(),
    OnboardingLastSavedPageBusinessDetails: REGISTRY.businessDetails(),
    OnboardingLastSavedPageOtherDetails: REGISTRY.businessDetails(),
    OnboardingLastSavedPageUpload: REGISTRY.uploadDocuments(),
    OnboardingLastSavedPageDeclaration: REGISTRY.review(),
    OnboardingLastSavedPageReview: REGISTRY.review(),
  },
};

/**
 * Each path's start step. The registry's first step (business data retrieval) begins with the
 * registry choice on the selection page: there is no page of it to open without a fresh consent.
 */
const START_STEP = {
  manual: MANUAL.personalEntityDetails(),
  registry: paths.onboarding.selectMethod(),
} as const;

function pathOf(progress: OnboardingProgress): 'manual' | 'registry' | null {
  if (progress.kycSource === 'KYCSourceManual') return 'manual';
  if (progress.kycSource === 'KYCSourceMyInfo') return 'registry';
  return null;
}

export function resumeTarget(progress: OnboardingProgress | null, role: Role): string {
  // The join-company pages are a member's; an admin never saves NonAdminUpload.
  if (role !== 'admin')
    return progress?.lastSavedPage === 'OnboardingLastSavedPageNonAdminUpload'
      ? paths.onboarding.joinCompany.upload()
      : paths.onboarding.joinCompany.basicDetail();
  if (!progress) return paths.onboarding.start();
  const version = progress.registrationFormVersion;
  if (version < 2) return paths.onboarding.start();
  const path = pathOf(progress);
  // No path chosen yet: the choice is the next thing to do.
  if (!path) return paths.onboarding.selectMethod();
  const step = STEP_OF_PAGE[path][progress.lastSavedPage];
  if (step) return step;
  return version >= 3 ? START_STEP[path] : paths.onboarding.selectMethod();
}
