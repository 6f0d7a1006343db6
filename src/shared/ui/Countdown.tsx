import { useEffect, useRef, useState } from 'react';

/** 179 -> '2:59', 9 -> '0:09'. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

interface CountdownProps {
  /** Epoch milliseconds when the countdown reaches 0:00. */
  endsAt: number;
  onDone?: () => void;
  /** At or below this many seconds the countdown takes the alert style. */
  urgentBelowSeconds?: number;
}

export function Countdown({ endsAt, onDone, urgentBelowSeconds }: CountdownProps) {
  const [now, setNow] = useState(() => Date.now());
  const onDoneRef = useRef(onDone);
  const fired = useRef(false);

  useEffect(() => {
    onDoneRef.current = onDone;
  }, [onDone]);

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  const left = Math.max(0, (endsAt - now) / 1000);
  useEffect(() => {
    if (left > 0) fired.current = false;
    else if (!fired.current) {
      fired.current = true;
      onDoneRef.current?.();
    }
  }, [left]);

  const urgent = urgentBelowSeconds !== undefined && left <= urgentBelowSeconds;
  return (
    <time className={`ui-countdown ${urgent ? 'ui-countdown--urgent' : ''}`} dateTime={`PT${Math.ceil(left)}S`}>
      {formatCountdown(left)}
    </time>
  );
}
