import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert } from './Alert';
import { Button } from './Button';
import { Countdown } from './Countdown';
import { DemoCodeHint } from './DemoCodeHint';
import { Modal } from './Modal';
import { OTP_LENGTH, OtpInput } from './OtpInput';
import './VerifyCodeDialog.css';

export type CodeMethod = 'SMS' | 'TOTP';

/** Where an SMS code went and when another may be asked for. */
export interface CodeDelivery {
  destination: string;
  resendInSeconds: number;
}

export interface CodeErrorDisplay {
  message: string;
  tone: 'warning' | 'error';
}

export interface VerifyCodeDialogProps {
  open: boolean;
  /** Replaces the method's title ('Verify via SMS' / 'Verify with authenticator app') when given. */
  title?: string;
  /** The methods the user may use; a switch is offered when there are two. */
  methods: CodeMethod[];
  /** The method shown first (TOTP when the profile prefers the authenticator app). */
  initialMethod: CodeMethod;
  /** Sends an SMS code. Called when SMS is first shown in this opening, and on 'Resend code'. */
  onSend: () => Promise<CodeDelivery>;
  /** Checks the code; resolves with the code reference the money call carries. */
  onVerify: (method: CodeMethod, code: string) => Promise<string>;
  onVerified: (method: CodeMethod, reference: string) => void;
  onClose: () => void;
  /**
   * Turns a failed send or verify into the text shown in the dialog (the caller knows its error
   * type; this component cannot). A lock that forces logout is the caller's business too.
   */
  describeError?: (error: unknown) => CodeErrorDisplay;
}

export const VERIFY_TITLES: Record<CodeMethod, string> = {
  SMS: 'Verify via SMS',
  TOTP: 'Verify with authenticator app',
};

const SWITCH_LABELS: Record<CodeMethod, string> = {
  SMS: 'Send a code by SMS instead',
  TOTP: 'Use authenticator app instead',
};

export const CODE_REQUIRED = 'This field is required';
export const CODE_INVALID = 'Invalid or expired code';

function defaultDescribe(error: unknown): CodeErrorDisplay {
  return {
    message:
      error instanceof Error && error.message
        ? error.message
        : 'Something went wrong. Please try again.',
    tone: 'error',
  };
}

/**
 * The one-time-code step before a money action or an approval (transfer2fa). Presentational:
 * sending, checking and what an error means are the caller's (onSend / onVerify /
 * describeError); the dialog keeps the method, the code, the resend countdown and the messages.
 * Every opening starts afresh (a new SMS is sent when SMS is shown).
 */
export function VerifyCodeDialog(props: VerifyCodeDialogProps) {
  if (!props.open) return null;
  return <VerifyCodeBody {...props} />;
}

interface SentCode {
  destination: string;
  resendAt: number;
}

function VerifyCodeBody({
  title,
  methods,
  initialMethod,
  onSend,
  onVerify,
  onVerified,
  onClose,
  describeError = defaultDescribe,
}: VerifyCodeDialogProps) {
  const [method, setMethod] = useState<CodeMethod>(
    methods.includes(initialMethod) ? initialMethod : (methods[0] ?? 'SMS'),
  );
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<CodeErrorDisplay | null>(null);
  const [sent, setSent] = useState<SentCode | null>(null);
  const [sending, setSending] = useState(false);
  const [resendReady, setResendReady] = useState(false);
  const [verifying, setVerifying] = useState(false);
  // Guards against a second submit before React re-renders with the button disabled.
  const verifyingRef = useRef(false);
  const smsRequested = useRef(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const latest = useRef({ onSend, describeError });
  useEffect(() => {
    latest.current = { onSend, describeError };
  });

  const send = async () => {
    setSending(true);
    setFailure(null);
    try {
      const delivery = await latest.current.onSend();
      if (!mounted.current) return;
      setSent({
        destination: delivery.destination,
        resendAt: Date.now() + Math.max(0, delivery.resendInSeconds) * 1000,
      });
      setResendReady(delivery.resendInSeconds <= 0);
    } catch (error) {
      if (!mounted.current) return;
      setFailure(latest.current.describeError(error));
      // A failed send may be retried at once.
      setResendReady(true);
    } finally {
      if (mounted.current) setSending(false);
    }
  };
  const sendRef = useRef(send);
  useEffect(() => {
    sendRef.current = send;
  });

  // An SMS is sent the first time SMS is shown in this opening; switching back reuses it.
  useEffect(() => {
    if (method !== 'SMS' || smsRequested.current) return;
    smsRequested.current = true;
    void sendRef.current();
  }, [method]);

  const switchTo = (next: CodeMethod) => {
    setMethod(next);
    setCode('');
    setFieldError(undefined);
    setFailure(null);
    inputRef.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (verifyingRef.current) return;
    const trimmed = code.trim();
    if (!trimmed) return setFieldError(CODE_REQUIRED);
    if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(trimmed)) return setFieldError(CODE_INVALID);
    setFieldError(undefined);
    setFailure(null);
    verifyingRef.current = true;
    setVerifying(true);
    let reference: string;
    try {
      reference = await onVerify(method, trimmed);
    } catch (error) {
      verifyingRef.current = false;
      if (!mounted.current) return;
      setVerifying(false);
      setFailure(latest.current.describeError(error));
      setCode('');
      inputRef.current?.focus();
      return;
    }
    verifyingRef.current = false;
    if (mounted.current) setVerifying(false);
    onVerified(method, reference);
  };

  const other = methods.find((m) => m !== method);
  const lead =
    method === 'TOTP'
      ? 'Enter the 6-digit code shown in your authenticator app.'
      : sent
        ? `Enter the 6-digit code we sent to ${sent.destination}.`
        : sending
          ? 'Sending your code…'
          : 'We will send you a 6-digit code.';

  return (
    <Modal open title={title ?? VERIFY_TITLES[method]} onClose={onClose} width="sm">
      <form className="verify-code" onSubmit={(event) => void submit(event)} noValidate>
        <p className="verify-code__lead">{lead}</p>
        {failure && (
          <Alert kind={failure.tone}>
            <p>{failure.message}</p>
          </Alert>
        )}
        {(method === 'TOTP' || sent) && <DemoCodeHint method={method} />}
        <OtpInput
          ref={inputRef}
          label="Verification code"
          value={code}
          error={fieldError}
          data-autofocus
          onChange={(event) => {
            setCode(event.target.value);
            if (fieldError) setFieldError(undefined);
          }}
        />
        {method === 'SMS' && (sent || resendReady) && (
          <div className="verify-code__resend">
            {resendReady || !sent ? (
              <Button variant="secondary" size="sm" loading={sending} onClick={() => void send()}>
                Resend code
              </Button>
            ) : (
              <p>
                Resend code in{' '}
                <Countdown
                  key={sent.resendAt}
                  endsAt={sent.resendAt}
                  onDone={() => setResendReady(true)}
                />
              </p>
            )}
          </div>
        )}
        <Button
          type="submit"
          variant="primary"
          fullWidth
          loading={verifying}
          disabled={method === 'SMS' && !sent}
        >
          Verify
        </Button>
        {other && (
          <div className="verify-code__switch">
            <Button variant="ghost" size="sm" disabled={verifying} onClick={() => switchTo(other)}>
              {SWITCH_LABELS[other]}
            </Button>
          </div>
        )}
      </form>
    </Modal>
  );
}
