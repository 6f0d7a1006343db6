import { useState } from 'react';
import { Button } from './Button';
import { Countdown } from './Countdown';
import './ResendCode.css';

export interface ResendCodeProps {
  /** Epoch ms when another code may be asked for (the bank's wait; at once after a failed send). */
  resendAt: number;
  /** Sends a new code; the button shows it is busy until this settles. */
  onResend: () => Promise<unknown>;
  /** Busy from outside too (a dialog's own send of the first code). */
  sending?: boolean;
}

/**
 * 'Resend code in 2:59', then the 'Resend code' button: one for every code step (sign-up, the
 * phone login, the code dialog, the authenticator setup). A new `resendAt` counts down afresh.
 */
export function ResendCode(props: ResendCodeProps) {
  return <ResendCountdown key={props.resendAt} {...props} />;
}

function ResendCountdown({ resendAt, onResend, sending = false }: ResendCodeProps) {
  const [ready, setReady] = useState(() => Date.now() >= resendAt);
  const [busy, setBusy] = useState(false);
  if (!ready)
    return (
      <span className="ui-resend-code">
        Resend code in <Countdown endsAt={resendAt} onDone={() => setReady(true)} />
      </span>
    );
  return (
    <Button
      variant="secondary"
      size="sm"
      loading={busy || sending}
      onClick={() => {
        setBusy(true);
        void onResend().finally(() => setBusy(false));
      }}
    >
      Resend code
    </Button>
  );
}
