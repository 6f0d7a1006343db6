import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { paths } from '../../../../shared/routing/paths';
import { Alert } from '../../../../shared/ui/Alert';
import { Badge } from '../../../../shared/ui/Badge';
import { Button } from '../../../../shared/ui/Button';
import { Card } from '../../../../shared/ui/Card';
import { PageHeader } from '../../../../shared/ui/PageHeader';
import { Skeleton } from '../../../../shared/ui/Skeleton';
import { TextField } from '../../../../shared/ui/TextField';
import {
  AUTHENTICATOR_ON,
  AUTHENTICATOR_REMOVED,
  codeStepsDone,
  describeStepFailure,
  generateWithVerifiedSteps,
  passwordStepSchema,
  resetFlow,
  startSetup,
  takeOutcome,
  takePasswordRefusal,
  useAuthenticatorStatus,
  type PasswordStepForm,
} from '../../authenticator';
import '../SettingsPages.css';

import { RemoveDialog } from './RemoveDialog';
import { Failure, StepHeading, TITLE } from './stepParts';

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
