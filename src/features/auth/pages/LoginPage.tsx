import '../../../shared/ui/AuthPanel.css';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Link, useLocation, useSearch } from 'wouter';
import { isApiError } from '../../../api/ApiError';
import { MaintenanceBanner } from '../../../entities/maintenance/MaintenanceBanner';
import { loadMaintenanceNotices } from '../../../entities/maintenance/notices';
import { paths } from '../../../shared/routing/paths';
import { runtimeInfo, type DemoLogin } from '../../../shared/runtimeInfo';
import { safeRedirectTarget } from '../../../shared/safeRedirect';
import { Alert } from '../../../shared/ui/Alert';
import { Button } from '../../../shared/ui/Button';
import { TextField } from '../../../shared/ui/TextField';
import { completeSignIn, signIn, type SignInStep } from '../actions';
import { DemoLogins } from '../components/DemoLogins';
import { ForcedLogoutNotice } from '../components/ForcedLogoutNotice';
import { describeLoginFailure, type LoginFailure } from '../loginFailure';
import type { LoginForm } from '../schemas';
import type { LoginCheck } from '../loginValidation';
import { useLoginForm } from '../useLoginForm';
import './LoginPage.css';

/*
 * The login page is every visit's first screen: what it needs only once the person acts loads
 * then. The validation (zod) when the form is first used; the second-factor dialog (code input,
 * dialog, resend countdown) once the password is sent.
 */
let loadingCheck: Promise<(values: LoginForm) => LoginCheck> | null = null;
const loadCheck = () =>
  (loadingCheck ??= import('../loginValidation').then(
    (m) => m.checkLogin,
    (error: unknown) => {
      loadingCheck = null; // a failed load (a dropped connection) may succeed on the next check
      throw error;
    },
  ));
const checkLogin = async (values: LoginForm) => (await loadCheck())(values);
const preloadCheck = () => void loadCheck().catch(() => undefined);
const loadSecondFactor = () => import('../components/SecondFactorModal');
const SecondFactorModal = lazy(() =>
  loadSecondFactor().then((m) => ({ default: m.SecondFactorModal })),
);

type PendingSecondFactor = Extract<SignInStep, { step: 'second-factor' }>;

export function LoginPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const redirect = params.has('redirect') ? safeRedirectTarget(params.get('redirect')) : null;
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const [unreachable, setUnreachable] = useState(false);
  const [pending, setPending] = useState<PendingSecondFactor | null>(null);

  // With a real backend, ask the bank for its public maintenance notices as soon as the page
  // opens: the banners show, and an unreachable bank is said at once. (The browser registers at
  // sign-in: building the registration reads the time zone, whose first use costs the page a
  // long task.) The mock bank lives in the page and cannot be unreachable: the banners wait until
  // it runs (the visitor's first click, key or focus), as asking would start it.
  const info = useSnapshot(runtimeInfo);
  const checkReachable = info.configured && !info.mock;
  const readNotices = checkReachable || (info.configured && info.mockBankRunning);
  useEffect(() => {
    if (!checkReachable) return;
    // The banner's read: one call. Only a failure changes what the page shows here.
    loadMaintenanceNotices().catch((e: unknown) => {
      if (isApiError(e) && (e.kind === 'network' || e.kind === 'timeout')) setUnreachable(true);
    });
  }, [checkReachable]);

  const form = useLoginForm(checkLogin, async ({ email, password }) => {
    setFailure(null);
    void loadSecondFactor();
    try {
      const step = await signIn(email, password, redirect);
      if (step.step === 'done') navigate(step.target, { replace: true });
      else setPending(step);
    } catch (e) {
      setUnreachable(isApiError(e) && e.kind === 'network');
      setFailure(describeLoginFailure(e));
    }
  });
  const { errors, isSubmitting, setValue } = form;
  const pickDemoLogin = useCallback(
    (login: DemoLogin) => {
      setValue('email', login.email);
      setValue('password', login.password);
    },
    [setValue],
  );

  return (
    <div className="auth-panel">
      <MaintenanceBanner page="login" enabled={readNotices} className="login__maintenance" />
      <h1 className="auth-panel__title">Log in</h1>
      <p className="auth-panel__lead">Welcome back. Log in to manage your business accounts.</p>
      {params.get('forced_logout') === 'true' && (
        <ForcedLogoutNotice reason={params.get('reason')} />
      )}
      {unreachable && (
        <Alert kind="error" title="The bank can't be reached">
          We couldn't connect to the banking service. Please check your connection and try again in
          a moment.
        </Alert>
      )}
      {failure && (
        <Alert kind={failure.kind} title={failure.title}>
          {failure.message}
        </Alert>
      )}
      <form
        className="auth-panel__form"
        onSubmit={form.handleSubmit}
        onFocus={preloadCheck}
        noValidate
      >
        <TextField
          label="Email"
          type="email"
          autoComplete="username"
          error={errors.email}
          {...form.register('email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password}
          {...form.register('password')}
        />
        <div className="login__links">
          <Link href={paths.auth.resetPassword(search)}>Forgot Password</Link>
        </div>
        <Button type="submit" variant="primary" fullWidth loading={isSubmitting}>
          Log in
        </Button>
      </form>
      <p className="login__register">
        New here? <Link href={paths.onboarding.register()}>Register your business</Link>
      </p>
      <DemoLogins onPick={pickDemoLogin} />
      {pending && (
        <Suspense fallback={null}>
          <SecondFactorModal
            preMfaToken={pending.preMfaToken}
            isAuthenticatorEnabled={pending.login.isAuthenticatorEnabled}
            onCancel={() => setPending(null)}
            onLocked={(code) => {
              // No session exists yet (the pre-MFA token lives only here): dropping it is the logout.
              setPending(null);
              navigate(paths.auth.login({ forcedLogout: true, reason: code }), { replace: true });
            }}
            onVerified={async (pair) => {
              const target = await completeSignIn(pair, pending.login, redirect);
              setPending(null);
              navigate(target, { replace: true });
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
