import { useState } from 'react';
import { Button } from '../../../shared/ui/Button';
import { Countdown } from '../../../shared/ui/Countdown';

/**
 * 'Resend code' becomes available when the 179-second countdown has run out. The parent keys it
 * by `resendAt`, so a new code starts a fresh countdown.
 */
export function ResendCode({
  resendAt,
  sending,
  onResend,
}: {
  resendAt: number;
  sending: boolean;
  onResend: () => void;
}) {
  const [ready, setReady] = useState(() => Date.now() >= resendAt);
  return (
    <div className="second-factor__resend">
      {ready ? (
        <Button variant="secondary" size="sm" loading={sending} onClick={onResend}>
          Resend code
        </Button>
      ) : (
        <p>
          Resend code in <Countdown endsAt={resendAt} onDone={() => setReady(true)} />
        </p>
      )}
    </div>
  );
}
