import '../../../shared/ui/AuthPanel.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useSearch } from 'wouter';
import { paths } from '../../../shared/routing/paths';
import { Alert } from '../../../shared/ui/Alert';
import { Button } from '../../../shared/ui/Button';
import { TextField } from '../../../shared/ui/TextField';
import type { LoginFailure } from '../loginFailure';
import { describeResetFailure, loginHref, pendingReset, requestReset } from '../passwordReset';
import { resetRequestSchema, type ResetRequestForm, type ResetRequestValues } from '../schemas';
import './PasswordReset.css';

/**
 * Forgot password, step 1 (/reset-password): the e-mail the code is sent to. The query string
 * the user came with (a redirect parameter) travels on to step 2 and back to login.
 */
export function ResetPasswordPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  // Coming back from step 2 for a new code: the e-mail typed before is still there.
  const form = useForm<ResetRequestForm, unknown, ResetRequestValues>({
    resolver: zodResolver(resetRequestSchema),
    defaultValues: { email: pendingReset()?.email ?? '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await requestReset(email);
      navigate(paths.auth.resetPasswordConfirm(search));
    } catch (e) {
      setFailure(describeResetFailure(e));
    }
  });

  return (
    <div className="auth-panel">
      <h1 className="auth-panel__title">Reset your password</h1>
      <p className="auth-panel__lead">
        Enter the email address you log in with. We will email you a 6-digit code to set a new
        password.
      </p>
      {failure && (
        <Alert kind={failure.kind} title={failure.title}>
          {failure.message}
        </Alert>
      )}
      <form className="auth-panel__form" onSubmit={submit} noValidate>
        <TextField
          label="Email"
          type="email"
          autoComplete="username"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <Button type="submit" variant="primary" fullWidth loading={isSubmitting}>
          Send code
        </Button>
      </form>
      <p className="auth-panel__links">
        <Link href={loginHref(search)}>Back to login</Link>
      </p>
    </div>
  );
}
