import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import './Countdown.css';

/** Seconds left as m:ss: 179 -> '2:59', 9 -> '0:09'. Part seconds round up, so 0:00 means done. */
export function formatCountdown(seconds: number): string {
  const whole = Number.isFinite(seconds) ? Math.max(0, Math.ceil(seconds)) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

export interface CountdownProps {
  /** Epoch milliseconds when the countdown reaches 0:00. */
  endsAt: number;
  /** Called once when 0:00 is reached (again after endsAt moves on and runs out again). */
  onDone?: () => void;
  /** Under this many seconds the countdown takes the alert style. */
  urgentBelowSeconds?: number;
  className?: string;
}

/** A ticking m:ss, e.g. 'Resend code in 0:42' or a session timeout. */
export function Countdown({ endsAt, onDone, urgentBelowSeconds, className }: CountdownProps) {
  const [tick, setTick] = useState(() => ({ endsAt, now: Date.now() }));
  // Until the layout effect below catches up, a new endsAt is measured against the last tick;
  // that render is replaced before it is painted.
  const msLeft = Math.max(0, endsAt - tick.now);
  const done = msLeft === 0;

  useLayoutEffect(() => {
    // A new target (a resent code) restarts from the real time, not from the last tick, which
    // may be long past when the previous countdown stopped at 0:00.
    setTick((prev) => (prev.endsAt === endsAt ? prev : { endsAt, now: Date.now() }));
    // Each tick wakes on the next whole-second boundary of the time left, so the display never
    // lags and 0:00 appears exactly at endsAt (a plain 1 s interval drifts by up to a second).
    // The timer reschedules itself rather than waiting for a re-render.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = (left: number) => {
      if (left > 0) timer = setTimeout(update, left % 1000 || 1000);
    };
    const update = () => {
      const at = Date.now();
      setTick({ endsAt, now: at });
      schedule(endsAt - at);
    };
    schedule(endsAt - Date.now());
    return () => clearTimeout(timer);
  }, [endsAt]);

  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  });
  useEffect(() => {
    if (done) onDoneRef.current?.();
  }, [done]);

  const seconds = Math.ceil(msLeft / 1000);
  const urgent = urgentBelowSeconds !== undefined && seconds < urgentBelowSeconds;
  return (
    <time
      className={['ui-countdown', urgent && 'ui-countdown--urgent', className]
        .filter(Boolean)
        .join(' ')}
      dateTime={`PT${seconds}S`}
    >
      {formatCountdown(seconds)}
    </time>
  );
}
