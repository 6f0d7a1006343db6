import {
  MANUAL_STEPS,
  REGISTRY_STEPS,
  type LastSavedPage,
  type OnboardingStep,
} from '../../../shared/domain/onboarding';
import { paths } from '../../../shared/routing/paths';

/** The two onboarding paths (spec-1 §2 Onboarding sequences). */
export type OnboardingPath = 'manual' | 'registry';

export const PATH_STEPS: Readonly<Record<OnboardingPath, readonly OnboardingStep[]>> = {
  manual: MANUAL_STEPS,
  registry: REGISTRY_STEPS,
};

/**
 * The form pages every path has, in order: Business Details; Business Profile with Card Creation
 * as its second part; Upload; Review & Edit. The registry's business data retrieval comes before
 * them (its callback page).
 */
export type StepPage = 'details' | 'profile' | 'upload' | 'review';
export const STEP_PAGE_ORDER: readonly StepPage[] = ['details', 'profile', 'upload', 'review'];

const { manual, registry } = paths.onboarding;

export const STEP_PAGE_PATHS: Readonly<Record<OnboardingPath, Record<StepPage, string>>> = {
  manual: {
    details: manual.personalEntityDetails(),
    profile: manual.businessDetails(),
    upload: manual.uploadDocuments(),
    review: manual.review(),
  },
  registry: {
    details: registry.myDetails(),
    profile: registry.businessDetails(),
    upload: registry.uploadDocuments(),
    review: registry.review(),
  },
};

/** The lastSavedPage a page saves with; resumeTarget reopens that page from it. */
export function savedPageOf(path: OnboardingPath, page: StepPage): LastSavedPage {
  switch (page) {
    case 'details':
      return path === 'registry'
        ? 'OnboardingLastSavedPageMyInfoDetails'
        : 'OnboardingLastSavedPageBasicDetails';
    case 'profile':
      return 'OnboardingLastSavedPageBusinessDetails';
    case 'upload':
      return 'OnboardingLastSavedPageUpload';
    case 'review':
      return 'OnboardingLastSavedPageReview';
  }
}

/** The page after `page` (the review is the last). */
export function nextPage(page: StepPage): StepPage {
  return STEP_PAGE_ORDER[STEP_PAGE_ORDER.indexOf(page) + 1] ?? 'review';
}
