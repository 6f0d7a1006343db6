import '../../../shared/ui/AuthPanel.css';
import { useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { isApiError } from '../../../api/ApiError';
import { codeLockOf } from '../../../api/codeFailures';
import { paths } from '../../../shared/routing/paths';
import { safeRedirectTarget } from '../../../shared/safeRedirect';
import { Alert } from '../../../shared/ui/Alert';
import {
  CodeStep,
  PasswordStep,
  PhoneStep,
  type SentCodeStep,
} from '../components/PhoneLoginSteps';
import type { LoginFailure } from '../loginFailure';
import {
  checkPhoneLoginHealth,
  describePhoneLoginFailure,
  isVerificationGone,
  sendPhoneCode,
  signInWithPhone,
  verifyPhoneCode,
} from '../phoneLogin';
import './PasswordReset.css';

type Step =
  | { name: 'phone' }
  | ({ name: 'code' } & SentCodeStep)
  | { name: 'password'; otpId: string }
  | { name: 'no-password' };

/** A bank that did not answer (rather than one that said no). */
const unanswered = (error: unknown) =>
  isApiError(error) &&
  (error.kind === 'network' || error.kind === 'timeout' || error.status >= 500);

/**
 * The deprecated phone login (/login-deprecated/phone, spec-1 §4): the phone number, its SMS
 * code, then the password; a user without a password is sent to set one up first. The redirect
 * parameter stays the post-login target, and the routing by status applies (completeSignIn).
 */
export function PhoneLoginPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const redirect = params.has('redirect') ? safeRedirectTarget(params.get('redirect')) : null;
  const [step, setStep] = useState<Step>({ name: 'phone' });
  const [phoneNumber, setPhoneNumber] = useState('');
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const [unreachable, setUnreachable] = useState(false);
  // Once the bank answered (in mock mode it has started): the demo phone numbers can be read.
  const [bankAnswered, setBankAnswered] = useState(false);

  // Asked as the page opens, so an unreachable service is said before anything is typed.
  useEffect(() => {
    checkPhoneLoginHealth().then(
      () => setBankAnswered(true),
      (error: unknown) => setUnreachable(unanswered(error)),
    );
  }, []);

  const fail = (error: unknown) => {
    setUnreachable(unanswered(error));
    setFailure(describePhoneLoginFailure(error));
  };

  const send = async (phone: string) => {
    setFailure(null);
    try {
      const sent = await sendPhoneCode(phone);
      setPhoneNumber(phone);
      setStep({
        name: 'code',
        otpId: sent.otpId,
        maskedPhone: sent.maskedPhone,
        resendAt: Date.now() + sent.resendInSeconds * 1000,
      });
    } catch (error) {
      fail(error);
    }
  };

  /** Resolves true when the code was right (the step moves on), false to stay and try again. */
  const verify = async (otpId: string, code: string): Promise<boolean> => {
    setFailure(null);
    try {
      const passwordSet = await verifyPhoneCode(otpId, code);
      setStep(passwordSet ? { name: 'password', otpId } : { name: 'no-password' });
      return true;
    } catch (error) {
      fail(error);
      if (codeLockOf(error)) setStep({ name: 'phone' });
      return false;
    }
  };

  const logIn = async (otpId: string, password: string) => {
    setFailure(null);
    try {
      navigate(await signInWithPhone(otpId, password, redirect), { replace: true });
    } catch (error) {
      fail(error);
      // A verification used up or expired, or a lock: only a new code (later) helps.
      if (isVerificationGone(error) || codeLockOf(error)) setStep({ name: 'phone' });
    }
  };

  return (
    <div className="auth-panel">
      <h1 className="auth-panel__title">Log in with your phone number</h1>
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
      {step.name === 'phone' && (
        <PhoneStep defaultPhone={phoneNumber} showDemo={bankAnswered} onSend={send} />
      )}
      {step.name === 'code' && (
        <CodeStep
          key={step.otpId}
          step={step}
          phoneNumber={phoneNumber}
          onVerify={(code) => verify(step.otpId, code)}
          onResend={() => send(phoneNumber)}
          onChangePhone={() => {
            setFailure(null);
            setStep({ name: 'phone' });
          }}
        />
      )}
      {step.name === 'password' && (
        <PasswordStep
          forgotHref={paths.auth.resetPassword(search)}
          onLogIn={(password) => logIn(step.otpId, password)}
        />
      )}
      {step.name === 'no-password' && (
        <Alert kind="info" title="Set a password first">
          Your phone number is verified, but your account has no password yet. Set one with your
          email address, then log in here with your phone number and the new password.
        </Alert>
      )}
      <p className="auth-panel__links">
        {step.name === 'no-password' && (
          <Link href={paths.auth.resetPassword(search)}>Set a password</Link>
        )}
        <Link href={paths.auth.login(new URLSearchParams(search))}>Log in with email instead</Link>
      </p>
    </div>
  );
}
