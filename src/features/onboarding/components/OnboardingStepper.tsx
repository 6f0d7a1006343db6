import { ONBOARDING_STEP_LABELS, type OnboardingStep } from '../../../shared/domain/onboarding';
import { Stepper } from '../../../shared/ui/Stepper';
import { PATH_STEPS, type OnboardingPath } from '../model/steps';

/** A path's steps in order (spec-1 §2 Onboarding sequences), the ones before `current` ticked. */
export function OnboardingStepper({
  path,
  current,
}: {
  path: OnboardingPath;
  current: OnboardingStep;
}) {
  const steps = PATH_STEPS[path];
  return (
    <Stepper
      label="Onboarding steps"
      steps={steps.map((step) => ONBOARDING_STEP_LABELS[step])}
      current={steps.indexOf(current)}
      wrap
    />
  );
}
