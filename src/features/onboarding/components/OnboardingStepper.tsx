import { Check } from 'lucide-react';
import { ONBOARDING_STEP_LABELS, type OnboardingStep } from '../../../shared/domain/onboarding';
import { PATH_STEPS, type OnboardingPath } from '../model/steps';
import './OnboardingStepper.css';

/**
 * A path's steps in order (spec-1 §2 Onboarding sequences), the ones before `current` ticked and
 * `current` marked for screen readers (aria-current="step").
 */
export function OnboardingStepper({
  path,
  current,
}: {
  path: OnboardingPath;
  current: OnboardingStep;
}) {
  const steps = PATH_STEPS[path];
  const at = steps.indexOf(current);
  return (
    <ol className="onboarding-stepper" aria-label="Onboarding steps">
      {steps.map((step, index) => {
        const state = index < at ? 'done' : index === at ? 'current' : 'next';
        return (
          <li
            key={step}
            className={`onboarding-stepper__item onboarding-stepper__item--${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="onboarding-stepper__mark" aria-hidden>
              {state === 'done' ? <Check size={14} /> : index + 1}
            </span>
            <span className="onboarding-stepper__label">{ONBOARDING_STEP_LABELS[step]}</span>
          </li>
        );
      })}
    </ol>
  );
}
