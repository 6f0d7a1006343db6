import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { DemoCodeSubject } from '../demoCodes';
import type { CodeAuthorisation } from '../domain/codeAuthorisation';
import type { OtpType } from '../domain/auth';
import { codeFormSchema, type CodeForm, type CodeValues } from '../forms/codeSchema';
import { Alert } from './Alert';
import { Button } from './Button';
import { CodeAuthorisationSummary } from './CodeAuthorisationSummary';
import { ResendCode } from './ResendCode';
import { DemoCodeHint } from './DemoCodeHint';
import { Modal } from './Modal';
import { OtpInput } from './OtpInput';
import './VerifyCodeDialog.css';

/** The methods a transfer or approval code may use: SMS, or the authenticator app (spec-2 §8). */
export type CodeMethod = Extract<OtpType, 'SMS' | 'TOTP'>;

/** Where a code went and when another may be asked for. */
export interface CodeDelivery {
  destination: string;
  resendInSeconds: number;
}

/** What the dialog says about a failed send or verify: a line each, as a warning or an error. */
export interface CodeErrorDisplay {
  lines: string[];
  tone: 'warning' | 'error';
}

export interface VerifyCodeDialogProps<M extends OtpType, R = string> {
  open: boolean;
  /** Replaces the method's title ('Verify via SMS' / 'Verify with authenticator app') when given. */
  title?: string;
  /**
   * What the code authorises, shown first (PSD2 RTS art. 5 dynamic linking); the caller binds
   * the code to the same object (codeBindingOf). Required, so a money code cannot leave it out;
   * null only for a code that moves no money (sign-in).
   */
  authorises: CodeAuthorisation | null;
  /** The methods the user may use, in the order their switches are offered. */
  methods: readonly M[];
  /** The method shown first (TOTP when the user has or prefers the authenticator app). */
  initialMethod: M;
  /**
   * Sends a code by SMS or e-mail. Called when that method is first shown in this opening, and
   * on 'Resend code'; switching back to it reuses the code already sent.
   */
  onSend: (channel: Exclude<M, 'TOTP'>) => Promise<CodeDelivery>;
  /**
   * Checks the code (and whatever the step does with it: the sign-in completes there); resolves
   * with what the caller needs next, e.g. the code reference a money call carries.
   */
  onVerify: (method: M, code: string) => Promise<R>;
  /** Called with onVerify's answer; callers whose onVerify finishes the step leave it out. */
  onVerified?: (method: M, result: R) => void;
  onClose: () => void;
  /**
   * Turns a failed send or verify into the text shown in the dialog (the caller knows its error
   * type; this component cannot). A lock that forces logout is the caller's business too.
   */
  describeError?: (error: unknown, method: M) => CodeErrorDisplay;
  /** Whose code the demo aid shows (mock mode): the pre-MFA token at sign-in. */
  demoSubject?: DemoCodeSubject;
  /** More of the form, above Verify (sign-in: 'Remember this browser'). */
  children?: ReactNode;
}

export const VERIFY_TITLES: Record<OtpType, string> = {
  SMS: 'Verify via SMS',
  EMAIL: 'Verify via email',
  TOTP: 'Verify with authenticator app',
};

const SWITCH_LABELS: Record<OtpType, string> = {
  SMS: 'Send a code by SMS instead',
  EMAIL: 'Send a code by email instead',
  TOTP: 'Use authenticator app instead',
};

function defaultDescribe(error: unknown): CodeErrorDisplay {
  return {
    lines: [
      error instanceof Error && error.message
        ? error.message
        : 'Something went wrong. Please try again.',
    ],
    tone: 'error',
  };
}

const isChannel = <M extends OtpType>(method: M): method is Exclude<M, 'TOTP'> => method !== 'TOTP';

/**
 * The one-time-code step: the second factor of a sign-in, and the code before a money action or
 * an approval (transfer2fa), which opens with what it authorises. Presentational: sending,
 * checking and what an error means are the caller's (onSend / onVerify / describeError); the
 * dialog keeps the method, the code, each channel's code and resend countdown, and the
 * messages. Every opening starts afresh.
 */
export function VerifyCodeDialog<M extends OtpType, R = string>(
  props: VerifyCodeDialogProps<M, R>,
) {
  if (!props.open) return null;
  return <VerifyCodeBody {...props} />;
}

/** A channel's code: where it went (none yet when its first send failed) and when a resend may go. */
interface SentCode {
  destination?: string;
  /** 0 after a failed send: it may be retried at once. */
  resendAt: number;
}

function VerifyCodeBody<M extends OtpType, R>({
  title,
  authorises,
  methods,
  initialMethod,
  onSend,
  onVerify,
  onVerified,
  onClose,
  describeError = defaultDescribe,
  demoSubject,
  children,
}: VerifyCodeDialogProps<M, R>) {
  const [method, setMethod] = useState<M>(
    methods.includes(initialMethod) ? initialMethod : (methods[0] ?? initialMethod),
  );
  // The code field: checked on Verify (codeFormSchema), its message gone as soon as it is edited.
  const form = useForm<CodeForm, unknown, CodeValues>({
    defaultValues: { code: '' },
    resolver: zodResolver(codeFormSchema),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const fieldError = form.formState.errors.code?.message;
  const [failure, setFailure] = useState<CodeErrorDisplay | null>(null);
  const [sent, setSent] = useState<Partial<Record<M, SentCode>>>({});
  const [sending, setSending] = useState(false);
  const [verifying, setVerifying] = useState(false);
  // From Verify until the check is over: a second submit before React re-renders with the
  // button disabled is ignored.
  const verifyingRef = useRef(false);
  const requested = useRef(new Set<M>());
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

  const send = async (channel: Exclude<M, 'TOTP'>) => {
    setSending(true);
    setFailure(null);
    try {
      const delivery = await latest.current.onSend(channel);
      if (!mounted.current) return;
      const resendAt = Date.now() + Math.max(0, delivery.resendInSeconds) * 1000;
      setSent((all) => ({ ...all, [channel]: { destination: delivery.destination, resendAt } }));
    } catch (error) {
      if (!mounted.current) return;
      setFailure(latest.current.describeError(error, channel));
      // A failed send may be retried at once; a code sent before it is still the one to enter.
      setSent((all) => ({ ...all, [channel]: { ...all[channel], resendAt: 0 } }));
    } finally {
      if (mounted.current) setSending(false);
    }
  };
  const sendRef = useRef(send);
  useEffect(() => {
    sendRef.current = send;
  });

  // A channel's code is sent the first time it is shown in this opening; switching back reuses it.
  useEffect(() => {
    if (!isChannel(method) || requested.current.has(method)) return;
    requested.current.add(method);
    void sendRef.current(method);
  }, [method]);

  const switchTo = (next: M) => {
    setMethod(next);
    form.setValue('code', '');
    form.clearErrors('code');
    setFailure(null);
    form.setFocus('code');
  };

  const verify = async ({ code }: CodeValues) => {
    setFailure(null);
    setVerifying(true);
    let result: R;
    try {
      result = await onVerify(method, code);
    } catch (error) {
      if (!mounted.current) return;
      setVerifying(false);
      setFailure(latest.current.describeError(error, method));
      form.setValue('code', '');
      form.setFocus('code');
      return;
    }
    if (mounted.current) setVerifying(false);
    onVerified?.(method, result);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (verifyingRef.current) return;
    verifyingRef.current = true;
    void form
      .handleSubmit(verify)(event)
      .finally(() => {
        verifyingRef.current = false;
      });
  };

  const channel = isChannel(method) ? sent[method] : undefined;
  const destination = channel?.destination;
  const others = methods.filter((m) => m !== method);
  const lead =
    method === 'TOTP'
      ? 'Enter the 6-digit code shown in your authenticator app.'
      : destination
        ? `Enter the 6-digit code we sent to ${destination}.`
        : sending
          ? 'Sending your code…'
          : 'We will send you a 6-digit code.';

  return (
    <Modal open title={title ?? VERIFY_TITLES[method]} onClose={onClose} width="sm">
      <form className="verify-code" onSubmit={submit} noValidate>
        {authorises && <CodeAuthorisationSummary authorisation={authorises} />}
        <p className="verify-code__lead">{lead}</p>
        {failure && (
          <Alert kind={failure.tone}>
            {failure.lines.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </Alert>
        )}
        {(method === 'TOTP' || destination) && (
          <DemoCodeHint method={method} subject={demoSubject} />
        )}
        <OtpInput
          label="Verification code"
          error={fieldError}
          data-autofocus
          {...form.register('code', {
            onChange: () => {
              if (form.getFieldState('code').error) form.clearErrors('code');
            },
          })}
        />
        {isChannel(method) && channel && (
          <div key={method} className="verify-code__resend">
            <ResendCode
              resendAt={channel.resendAt}
              sending={sending}
              onResend={() => send(method)}
            />
          </div>
        )}
        {children}
        <Button
          type="submit"
          variant="primary"
          fullWidth
          loading={verifying}
          disabled={isChannel(method) && !destination}
        >
          Verify
        </Button>
        {others.length > 0 && (
          <div className="verify-code__switch">
            {others.map((other) => (
              <Button
                key={other}
                variant="ghost"
                size="sm"
                disabled={verifying}
                onClick={() => switchTo(other)}
              >
                {SWITCH_LABELS[other]}
              </Button>
            ))}
          </div>
        )}
      </form>
    </Modal>
  );
}
