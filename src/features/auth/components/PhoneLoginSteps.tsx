import '../../../shared/ui/AuthPanel.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { readDemoPhones } from '../../../shared/demoCodes';
import { codeFormSchema, type CodeForm, type CodeValues } from '../../../shared/forms/codeSchema';
import { runtimeInfo } from '../../../shared/runtimeInfo';
import { Button } from '../../../shared/ui/Button';
import { ResendCode } from '../../../shared/ui/ResendCode';
import { DemoCodeHint } from '../../../shared/ui/DemoCodeHint';
import { OtpInput } from '../../../shared/ui/OtpInput';
import { TextField } from '../../../shared/ui/TextField';
import {
  phoneFormSchema,
  phonePasswordSchema,
  type PhoneForm,
  type PhonePasswordForm,
  type PhonePasswordValues,
  type PhoneValues,
} from '../phoneLoginSchema';
// The demo list takes the look of the login page's demo logins.
import '../pages/LoginPage.css';

/**
 * The steps of the deprecated phone login page (pages/PhoneLoginPage.tsx): each its own form;
 * what a step's call means (the next step, a failure) is the page's.
 */

/** A code on its way: its id, where it went, and when another may be asked for (epoch ms). */
export interface SentCodeStep {
  otpId: string;
  maskedPhone: string;
  resendAt: number;
}

export function PhoneStep({
  defaultPhone,
  showDemo,
  onSend,
}: {
  defaultPhone: string;
  showDemo: boolean;
  onSend: (phone: string) => Promise<void>;
}) {
  const form = useForm<PhoneForm, unknown, PhoneValues>({
    resolver: zodResolver(phoneFormSchema),
    defaultValues: { phoneNumber: defaultPhone },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <>
      <p className="auth-panel__lead">
        Enter the mobile number registered to your account. We will send you a 6-digit code.
      </p>
      <form
        className="auth-panel__form"
        onSubmit={form.handleSubmit(({ phoneNumber }) => onSend(phoneNumber))}
        noValidate
      >
        <TextField
          label="Phone number"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          error={errors.phoneNumber?.message}
          {...form.register('phoneNumber')}
        />
        <Button type="submit" variant="primary" fullWidth loading={isSubmitting}>
          Send code
        </Button>
      </form>
      {showDemo && (
        <DemoPhones
          onPick={(phone) => form.setValue('phoneNumber', phone, { shouldValidate: true })}
        />
      )}
    </>
  );
}

export function CodeStep({
  step,
  phoneNumber,
  onVerify,
  onResend,
  onChangePhone,
}: {
  step: SentCodeStep;
  phoneNumber: string;
  onVerify: (code: string) => Promise<boolean>;
  onResend: () => Promise<void>;
  onChangePhone: () => void;
}) {
  const form = useForm<CodeForm, unknown, CodeValues>({
    resolver: zodResolver(codeFormSchema),
    defaultValues: { code: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ code }) => {
    if (await onVerify(code)) return;
    form.setValue('code', '');
    form.setFocus('code');
  });
  return (
    <>
      <p className="auth-panel__lead">Enter the 6-digit code we sent to {step.maskedPhone}.</p>
      <DemoCodeHint method="SMS" subject={{ phoneNumber }} />
      <form className="auth-panel__form" onSubmit={submit} noValidate>
        <OtpInput
          label="Verification code"
          error={errors.code?.message}
          autoFocus
          {...form.register('code')}
        />
        <Button type="submit" variant="primary" fullWidth loading={isSubmitting}>
          Verify
        </Button>
      </form>
      <p className="auth-panel__links">
        <ResendCode resendAt={step.resendAt} onResend={onResend} />
        <Button variant="ghost" size="sm" onClick={onChangePhone}>
          Use another phone number
        </Button>
      </p>
    </>
  );
}

export function PasswordStep({
  forgotHref,
  onLogIn,
}: {
  forgotHref: string;
  onLogIn: (password: string) => Promise<void>;
}) {
  const form = useForm<PhonePasswordForm, unknown, PhonePasswordValues>({
    resolver: zodResolver(phonePasswordSchema),
    defaultValues: { password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <>
      <p className="auth-panel__lead">
        Your phone number is verified. Enter your password to log in.
      </p>
      <form
        className="auth-panel__form"
        onSubmit={form.handleSubmit(({ password }) => onLogIn(password))}
        noValidate
      >
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          autoFocus
          error={errors.password?.message}
          {...form.register('password')}
        />
        <Button type="submit" variant="primary" fullWidth loading={isSubmitting}>
          Log in
        </Button>
      </form>
      <p className="auth-panel__links">
        <Link href={forgotHref}>Forgot Password</Link>
      </p>
    </>
  );
}

/** Mock mode only: the demo users' seeded phone numbers, to fill in with one click. */
function DemoPhones({ onPick }: { onPick: (phone: string) => void }) {
  const info = useSnapshot(runtimeInfo);
  const phones = info.mock ? readDemoPhones() : [];
  if (phones.length === 0) return null;
  return (
    <section className="demo-logins" aria-labelledby="demo-phones-title">
      <h2 id="demo-phones-title">Demo phone numbers</h2>
      <p>
        Mock bank: SMS code <code>123456</code>, password <code>Demo@1234</code>.
      </p>
      <ul>
        {phones.map(({ email, phoneNumber }) => (
          <li key={email}>
            <span>
              <strong>{phoneNumber}</strong>
              <span className="demo-logins__meta">{email}</span>
            </span>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => onPick(phoneNumber)}
              aria-label={`Use ${phoneNumber}`}
            >
              Use
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
