import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import {
  codeFormSchema,
  type CodeForm,
  type CodeValues,
} from '../../../../shared/forms/codeSchema';
import { paths } from '../../../../shared/routing/paths';
import { Button } from '../../../../shared/ui/Button';
import { Card } from '../../../../shared/ui/Card';
import { ResendCode } from '../../../../shared/ui/ResendCode';
import { DemoCodeHint } from '../../../../shared/ui/DemoCodeHint';
import { OtpInput } from '../../../../shared/ui/OtpInput';
import { PageHeader } from '../../../../shared/ui/PageHeader';
import {
  describeStepFailure,
  readFlow,
  sendFirstStepCode,
  sendStepCode,
  refusePassword,
  verifyStepCode,
  type StepChannel,
} from '../../authenticator';
import '../SettingsPages.css';

import { CancelLink, Failure, StepHeading, TITLE, useStepGuard } from './stepParts';

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
