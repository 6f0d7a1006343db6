import { getOnboardingProgress, saveOnboardingProgress } from '../../../api/kyc';
import { session } from '../../../api/session';
import {
  REGISTRATION_FORM_VERSION,
  type LastSavedPage,
  type OnboardingProgress,
} from '../../../shared/domain/onboarding';
import { showToast } from '../../../shared/ui/toastStore';
import { readDraft, type OnboardingDraft } from './draft';
import { createProgressQueue, type ProgressQueue } from './progressQueue';
import type { OnboardingPath } from './steps';

/**
 * The applicant's saved progress (spec-1 §4), read once from the bank and then kept here as the
 * pages change it: every step's Save and Continue send it whole, and a save that fails leaves the
 * pages going on with what is kept here while the queue sends it again once back online.
 */

/** messages.tsv progress_saved_title / progress_saved_body. */
export const PROGRESS_SAVED = {
  title: 'Progress saved',
  message: 'Your progress has been saved.',
} as const;

interface Kept {
  /** Whose progress it is (the token's subject): another sign-in reads its own. */
  owner: string;
  progress: OnboardingProgress | null;
}
let kept: Kept | null = null;
let queue: ProgressQueue | null = null;

const ownerNow = () => session.claims?.sub ?? '';

function theQueue(): ProgressQueue {
  queue ??= createProgressQueue(saveOnboardingProgress, window);
  return queue;
}

/** The progress kept for the signed-in applicant; undefined until it has been read. */
export function keptProgress(): OnboardingProgress | null | undefined {
  return kept && kept.owner === ownerNow() ? kept.progress : undefined;
}

/** Reads the saved progress from the bank, unless it is already kept. */
export async function loadProgress(): Promise<OnboardingProgress | null> {
  const known = keptProgress();
  if (known !== undefined) return known;
  const owner = ownerNow();
  const progress = await getOnboardingProgress();
  kept = { owner, progress };
  return progress;
}

export const sourceOf = (path: OnboardingPath) =>
  path === 'registry' ? ('KYCSourceMyInfo' as const) : ('KYCSourceManual' as const);

/** The kept form data of the signed-in applicant (empty before anything was saved). */
export function keptDraft(): OnboardingDraft {
  return readDraft(keptProgress()?.data ?? {});
}

export interface SaveStep {
  path: OnboardingPath;
  page: LastSavedPage;
  /** What this step changes in the form data; the rest stays as kept. */
  change: OnboardingDraft;
  /** An explicit Save: a stored save says so ('Progress saved'). */
  announce?: boolean;
}

/**
 * Keeps the step's data and sends the whole progress. Resolves whether the bank stored it; a
 * failure is silent (spec-1 §4) and waits in the queue for the connection.
 */
export async function saveStep({ path, page, change, announce = false }: SaveStep) {
  return sendProgress(progressOf(path, page, { ...keptDraft(), ...change }), announce);
}

/** Progress of this client's form version. */
export function progressOf(
  path: OnboardingPath,
  page: LastSavedPage,
  data: OnboardingDraft,
): OnboardingProgress {
  return {
    kycSource: sourceOf(path),
    lastSavedPage: page,
    registrationFormVersion: REGISTRATION_FORM_VERSION,
    data: { ...data },
  };
}

/** Keeps `progress` as it is and sends it (the registry-to-manual switch writes it whole). */
export async function sendProgress(progress: OnboardingProgress, announce = false) {
  kept = { owner: ownerNow(), progress };
  const stored = await theQueue().save(progress);
  if (stored && announce) showToast({ kind: 'success', ...PROGRESS_SAVED });
  return stored;
}

/** Forgets the kept progress and any save waiting to be sent (after submission, at sign-out). */
export function forgetProgress(): void {
  kept = null;
  queue?.clear();
}
