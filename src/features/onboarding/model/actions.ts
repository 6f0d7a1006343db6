import { getRegistryAuthUri } from '../../../api/kyc';
import { registryToManual } from './convert';
import { keptProgress, loadProgress, sendProgress } from './progress';

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
 * The manual path. Saved registry progress is converted into the manual form's fields and saved
 * as manual progress first (spec-1 §4); a failed save is silent and retried (progress.ts).
 */
export async function startManual(): Promise<void> {
  const progress = keptProgress() ?? (await loadProgress().catch(() => null));
  if (progress?.kycSource === 'KYCSourceMyInfo') await sendProgress(registryToManual(progress));
}
