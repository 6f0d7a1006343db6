import { saveOnboardingProgress } from '../../api/kyc';
import {
  REGISTRATION_FORM_VERSION,
  type LastSavedPage,
  type OnboardingProgress,
} from '../../shared/domain/onboarding';
import type { BasicDetailsForm } from './basicDetails';

/**
 * The join-company pages' saved progress (spec-1 §4 Onboarding resume): the basic details as the
 * form held them, saved at the basic detail page and again at the upload page, whose
 * lastSavedPage (NonAdminUpload) brings a member who comes back to the upload step.
 */
export type JoinCompanyPage = Extract<
  LastSavedPage,
  'OnboardingLastSavedPageBasicDetails' | 'OnboardingLastSavedPageNonAdminUpload'
>;

export function joinCompanyProgress(
  lastSavedPage: JoinCompanyPage,
  basicDetails: BasicDetailsForm,
): OnboardingProgress {
  return {
    // A member's details are typed by hand, never retrieved from the registry.
    kycSource: 'KYCSourceManual',
    lastSavedPage,
    registrationFormVersion: REGISTRATION_FORM_VERSION,
    data: { basicDetails },
  };
}

/** Saves; a failed save is silent (spec-1 §4): the details are also kept for this tab (draft). */
export async function saveJoinCompanyProgress(
  lastSavedPage: JoinCompanyPage,
  basicDetails: BasicDetailsForm,
): Promise<void> {
  try {
    await saveOnboardingProgress(joinCompanyProgress(lastSavedPage, basicDetails));
  } catch {
    // Silent: the pages go on with the draft, and the next save tries again.
  }
}

/**
 * The basic details of this tab's member, between the two pages: the upload page works even when
 * the save failed. Keyed by the user, so another sign-in in the tab never sees them.
 */
let draft: { sub: string; details: BasicDetailsForm } | null = null;

export function keepDraft(sub: string, details: BasicDetailsForm): void {
  draft = { sub, details };
}

export function draftOf(sub: string | undefined): BasicDetailsForm | null {
  return draft && draft.sub === sub ? draft.details : null;
}

export function dropDraft(): void {
  draft = null;
}
