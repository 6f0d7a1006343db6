import { loadProgress } from '../model/progress';
import { readDraft, type OnboardingDraft } from '../model/draft';
import { useLoad, type Loaded } from './useLoad';

async function loadDraft(): Promise<OnboardingDraft> {
  const progress = await loadProgress();
  return readDraft(progress?.data ?? {});
}

/** The form data saved so far (read from the bank once, then kept). */
export function useDraft(): Loaded<OnboardingDraft> {
  return useLoad(loadDraft);
}
