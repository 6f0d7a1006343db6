import { useState } from 'react';
import { useLocation } from 'wouter';
import type { StepFailure } from './components/SignUpFrame';
import { describeSignUpFailure } from './signUpFailure';
import { readProgress, updateProgress, type SignUpProgress } from './signUpProgress';

/**
 * This tab's sign-up of `kind`, when it has reached the page's step (`ready`); null otherwise:
 * the page was opened without the steps before it (another tab, a bookmark), and sends the user
 * to the page that explains. `update` keeps a change in the tab and on the page.
 */
export function useProgress(
  kind: SignUpProgress['kind'],
  ready: (progress: SignUpProgress) => boolean,
): { progress: SignUpProgress | null; update: (change: Partial<SignUpProgress>) => void } {
  const [progress, setProgress] = useState(() => {
    const saved = readProgress();
    return saved && saved.kind === kind && ready(saved) ? saved : null;
  });
  return { progress, update: (change) => setProgress(updateProgress(change)) };
}

/** When another code may be asked for: now plus the bank's wait. */
export const resendAtOf = (resendInSeconds: number): number =>
  Date.now() + Math.max(0, resendInSeconds) * 1000;

/**
 * A refused step: where `redirectOf` sends it (a lost sign-up, an invitation no longer good, to
 * the page that explains), else said on this page. `fail` answers false, for CodeStep.
 */
export function useStepFailure(redirectOf: (error: unknown) => string | null) {
  const [, navigate] = useLocation();
  const [failure, setFailure] = useState<StepFailure | null>(null);
  const fail = (error: unknown): false => {
    const to = redirectOf(error);
    if (to) navigate(to, { replace: true });
    else setFailure(describeSignUpFailure(error));
    return false;
  };
  return { failure, clear: () => setFailure(null), fail, navigate };
}
