import '../../../shared/ui/AuthPanel.css';
import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { paths } from '../../../shared/routing/paths';
import { buttonClassName } from '../../../shared/ui/Button';
import { SignUpStepper } from '../components/SignUpStepper';

/** How long the old registration page says it is no longer used before it moves on. */
export const OLD_PAGE_REDIRECT_MS = 3000;

/**
 * The registration entry (/register, /getting-started; spec-1 §2 Registration wizard): the
 * wizard's three steps, and Start.
 */
export function RegisterPage() {
  return (
    <div className="auth-panel">
      <h1 className="auth-panel__title">Register your business</h1>
      <p className="auth-panel__lead">
        Open a business account in three steps. Have your company name, your work e-mail and your
        mobile phone at hand; your company&apos;s details come after, in onboarding.
      </p>
      <SignUpStepper />
      <Link
        href={paths.onboarding.signUp.email()}
        className={buttonClassName({ variant: 'primary', fullWidth: true })}
      >
        Start
      </Link>
      <p className="auth-panel__links">
        <span>
          Already registered? <Link href={paths.auth.login()}>Log in</Link>
        </span>
      </p>
    </div>
  );
}

/**
 * The old registration page (spec-1 §2): says 'Page is no longer used' (announced), then moves
 * on to the register route after a moment, with a link for who does not want to wait.
 */
export function OldRegistrationPage() {
  const [, navigate] = useLocation();
  useEffect(() => {
    const timer = setTimeout(
      () => navigate(paths.onboarding.register(), { replace: true }),
      OLD_PAGE_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <div className="auth-panel" role="status">
      <h1 className="auth-panel__title">Page is no longer used</h1>
      <p className="auth-panel__lead">
        Registration has moved. Taking you to the new registration page…
      </p>
      <p className="auth-panel__links">
        <Link href={paths.onboarding.register()}>Go to registration now</Link>
      </p>
    </div>
  );
}
