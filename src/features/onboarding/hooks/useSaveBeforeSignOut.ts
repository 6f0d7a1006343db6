import { useEffect, useRef } from 'react';
import { registerBeforeSignOut } from '../../../shared/lifecycle/beforeSignOut';
import { forgetProgress } from '../model/progress';

/**
 * While the page is open, Log out saves what it holds first (spec-1 §4), then forgets the kept
 * progress: the next sign-in reads its own. `save` may change on every render; the latest runs.
 */
export function useSaveBeforeSignOut(save: () => Promise<unknown>): void {
  const latest = useRef(save);
  useEffect(() => {
    latest.current = save;
  });
  useEffect(
    () =>
      registerBeforeSignOut(async () => {
        try {
          await latest.current();
        } finally {
          forgetProgress();
        }
      }),
    [],
  );
}
