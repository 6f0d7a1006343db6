import { useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { paths } from '../../../../shared/routing/paths';
import { Alert } from '../../../../shared/ui/Alert';
import { buttonClassName } from '../../../../shared/ui/Button';
import { resetFlow } from '../../authenticator';
import '../SettingsPages.css';

/*
 * What the authenticator setup's pages share: the title, the steps' headings, a refusal's lines,
 * the guard of a step opened out of order and the way out.
 */
export const TITLE = 'Set up authenticator';
export const STEPS = ['Your password', 'Code by SMS', 'Code by e-mail', 'Pair your app'] as const;

/** 'Step 2 of 4: Code by SMS', said as the step's heading. */
export function StepHeading({ step }: { step: 1 | 2 | 3 | 4 }) {
  return (
    <h2 className="authenticator__step">
      Step {step} of {STEPS.length}: {STEPS[step - 1]}
    </h2>
  );
}

export function Failure({ lines, children }: { lines: string[]; children?: ReactNode }) {
  return (
    <Alert kind="warning" actions={children}>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </Alert>
  );
}

/** Sends the user back to the start when a step is opened without the ones before it. */
export function useStepGuard(ready: boolean): boolean {
  const [, navigate] = useLocation();
  useEffect(() => {
    if (!ready) navigate(paths.settings.authenticator(), { replace: true });
  }, [ready, navigate]);
  return ready;
}

export function CancelLink() {
  return (
    <Link
      href={paths.settings.authenticator()}
      className={buttonClassName({})}
      onClick={() => resetFlow()}
    >
      Cancel
    </Link>
  );
}
