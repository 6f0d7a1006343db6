import { Link, Redirect } from 'wouter';
import { paths } from '../../../shared/routing/paths';
import { completeSignIn, registerPhoneNumber, setPassword, verifySmsOtp } from '../actions';
import { CodeStep } from '../components/CodeStep';
import { PasswordStep } from '../components/PasswordStep';
import { PhoneStep } from '../components/PhoneStep';
import { SignUpFrame } from '../components/SignUpFrame';
import { isSignUpLost } from '../signUpFailure';
import { clearProgress } from '../signUpProgress';
import { resendAtOf, useProgress, useStepFailure } from '../stepHooks';

/*
 * The admin's steps after the e-mail (spec-1 §4): the password, then the phone and its code,
 * which creates the account and signs the admin in. Wizard steps 3, then 2 (docs/decisions/sign-up.md
 * 'Sign-up and invitations').
 */
const signUpPaths = paths.onboarding.signUp;

const lostTo = (error: unknown) => (isSignUpLost(error) ? signUpPaths.invalid() : null);

/** /sign-up/create-password: the password, with the policy ticked as it is typed. */
export function CreatePasswordPage() {
  const { progress, update } = useProgress('admin', (p) => p.emailVerified);
  const { failure, clear, fail, navigate } = useStepFailure(lostTo);
  if (!progress) return <Redirect to={signUpPaths.invalid()} replace />;

  const submit = async (password: string) => {
    clear();
    try {
      await setPassword(progress.email, password);
      update({ passwordSet: true });
      navigate(signUpPaths.phone());
    } catch (error) {
      fail(error);
    }
  };
  return (
    <SignUpFrame
      title="Create your password"
      lead={`You will log in as ${progress.email} with this password.`}
      step={3}
      done={[1]}
      failure={failure}
    >
      <PasswordStep email={progress.email} submitLabel="Continue" onSubmit={submit} />
    </SignUpFrame>
  );
}

/** /sign-up/phone: the mobile number the last code is texted to. */
export function PhonePage() {
  const { progress, update } = useProgress('admin', (p) => p.passwordSet);
  const { failure, clear, fail, navigate } = useStepFailure(lostTo);
  if (!progress) return <Redirect to={signUpPaths.invalid()} replace />;

  const submit = async (phoneNumber: string) => {
    clear();
    try {
      const sent = await registerPhoneNumber(progress.email, phoneNumber);
      update({
        phoneNumber,
        phoneOtpId: sent.otpId,
        phoneResendAt: resendAtOf(sent.resendInSeconds),
      });
      navigate(signUpPaths.verifyPhone());
    } catch (error) {
      fail(error);
    }
  };
  return (
    <SignUpFrame
      title="Verify your phone number"
      lead="We will text a 6-digit code to your mobile phone."
      step={2}
      done={[1, 3]}
      failure={failure}
    >
      <PhoneStep phoneNumber={progress.phoneNumber} onSubmit={submit} />
    </SignUpFrame>
  );
}

/** /sign-up/verify-phone: the texted code; the account is created and the admin lands on onboarding. */
export function VerifyPhonePage() {
  const { progress, update } = useProgress('admin', (p) => p.phoneOtpId !== '');
  const { failure, clear, fail, navigate } = useStepFailure(lostTo);
  if (!progress) return <Redirect to={signUpPaths.invalid()} replace />;

  const verify = async (code: string) => {
    clear();
    try {
      const { accessToken, refreshToken, companyName, status } = await verifySmsOtp(
        code,
        progress.phoneOtpId,
      );
      const target = await completeSignIn(
        { accessToken, refreshToken },
        { companyName, status },
        null,
      );
      clearProgress();
      navigate(target, { replace: true });
      return true;
    } catch (error) {
      return fail(error);
    }
  };
  const resend = async () => {
    clear();
    try {
      const sent = await registerPhoneNumber(progress.email, progress.phoneNumber);
      update({ phoneOtpId: sent.otpId, phoneResendAt: resendAtOf(sent.resendInSeconds) });
      return true;
    } catch (error) {
      return fail(error);
    }
  };
  return (
    <SignUpFrame
      title="Enter the code we texted you"
      lead={`Enter the 6-digit code we sent to ${progress.phoneNumber}.`}
      step={2}
      done={[1, 3]}
      failure={failure}
      links={<Link href={signUpPaths.phone()}>Change the number</Link>}
    >
      <CodeStep resendAt={progress.phoneResendAt} onResend={resend} onVerify={verify} />
    </SignUpFrame>
  );
}
