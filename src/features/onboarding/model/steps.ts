import {
  MANUAL_STEPS,
  REGISTRY_STEPS,
  type OnboardingStep,
} from '../../../shared/domain/onboarding';

/** The two onboarding paths (spec-1 §2 Onboarding sequences). */
export type OnboardingPath = 'manual' | 'registry';

export const PATH_STEPS: Readonly<Record<OnboardingPath, readonly OnboardingStep[]>> = {
  manual: MANUAL_STEPS,
  registry: REGISTRY_STEPS,
};
