import '../../../shared/ui/AuthPanel.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Redirect, useLocation } from 'wouter';
import { registerEmail, verifyEmailOtp } from '../actions';
import { paths } from '../../../shared/routing/paths';
import { Button, buttonClassName } from '../../../shared/ui/Button';
import { TextField } from '../../../shared/ui/TextField';
import { CodeStep } from '../components/CodeStep';
import { SignUpFrame, type StepFailure } from '../components/SignUpFrame';
import { emailStepSchema, type EmailStepForm, type EmailStepValues } from '../schemas';
import { describeSignUpFailure, isPromoRefused, isSignUpLost } from '../signUpFailure';
import { clearProgress, readProgress, startProgress } from '../signUpProgress';
import { resendAtOf, useProgress, useStepFailure } from '../stepHooks';

const signUpPaths = paths.onboarding.signUp;

/** The e-mail code is sent for the company name, e-mail and promo code typed (spec-1 §4 step 1). */
const sendEmailCode = ({ corporateName, email, promoCode }: EmailStepValues) =>
  registerEmail({ corporateName, email, ...(promoCode ? { promoCode } : {}) });

/** /sign-up: the company name, the e-mail and an optional promo code. */
export function SignUpEmailPage() {
  const [, navigate] = useLocation();
  const [failure, setFailure] = useState<StepFailure | null>(null);
  // Back from a later step (a typo in the e-mail): what was typed is still there.
  const [kept] = useState(() => {
    const saved = readProgress();
    return saved?.kind === 'admin' ? saved : null;
  });
  const form = useForm<EmailStepForm, unknown, EmailStepValues>({
    resolver: zodResolver(emailStepSchema),
    defaultValues: {
      corporateName: kept?.corporateName ?? '',
      email: kept?.email ?? '',
      promoCode: kept?.promoCode ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const sent = await sendEmailCode(values);
      startProgress({
        kind: 'admin',
        ...values,
        emailOtpId: sent.otpId,
        emailResendAt: resendAtOf(sent.resendInSeconds),
      });
      navigate(signUpPaths.verifyEmail());
    } catch (error) {
      const said = describeSignUpFailure(error);
      if (isPromoRefused(error))
        form.setError('promoCode', { message: said.message }, { shouldFocus: true });
      else setFailure(said);
    }
  });

  return (
    <SignUpFrame
      title="Create your account"
      lead="Tell us your company's name and the e-mail you will log in with. We will e-mail you a 6-digit code."
      step={1}
      failure={failure}
      links={
        <span>
          Already registered? <Link href={paths.auth.login()}>Log in</Link>
        </span>
      }
    >
      <form className="auth-panel__form" onSubmit={submit} noValidate>
        <TextField
          label="Company name"
          autoComplete="organization"
          error={errors.corporateName?.message}
          {...form.register('corporateName')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label="Promo code (optional)"
          autoComplete="off"
          error={errors.promoCode?.message}
          {...form.register('promoCode')}
        />
        <Button type="submit" variant="primary" fullWidth loading={isSubmitting}>
          Send code
        </Button>
      </form>
    </SignUpFrame>
  );
}

/** /sign-up/verify-email: the e-mailed code, with a resend after the countdown. */
export function VerifyEmailPage() {
  const { progress, update } = useProgress('admin', (p) => p.emailOtpId !== '');
  const { failure, clear, fail, navigate } = useStepFailure((error) =>
    isSignUpLost(error) ? signUpPaths.invalid() : null,
  );
  if (!progress) return <Redirect to={signUpPaths.invalid()} replace />;

  const verify = async (code: string) => {
    clear();
    try {
      await verifyEmailOtp(code, progress.emailOtpId);
      update({ emailVerified: true });
      navigate(signUpPaths.createPassword());
      return true;
    } catch (error) {
      return fail(error);
    }
  };
  const resend = async () => {
    clear();
    try {
      const sent = await sendEmailCode(progress);
      update({ emailOtpId: sent.otpId, emailResendAt: resendAtOf(sent.resendInSeconds) });
      return true;
    } catch (error) {
      return fail(error);
    }
  };

  return (
    <SignUpFrame
      title="Verify your email"
      lead={`Enter the 6-digit code we sent to ${progress.email}.`}
      step={1}
      failure={failure}
      links={<Link href={signUpPaths.email()}>Use another email</Link>}
    >
      <CodeStep resendAt={progress.emailResendAt} onResend={resend} onVerify={verify} />
    </SignUpFrame>
  );
}

/** /sign-up/invalid: this tab's sign-up cannot go on (started elsewhere, expired, never started). */
export function SignUpInvalidPage() {
  return (
    <SignUpFrame
      title="This sign-up link is no longer valid"
      lead="The registration was started in another browser or tab, or it has expired. Start again: it takes only a few minutes."
    >
      <Link
        href={signUpPaths.email()}
        onClick={clearProgress}
        className={buttonClassName({ variant: 'primary', fullWidth: true })}
      >
        Start again
      </Link>
      <p className="auth-panel__links">
        <span>
          Already registered? <Link href={paths.auth.login()}>Log in</Link>
        </span>
      </p>
    </SignUpFrame>
  );
}
