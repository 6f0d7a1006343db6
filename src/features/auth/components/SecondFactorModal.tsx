import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { verifyMfaOtp } from '../../../api/auth';
import type { OtpType, TokenPair } from '../../../shared/domain/auth';
import { Alert } from '../../../shared/ui/Alert';
import { Button } from '../../../shared/ui/Button';
import { Checkbox } from '../../../shared/ui/Checkbox';
import { DemoCodeHint } from '../../../shared/ui/DemoCodeHint';
import { Modal } from '../../../shared/ui/Modal';
import { OtpInput } from '../../../shared/ui/OtpInput';
import { codeSchema, type CodeForm, type CodeValues } from '../schemas';
import { describeVerifyFailure, type LockCode } from '../secondFactorErrors';
import { useCodeDelivery } from '../useCodeDelivery';
import { ResendCode } from './ResendCode';
import './SecondFactorModal.css';

export const METHOD_TITLES: Record<OtpType, string> = {
  SMS: 'Verify via SMS',
  EMAIL: 'Verify via email',
  TOTP: 'Verify with authenticator app',
};

const SWITCH_LABELS: Record<OtpType, string> = {
  SMS: 'Send a code by SMS instead',
  EMAIL: 'Send a code by email instead',
  TOTP: 'Use authenticator app instead',
};

interface Props {
  preMfaToken: string;
  isAuthenticatorEnabled: boolean;
  onVerified: (pair: TokenPair) => Promise<void>;
  onLocked: (code: LockCode) => void;
  onCancel: () => void;
}

export function SecondFactorModal({
  preMfaToken,
  isAuthenticatorEnabled,
  onVerified,
  onLocked,
  onCancel,
}: Props) {
  const [method, setMethod] = useState<OtpType>(isAuthenticatorEnabled ? 'TOTP' : 'SMS');
  const [failure, setFailure] = useState<string[]>([]);
  const { delivery, sending, error: sendError, resend } = useCodeDelivery(preMfaToken, method);
  const form = useForm<CodeForm, unknown, CodeValues>({
    resolver: zodResolver(codeSchema),
    defaultValues: { code: '', rememberDevice: false },
  });
  const { errors, isSubmitting } = form.formState;

  const switchTo = (next: OtpType) => {
    setMethod(next);
    setFailure([]);
    form.resetField('code');
  };

  const submit = form.handleSubmit(async ({ code, rememberDevice }) => {
    setFailure([]);
    try {
      const pair = await verifyMfaOtp(preMfaToken, {
        otp: code,
        otpId: delivery?.otpId ?? '',
        otpType: method,
        rememberDevice,
      });
      await onVerified(pair);
    } catch (e) {
      const outcome = describeVerifyFailure(e, method);
      if (outcome.kind === 'locked') onLocked(outcome.code);
      else setFailure(outcome.lines);
    }
  });

  const others: OtpType[] = (
    isAuthenticatorEnabled ? (['TOTP', 'SMS', 'EMAIL'] as const) : (['SMS', 'EMAIL'] as const)
  ).filter((m) => m !== method);

  return (
    <Modal open title={METHOD_TITLES[method]} onClose={onCancel} width="sm">
      <form className="second-factor" onSubmit={submit} noValidate>
        <p className="second-factor__lead">
          {method === 'TOTP'
            ? 'Enter the 6-digit code shown in your authenticator app.'
            : delivery
              ? `Enter the 6-digit code we sent to ${delivery.sentTo}.`
              : sending
                ? 'Sending your code…'
                : 'We will send you a 6-digit code.'}
        </p>
        {sendError && <Alert kind="warning">{sendError}</Alert>}
        {failure.length > 0 && (
          <Alert kind="error">
            {failure.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </Alert>
        )}
        {(method === 'TOTP' || delivery) && (
          <DemoCodeHint method={method} subject={{ token: preMfaToken }} />
        )}
        <OtpInput
          label="Verification code"
          error={errors.code?.message}
          autoFocus
          {...form.register('code')}
        />
        {method !== 'TOTP' && delivery && (
          <ResendCode
            key={delivery.resendAt}
            resendAt={delivery.resendAt}
            sending={sending}
            onResend={() => void resend()}
          />
        )}
        <Checkbox
          label="Remember this browser"
          hint="Skip this step on this browser for 48 hours."
          {...form.register('rememberDevice')}
        />
        <Button type="submit" variant="primary" fullWidth loading={isSubmitting}>
          Verify
        </Button>
        <div className="second-factor__switch">
          {others.map((m) => (
            <Button key={m} variant="ghost" size="sm" onClick={() => switchTo(m)}>
              {SWITCH_LABELS[m]}
            </Button>
          ))}
        </div>
      </form>
    </Modal>
  );
}
