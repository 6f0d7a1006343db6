import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { isSessionOnboarded } from '../../api/session';
import { rereadStatusRoute } from '../../api/statusRoute';
import { enterShell } from './enterShell';
import { screenMove } from './screenMove';

/**
 * A status screen re-reads the status when it opens (spec-1 §4) and moves on when the status now
 * leads elsewhere: an application approved, rejected or submitted meanwhile. A failed read (offline,
 * the bank down) leaves the screen as it is: it showed the stored status.
 */
export function useStatusRecheck(current: string): void {
  const [, navigate] = useLocation();
  useEffect(() => {
    let open = true;
    rereadStatusRoute().then(
      (target) => {
        if (!open) return;
        const move = screenMove(current, target, isSessionOnboarded());
        if (move.kind === 'navigate') navigate(move.to, { replace: true });
        else if (move.kind === 'reload') enterShell(move.to);
      },
      () => undefined,
    );
    return () => {
      open = false;
    };
  }, [current, navigate]);
}
