import { Check } from 'lucide-react';
import './Stepper.css';

export interface StepperProps {
  /** What the steps are of, for screen readers ('Onboarding steps'). */
  label: string;
  steps: readonly string[];
  /** The index of the step the user is on; the ones before it are ticked. */
  current: number;
  /** Long lists wrap onto a second line on a phone; short ones share one line. */
  wrap?: boolean;
}

/**
 * A flow's steps as an ordered list: the ones done ticked, the current one marked for screen
 * readers (aria-current="step"). One component for onboarding, the payout wizard and any other
 * flow of steps, so they look and read alike.
 */
export function Stepper({ label, steps, current, wrap = false }: StepperProps) {
  return (
    <ol className={`ui-stepper${wrap ? ' ui-stepper--wrap' : ''}`} aria-label={label}>
      {steps.map((step, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'next';
        return (
          <li
            key={index}
            className={`ui-stepper__item ui-stepper__item--${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="ui-stepper__mark" aria-hidden>
              {state === 'done' ? <Check size={14} /> : index + 1}
            </span>
            <span className="ui-stepper__label">{step}</span>
          </li>
        );
      })}
    </ol>
  );
}
