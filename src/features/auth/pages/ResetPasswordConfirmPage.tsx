import '../../../shared/ui/AuthPanel.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useLocation, useSearch } from 'wouter';
import { paths } from '../../../shared/routing/paths';
import { Alert } from '../../../shared/ui/Alert';
import { Button } from '../../../shared/ui/Button';
import { OtpInput } from '../../../shared/ui/OtpInput';
import { NewPasswordFields } from '../../../shared/ui/NewPasswordFields';
import { ResetDoneModal } from '../components/ResetDoneModal';
import type { LoginFailure } from '../loginFailure';
import {
  completeReset,
  describeResetFailure,
  isPasswordRefused,
  loginHref,
  PASSWORD_REFUSED,
  pendingReset,
} from '../passwordReset';
import { resetPasswordSchema, type ResetPasswordForm, type ResetPasswordValues } from '../schemas';
import './PasswordReset.css';

const TITLE = 'Set a new password';

/**
 * Forgot password, step 2 (/reset-password/confirm): the e-mailed code and the new password,
 * with the password policy under it (each rule ticked as it is met, as at sign-up), then the
 * success modal. Opened without a request from step 1 (a reload, a bookmark), it says
 * so and links back to step 1 instead of showing a form that cannot work.
 */
export function ResetPasswordConfirmPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  // Read once: a success forgets the pending request, but this page still shows its dialog.
  const [request] = useState(pendingReset);
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const [done, setDone] = useState(false);
  const form = useForm<ResetPasswordForm, unknown, ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { code: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const typedPassword = useWatch({ control: form.control, name: 'password' });

  const submit = form.handleSubmit(async ({ code, password }) => {
    if (!request) return;
    setFailure(null);
    try {
      await completeReset(request, code, password);
      setDone(true);
    } catch (e) {
      // What was typed stays: only the message changes.
      if (isPasswordRefused(e))
        form.setError('password', { message: PASSWORD_REFUSED }, { shouldFocus: true });
      else setFailure(describeResetFailure(e));
    }
  });

  const backToLogin = <Link href={loginHref(search)}>Back to login</Link>;
  if (!request) {
    return (
      <div className="auth-panel">
        <h1 className="auth-panel__title">{TITLE}</h1>
        <Alert kind="info" title="Request a code first">
          This step needs the code we email you, and no code was requested in this tab. Enter your
          email address to get one.
        </Alert>
        <p className="auth-panel__links">
          <Link href={paths.auth.resetPassword(search)}>Request a code</Link>
          {backToLogin}
        </p>
      </div>
    );
  }

  return (
    <div className="auth-panel">
      <h1 className="auth-panel__title">{TITLE}</h1>
      <p className="auth-panel__lead">
        {/* The bank answers an unknown e-mail as a registered one (issue 22): the page cannot know. */}
        If {request.email} is registered, we sent it a 6-digit code. Enter the code and choose a new
        password.
      </p>
      {failure && (
        <Alert kind={failure.kind} title={failure.title}>
          {failure.message}
        </Alert>
      )}
      <form className="auth-panel__form" onSubmit={submit} noValidate>
        <OtpInput
          label="Verification code"
          error={errors.code?.message}
          {...form.register('code')}
        />
        <NewPasswordFields
          password={form.register('password')}
          confirm={form.register('confirmPassword')}
          typed={typedPassword}
          errors={{
            password: errors.password?.message,
            confirm: errors.confirmPassword?.message,
          }}
        />
        <Button type="submit" variant="primary" fullWidth loading={isSubmitting}>
          Reset password
        </Button>
      </form>
      <p className="auth-panel__links">
        <Link href={paths.auth.resetPassword(search)}>Request a new code</Link>
        {backToLogin}
      </p>
      {done && <ResetDoneModal onDone={() => navigate(loginHref(search), { replace: true })} />}
    </div>
  );
}
