import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useSearch } from 'wouter';
import { ensureDeviceRegistered } from '../../../api/auth';
import { isApiError } from '../../../api/ApiError';
import { safeRedirectTarget } from '../../../shared/safeRedirect';
import { Alert } from '../../../shared/ui/Alert';
import { Button } from '../../../shared/ui/Button';
import { TextField } from '../../../shared/ui/TextField';
import { completeSignIn, signIn, type SignInStep } from '../actions';
import { DemoLogins } from '../components/DemoLogins';
import { ForcedLogoutNotice } from '../components/ForcedLogoutNotice';
import { SecondFactorModal } from '../components/SecondFactorModal';
import { describeLoginFailure, type LoginFailure } from '../loginFailure';
import { loginSchema, type LoginForm, type LoginValues } from '../schemas';
import './LoginPage.css';

type PendingSecondFactor = Extract<SignInStep, { step: 'second-factor' }>;

export function LoginPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const redirect = params.has('redirect') ? safeRedirectTarget(params.get('redirect')) : null;
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const [unreachable, setUnreachable] = useState(false);
  const [pending, setPending] = useState<PendingSecondFactor | null>(null);
  const form = useForm<LoginForm, unknown, LoginValues>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });
  const { errors, isSubmitting } = form.formState;

  // Register the browser as soon as the page opens, so an unreachable bank is said at once.
  useEffect(() => {
    ensureDeviceRegistered().then(
      () => setUnreachable(false),
      (e: unknown) => setUnreachable(isApiError(e) && (e.kind === 'network' || e.kind === 'timeout')),
    );
  }, []);

  const submit = form.handleSubmit(async ({ email, password }) => {
    setFailure(null);
    try {
      const step = await signIn(email, password, redirect);
      if (step.step === 'done') navigate(step.target, { replace: true });
      else setPending(step);
    } catch (e) {
      setUnreachable(isApiError(e) && e.kind === 'network');
      setFailure(describeLoginFailure(e));
    }
  });

  return (
    <div className="login">
      <h1 className="login__title">Log in</h1>
      <p className="login__lead">Welcome back. Log in to manage your business accounts.</p>
      {params.get('forced_logout') === 'true' && <ForcedLogoutNotice reason={params.get('reason')} />}
      {unreachable && (
        <Alert kind="error" title="The bank can't be reached">
          We couldn't connect to the banking service. Please check your connection and try again in a moment.
        </Alert>
      )}
      {failure && (
        <Alert kind={failure.kind} title={failure.title}>
          {failure.message}
        </Alert>
      )}
      <form className="login__form" onSubmit={submit} noValidate>
        <TextField label="Email" type="email" autoComplete="username" error={errors.email?.message} {...form.register('email')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <div className="login__links">
          <Link href={`/reset-password${search ? `?${search}` : ''}`}>Forgot Password</Link>
        </div>
        <Button type="submit" variant="primary" fullWidth loading={isSubmitting}>
          Log in
        </Button>
      </form>
      <p className="login__register">
        New to Business Banking? <Link href="/register">Register your business</Link>
      </p>
      <DemoLogins
        onPick={(login) => {
          form.setValue('email', login.email, { shouldValidate: true });
          form.setValue('password', login.password, { shouldValidate: true });
        }}
      />
      {pending && (
        <SecondFactorModal
          preMfaToken={pending.preMfaToken}
          isAuthenticatorEnabled={pending.login.isAuthenticatorEnabled}
          onCancel={() => setPending(null)}
          onLocked={(code) => {
            // No session exists yet (the pre-MFA token lives only here): dropping it is the logout.
            setPending(null);
            navigate(`/login?forced_logout=true&reason=${code}`, { replace: true });
          }}
          onVerified={async (pair) => {
            const target = await completeSignIn(pair, pending.login, redirect);
            setPending(null);
            navigate(target, { replace: true });
          }}
        />
      )}
    </div>
  );
}
