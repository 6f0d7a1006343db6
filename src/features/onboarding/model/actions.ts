import { getKycStatus } from '../../../api/auth';
import {
  deleteOnboardingProgress,
  getRegistryAuthUri,
  submitManualKyc,
  submitRegistryKyc,
  type KycSubmission,
} from '../../../api/kyc';
import { session, storeKycStatus } from '../../../api/session';
import { postLoginRoute } from '../../../shared/routing/postLoginRoute';
import { registryToManual } from './convert';
import type { OnboardingDraft } from './draft';
import { forgetProgress, keptDraft, keptProgress, loadProgress, sendProgress } from './progress';
import type { OnboardingPath } from './steps';

// The upload and registry callback pages' calls, passed through as they are: pages reach the bank
// only through their feature's actions (CONTRIBUTING, 'Add an area'), and each page decides what a
// refusal shows.
export {
  deleteAllKycDocuments,
  deleteKycDocument,
  getRegistryInfo,
  listKycDocuments,
  skipAuthorizationLetter,
  uploadKycDocument,
} from '../../../api/kyc';
export { getFeatureToggles } from '../../../api/settings';

/**
 * Onboarding's path choices (spec-1 §2 Onboarding sequences, §4 Onboarding resume).
 */

/**
 * The registry path's first step: the registry asks for the applicant's consent on its own site,
 * then comes back to the callback page with the state (the mock bank's authURI is that callback).
 */
export async function startRegistry(assign: (url: string) => void): Promise<void> {
  const { authURI } = await getRegistryAuthUri();
  assign(authURI);
}

/**
 * The manual path. Saved registry progress, with what the registry step open now holds
 * (`change`), is converted into the manual form's fields and saved as manual progress first
 * (spec-1 §4); a failed save is silent and retried (progress.ts).
 */
export async function startManual(change: OnboardingDraft = {}): Promise<void> {
  const progress = keptProgress() ?? (await loadProgress().catch(() => null));
  if (progress?.kycSource !== 'KYCSourceMyInfo') return;
  await sendProgress(registryToManual({ ...progress, data: { ...keptDraft(), ...change } }));
}

/**
 * Submits the application (manual-submission, or myinfo/submission on the registry path: the
 * company status becomes SUBMITTED), then re-reads the status and says where the applicant goes
 * now (post-login routing: the submitted screen). The saved progress is done with.
 */
export async function submitApplication(
  path: OnboardingPath,
  submission: KycSubmission,
): Promise<string> {
  await (path === 'registry' ? submitRegistryKyc(submission) : submitManualKyc(submission));
  forgetProgress();
  // Nothing left to resume; a failure here leaves only what the bank no longer reads.
  await deleteOnboardingProgress().catch(() => undefined);
  const kyc = await getKycStatus();
  storeKycStatus(kyc);
  const role = session.claims?.role ?? 'admin';
  return postLoginRoute({ role, kyc, userStatus: session.userStatus, redirect: null });
}
