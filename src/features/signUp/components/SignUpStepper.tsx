import { Check } from 'lucide-react';

/** spec-1 §2 Registration wizard: its three steps (messages.tsv registration_step_*). */
export const REGISTRATION_STEPS = [
  'Email Verification',
  'Phone Number Verification',
  'Password Creation',
] as const;
export type RegistrationStep = 1 | 2 | 3;

/**
 * The wizard's steps with their spec numbers. The admin sets the password before the phone
 * (spec-1 §4; docs/decisions/sign-up.md 'Sign-up and invitations'), so a step is ticked when done, whatever its
 * number, and the current one is marked for screen readers too.
 */
export function SignUpStepper({
  current,
  done = [],
}: {
  current?: RegistrationStep;
  done?: readonly RegistrationStep[];
}) {
  return (
    <ol className="sign-up-steps" aria-label="Registration steps">
      {REGISTRATION_STEPS.map((label, i) => {
        const n = (i + 1) as RegistrationStep;
        const isDone = done.includes(n);
        const state = isDone ? 'done' : n === current ? 'current' : 'todo';
        return (
          <li
            key={label}
            className={`sign-up-steps__step sign-up-steps__step--${state}`}
            aria-current={n === current ? 'step' : undefined}
          >
            <span className="sign-up-steps__mark" aria-hidden>
              {isDone ? <Check /> : n}
            </span>
            <span className="sign-up-steps__label">{label}</span>
            {isDone && <span className="visually-hidden"> (done)</span>}
          </li>
        );
      })}
    </ol>
  );
}
