import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { FaultState } from '../faults';
import type { MockBankControls } from '../mockBankControls';

/** The faults as they are now, also when a test or the console changed them. */
export function useFaultState(controls: MockBankControls): FaultState {
  const cache = useRef<{ key: string; state: FaultState } | null>(null);
  const getSnapshot = useCallback(() => {
    const state = controls.faults.state();
    const key = JSON.stringify(state);
    // useSyncExternalStore needs the same object while nothing changed.
    if (cache.current?.key !== key) cache.current = { key, state };
    return cache.current.state;
  }, [controls]);
  return useSyncExternalStore(controls.faults.subscribe, getSnapshot, getSnapshot);
}
