import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import { session } from '../../../api/session';
import { codeFormSchema, type CodeForm, type CodeValues } from '../../../shared/forms/codeSchema';
import { paths } from '../../../shared/routing/paths';
import { Alert } from '../../../shared/ui/Alert';
import { Badge } from '../../../shared/ui/Badge';
import { Button, buttonClassName } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { ResendCode } from '../../../shared/ui/ResendCode';
import { DemoCodeHint } from '../../../shared/ui/DemoCodeHint';
import { Modal } from '../../../shared/ui/Modal';
import { OtpInput } from '../../../shared/ui/OtpInput';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { Skeleton } from '../../../shared/ui/Skeleton';
import { TextField } from '../../../shared/ui/TextField';
import {
  AUTHENTICATOR_ON,
  AUTHENTICATOR_REMOVED,
  codeStepsDone,
  describeStepFailure,
  generateWithVerifiedSteps,
  groupSecret,
  pairApp,
  passwordStepSchema,
  readFlow,
  removalSchema,
  removeApp,
  resetFlow,
  sendFirstStepCode,
  sendStepCode,
  startSetup,
  takeOutcome,
  takePasswordRefusal,
  refusePassword,
  useAuthenticatorStatus,
  verifyStepCode,
  type StepChannel,
  type PasswordStepForm,
  type RemovalForm,
  type RemovalValues,
} from '../authenticator';
import { QrCode } from '../components/QrCode';
import './SettingsPages.css';

const TITLE = 'Set up authenticator';
const STEPS = ['Your password', 'Code by SMS', 'Code by e-mail', 'Pair your app'] as const;

/** 'Step 2 of 4: Code by SMS', said as the step's heading. */
function StepHeading({ step }: { step: 1 | 2 | 3 | 4 }) {
  return (
    <h2 className="authenticator__step">
      Step {step} of {STEPS.length}: {STEPS[step - 1]}
    </h2>
  );
}

function Failure({ lines, children }: { lines: string[]; children?: ReactNode }) {
  return (
    <Alert kind="warning" actions={children}>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </Alert>
  );
}

/**
 * /settings/setup-authenticator: whether the app is on; without one, what it is and the password
 * (step 1); with one, its removal behind the password and a current code of it.
 */
export function SetupAuthenticatorPage() {
  const status = useAuthenticatorStatus();
  const [outcome, setOutcome] = useState(takeOutcome);

  return (
    <div className="settings-page">
      <PageHeader
        title={TITLE}
        subtitle="Codes from an app on your phone for sign-ins and payments."
      />
      {outcome === 'paired' && <Alert kind="success">{AUTHENTICATOR_ON}</Alert>}
      {outcome === 'removed' && <Alert kind="success">{AUTHENTICATOR_REMOVED}</Alert>}
      {status.failed ? (
        <Alert
          kind="warning"
          title="Something went wrong"
          actions={
            <Button size="sm" onClick={status.reload}>
              Try again
            </Button>
          }
        >
          Please try again later
        </Alert>
      ) : status.on === undefined ? (
        <Card>
          <Skeleton lines={3} />
        </Card>
      ) : status.on ? (
        <AppOn
          onRemoved={() => {
            status.set(false);
            setOutcome(takeOutcome());
          }}
        />
      ) : (
        <PasswordStep to={{ phoneLastFour: status.phoneLastFour, email: status.email }} />
      )}
    </div>
  );
}

function StatusLine({ on }: { on: boolean }) {
  return (
    <p className="authenticator__status">
      Authenticator app: <Badge tone={on ? 'success' : 'neutral'}>{on ? 'On' : 'Off'}</Badge>
    </p>
  );
}

function PasswordStep({ to }: { to: { phoneLastFour: string; email: string } }) {
  const [, navigate] = useLocation();
  const [failure, setFailure] = useState<string[] | null>(null);
  const form = useForm<PasswordStepForm>({
    resolver: zodResolver(passwordStepSchema),
    defaultValues: { password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  // Back from step 3 with a password the bank refused: the code steps stay verified.
  const [refused] = useState(takePasswordRefusal);
  useEffect(() => {
    if (refused) form.setError('password', { message: refused }, { shouldFocus: true });
  }, [refused, form]);

  const submit = form.handleSubmit(async ({ password }) => {
    setFailure(null);
    startSetup(password, to);
    if (!codeStepsDone()) {
      navigate(paths.settings.authenticatorSms());
      return;
    }
    try {
      await generateWithVerifiedSteps();
      navigate(paths.settings.authenticatorPair());
    } catch (error) {
      const said = describeStepFailure(error, 'SMS');
      if (said.field === 'password') form.setError('password', { message: said.message });
      else {
        // A verified step was spent or refused: the code steps are asked again.
        resetFlow();
        setFailure(said.lines);
      }
    }
  });

  return (
    <Card>
      <StatusLine on={false} />
      <p>
        An authenticator app (Google Authenticator, Microsoft Authenticator, 1Password and others)
        makes a new 6-digit code every 30 seconds, even without signal. Once it is paired, sign-ins
        and payments ask for its code instead of a code by SMS.
      </p>
      <p>
        First confirm it is you: your password, then a code we send to your phone by SMS and one we
        send to your e-mail.
      </p>
      <StepHeading step={1} />
      {failure && <Failure lines={failure} />}
      <form className="settings-page__form" onSubmit={submit} noValidate>
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <div className="settings-page__actions">
          <Button type="submit" variant="primary" loading={isSubmitting}>
            Continue
          </Button>
        </div>
      </form>
    </Card>
  );
}

function AppOn({ onRemoved }: { onRemoved: () => void }) {
  const [removing, setRemoving] = useState(false);
  return (
    <Card>
      <StatusLine on />
      <p>
        Sign-ins and payments ask for a code from your authenticator app. To move to a new phone,
        remove the app here, then pair the new one.
      </p>
      <div className="settings-page__actions">
        <Button variant="danger" onClick={() => setRemoving(true)}>
          Remove authenticator app
        </Button>
      </div>
      {removing && (
        <RemoveDialog
          onClose={() => setRemoving(false)}
          onRemoved={() => {
            setRemoving(false);
            onRemoved();
          }}
        />
      )}
    </Card>
  );
}

/** The confirming dialog: the password and a current code of the app; a refusal keeps both. */
function RemoveDialog({ onClose, onRemoved }: { onClose: () => void; onRemoved: () => void }) {
  const [failure, setFailure] = useState<string[] | null>(null);
  const form = useForm<RemovalForm, unknown, RemovalValues>({
    resolver: zodResolver(removalSchema),
    defaultValues: { password: '', code: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await removeApp(values);
      onRemoved();
    } catch (error) {
      const said = describeStepFailure(error, 'TOTP');
      if (said.field === 'password')
        form.setError('password', { message: said.message }, { shouldFocus: true });
      else if (said.field === 'code')
        form.setError('code', { message: said.lines.join(' ') }, { shouldFocus: true });
      else setFailure(said.lines);
    }
  });
  return (
    <Modal
      open
      title="Remove authenticator app?"
      width="sm"
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" form="remove-authenticator" variant="danger" loading={isSubmitting}>
            Remove app
          </Button>
        </>
      }
    >
      <form id="remove-authenticator" className="settings-page__form" onSubmit={submit} noValidate>
        <p>
          Sign-ins and payments will ask for a code by SMS instead. Confirm with your password and a
          current code from the app.
        </p>
        {failure && <Failure lines={failure} />}
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <OtpInput
          label="Code from the app"
          error={errors.code?.message}
          {...form.register('code')}
        />
        <DemoCodeHint method="TOTP" />
      </form>
    </Modal>
  );
}

/** Sends the user back to the start when a step is opened without the ones before it. */
function useStepGuard(ready: boolean): boolean {
  const [, navigate] = useLocation();
  useEffect(() => {
    if (!ready) navigate(paths.settings.authenticator(), { replace: true });
  }, [ready, navigate]);
  return ready;
}

function CancelLink() {
  return (
    <Link
      href={paths.settings.authenticator()}
      className={buttonClassName({})}
      onClick={() => resetFlow()}
    >
      Cancel
    </Link>
  );
}

function failureLines(error: unknown, channel: StepChannel): string[] {
  const said = describeStepFailure(error, channel);
  return said.field === 'password' ? [said.message] : said.lines;
}

const CODE_STEPS = {
  SMS: {
    step: 2,
    subtitle: 'Confirm it is you with a code sent to your phone.',
    ready: () => readFlow().password !== null,
    sentTo: (flow: ReturnType<typeof readFlow>) =>
      flow.phoneLastFour ? `****${flow.phoneLastFour}` : 'your phone',
    next: () => paths.settings.authenticatorEmail(),
  },
  EMAIL: {
    step: 3,
    subtitle: 'Confirm your e-mail address with a code sent to it.',
    ready: () => readFlow().password !== null && readFlow().steps.SMS.verified !== null,
    sentTo: (flow: ReturnType<typeof readFlow>) => flow.email || 'your e-mail',
    next: () => paths.settings.authenticatorPair(),
  },
} as const;

/** /settings/setup-authenticator/verify-sms-otp: step 2, a code by SMS of this session. */
export function VerifySmsStepPage() {
  return <CodeStepPage channel="SMS" />;
}

/** /settings/setup-authenticator/verify-email-otp: step 3, a code by e-mail of this session. */
export function VerifyEmailStepPage() {
  return <CodeStepPage channel="EMAIL" />;
}

/**
 * A code step: the code is sent when the step opens; 'Resend code' after the bank's wait. The
 * e-mail step, the last, asks the bank for the secret; a password it refuses then is asked again
 * on the start page, the verified steps kept.
 */
function CodeStepPage({ channel }: { channel: StepChannel }) {
  const [, navigate] = useLocation();
  const config = CODE_STEPS[channel];
  const ready = useStepGuard(config.ready());
  const [sent, setSent] = useState(() => readFlow().steps[channel].sent);
  const [failure, setFailure] = useState<string[] | null>(null);
  const form = useForm<CodeForm, unknown, CodeValues>({
    resolver: zodResolver(codeFormSchema),
    defaultValues: { code: '' },
    reValidateMode: 'onSubmit',
  });
  const { errors, isSubmitting } = form.formState;

  const send = async (): Promise<void> => {
    setFailure(null);
    try {
      await sendStepCode(channel);
      setSent(readFlow().steps[channel].sent);
    } catch (error) {
      setFailure(failureLines(error, channel));
    }
  };
  // One code per visit of the step (a remount, as React's development mode does, sends none).
  useEffect(() => {
    if (!ready || readFlow().steps[channel].sent) return;
    sendFirstStepCode(channel).then(
      () => setSent(readFlow().steps[channel].sent),
      (error: unknown) => setFailure(failureLines(error, channel)),
    );
  }, [ready, channel]);

  const submit = form.handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      await verifyStepCode(channel, code);
      navigate(config.next());
    } catch (error) {
      const said = describeStepFailure(error, channel);
      if (said.field === 'password') {
        refusePassword(said.message);
        navigate(paths.settings.authenticator());
      } else if (said.field === 'code')
        form.setError('code', { message: said.lines.join(' ') }, { shouldFocus: true });
      else setFailure(said.lines);
    }
  });

  if (!ready) return null;
  return (
    <div className="settings-page">
      <PageHeader title={TITLE} subtitle={config.subtitle} />
      <Card>
        <StepHeading step={config.step} />
        <p>Enter the 6-digit code we sent to {config.sentTo(readFlow())}.</p>
        {failure && <Failure lines={failure} />}
        <form className="settings-page__form" onSubmit={submit} noValidate>
          <DemoCodeHint method={channel} />
          <OtpInput
            label="Verification code"
            error={errors.code?.message}
            {...form.register('code')}
          />
          {sent && (
            <div className="authenticator__resend">
              <ResendCode resendAt={sent.resendAt} onResend={send} />
            </div>
          )}
          <div className="settings-page__actions">
            <CancelLink />
            <Button type="submit" variant="primary" loading={isSubmitting}>
              Verify
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}

/**
 * /settings/setup-authenticator/pair-device: step 3, the QR code of the otpauth:// URI and the
 * key as text, then a code from the app pairs it.
 */
export function PairDevicePage() {
  const [, navigate] = useLocation();
  const [pending] = useState(() => readFlow().pending);
  const ready = useStepGuard(pending !== null);
  const email = useSnapshot(session).claims?.email ?? '';
  const [failure, setFailure] = useState<{ lines: string[]; expired: boolean } | null>(null);
  const [copied, setCopied] = useState(false);
  const form = useForm<CodeForm, unknown, CodeValues>({
    resolver: zodResolver(codeFormSchema),
    defaultValues: { code: '' },
    reValidateMode: 'onSubmit',
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      await pairApp(code);
      navigate(paths.settings.authenticator());
    } catch (error) {
      const said = describeStepFailure(error, 'TOTP');
      if (said.field === 'code')
        form.setError('code', { message: said.lines.join(' ') }, { shouldFocus: true });
      else if (said.field === null) setFailure({ lines: said.lines, expired: !!said.expired });
    }
  });

  if (!ready || !pending) return null;
  const copy = () => {
    void navigator.clipboard?.writeText(pending.secret).then(
      () => setCopied(true),
      () => undefined,
    );
  };
  return (
    <div className="settings-page">
      <PageHeader title={TITLE} subtitle="Add your account to the app, then enter its code." />
      <Card>
        <StepHeading step={4} />
        {failure && (
          <Failure lines={failure.lines}>
            {failure.expired && (
              <Link
                href={paths.settings.authenticator()}
                className={buttonClassName({ size: 'sm' })}
                onClick={() => resetFlow()}
              >
                Start again
              </Link>
            )}
          </Failure>
        )}
        <div className="authenticator__pair">
          <QrCode
            className="authenticator__qr"
            text={pending.otpauthUri}
            label={`QR code to add ${email} to your authenticator app`}
          />
          <div className="authenticator__manual">
            <p>Scan the QR code with your authenticator app.</p>
            <p>Cannot scan it? Add the account by hand with this key:</p>
            <p className="authenticator__secret">
              <code aria-label="Key" data-testid="authenticator-key">
                {groupSecret(pending.secret)}
              </code>
              <Button size="sm" onClick={copy}>
                {copied ? 'Copied' : 'Copy key'}
              </Button>
            </p>
            <p className="authenticator__hint">
              Account {email} · time-based · 6 digits · every 30 seconds
            </p>
            {/* On the phone that has the app, the QR code cannot be scanned: the link opens it. */}
            <p>
              <a href={pending.otpauthUri}>Open in an authenticator app on this device</a>
            </p>
          </div>
        </div>
        <form className="settings-page__form" onSubmit={submit} noValidate>
          <OtpInput
            label="Code from the app"
            hint="The 6-digit code the app shows for this account."
            error={errors.code?.message}
            {...form.register('code')}
          />
          <div className="settings-page__actions">
            <CancelLink />
            <Button type="submit" variant="primary" loading={isSubmitting}>
              Pair app
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
