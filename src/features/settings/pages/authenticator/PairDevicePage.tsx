import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import { session } from '../../../../api/session';
import {
  codeFormSchema,
  type CodeForm,
  type CodeValues,
} from '../../../../shared/forms/codeSchema';
import { paths } from '../../../../shared/routing/paths';
import { Button, buttonClassName } from '../../../../shared/ui/Button';
import { Card } from '../../../../shared/ui/Card';
import { OtpInput } from '../../../../shared/ui/OtpInput';
import { PageHeader } from '../../../../shared/ui/PageHeader';
import {
  describeStepFailure,
  groupSecret,
  pairApp,
  readFlow,
  resetFlow,
} from '../../authenticator';
import { QrCode } from '../../../../shared/ui/QrCode';
import '../SettingsPages.css';

import { CancelLink, Failure, StepHeading, TITLE, useStepGuard } from './stepParts';

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
