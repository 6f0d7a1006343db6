import { loadControls, updateControls } from '../stores/controls';

/**
 * The bank's clock: the real time plus an offset that tests, the console and the demo panel move
 * forward (advanceClock), so a payout can be watched going PENDING -> IN_PROGRESS -> SUCCESSFUL
 * without waiting minutes. Kept in the controls store (stores/controls.ts), so a reload keeps the bank's time and
 * the demo panel's reset puts it back. Only payouts read it; quotes and codes keep real time.
 */
export function bankNow(): number {
  return Date.now() + loadControls().clockOffsetMs;
}

/** Moves the bank's clock `ms` forward (never back: booked times stay in the past); the new offset. */
export function advanceClock(ms: number): number {
  const step = Number.isFinite(ms) ? Math.max(0, Math.trunc(ms)) : 0;
  return updateControls((s) => {
    s.clockOffsetMs += step;
    return s.clockOffsetMs;
  });
}
