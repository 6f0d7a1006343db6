import { Link, Redirect } from 'wouter';
import { paths } from '../../../shared/routing/paths';
import { completeSignIn, registerPhoneNumberMc, setPasswordMc, verifySmsOtpMc } from '../actions';
import { CodeStep } from '../components/CodeStep';
import { PasswordStep } from '../components/PasswordStep';
import { PhoneStep } from '../components/PhoneStep';
import { SignUpFrame } from '../components/SignUpFrame';
import { memberStepRefusedTo } from '../invitationFailure';
import { clearProgress } from '../signUpProgress';
import { resendAtOf, useProgress, useStepFailure } from '../stepHooks';

/*
 * The invited member's steps after the invitation (spec-1 §4 Invited member): phone, its code,
 * then the password, which creates the account in the inviting company. The member's details
 * (nonAdminSignUp) come next, on the join-company pages.
 */
const invitePaths = paths.onboarding.invite;

/** /sign-up/user/phone */
export function InvitePhonePage() {
  const { progress, update } = useProgress('member', (p) => p.invitation !== null);
  const { failure, clear, fail, navigate } = useStepFailure(memberStepRefusedTo);
  if (!progress) return <Redirect to={invitePaths.invalid()} replace />;

  const submit = async (phoneNumber: string) => {
    clear();
    try {
      const sent = await registerPhoneNumberMc(progress.email, phoneNumber);
      update({
        phoneNumber,
        phoneOtpId: sent.otpId,
        phoneResendAt: resendAtOf(sent.resendInSeconds),
      });
      navigate(invitePaths.verifyPhone());
    } catch (error) {
      fail(error);
    }
  };
  return (
    <SignUpFrame
      title="Verify your phone number"
      lead="We will text a 6-digit code to your mobile phone."
      step={2}
      done={[1]}
      failure={failure}
    >
      <PhoneStep phoneNumber={progress.phoneNumber} onSubmit={submit} />
    </SignUpFrame>
  );
}

/** /sign-up/user/verify-phone */
export function InviteVerifyPhonePage() {
  const { progress, update } = useProgress('member', (p) => p.phoneOtpId !== '');
  const { failure, clear, fail, navigate } = useStepFailure(memberStepRefusedTo);
  if (!progress) return <Redirect to={invitePaths.invalid()} replace />;

  const verify = async (code: string) => {
    clear();
    try {
      await verifySmsOtpMc(code, progress.phoneOtpId);
      update({ phoneVerified: true });
      navigate(invitePaths.createPassword());
      return true;
    } catch (error) {
      return fail(error);
    }
  };
  const resend = async () => {
    clear();
    try {
      const sent = await registerPhoneNumberMc(progress.email, progress.phoneNumber);
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
      done={[1]}
      failure={failure}
      links={<Link href={invitePaths.phone()}>Change the number</Link>}
    >
      <CodeStep resendAt={progress.phoneResendAt} onResend={resend} onVerify={verify} />
    </SignUpFrame>
  );
}

/**
 * /sign-up/user/create-password: the account is created and signed in; the member is not
 * onboarded until the bank approves the details, which the join-company pages ask next.
 */
export function InviteCreatePasswordPage() {
  const { progress } = useProgress('member', (p) => p.phoneVerified);
  const { failure, clear, fail, navigate } = useStepFailure(memberStepRefusedTo);
  if (!progress) return <Redirect to={invitePaths.invalid()} replace />;

  const submit = async (password: string) => {
    clear();
    try {
      const { accessToken, refreshToken, companyName, status } = await setPasswordMc(
        progress.email,
        password,
      );
      await completeSignIn({ accessToken, refreshToken }, { companyName, status }, null);
      clearProgress();
      // spec-1 §4: the basic details come next (nonAdminSignUp), whatever the status screen.
      navigate(paths.onboarding.joinCompany.basicDetail(), { replace: true });
    } catch (error) {
      fail(error);
    }
  };
  return (
    <SignUpFrame
      title="Create your password"
      lead={`You will log in as ${progress.email} with this password.`}
      step={3}
      done={[1, 2]}
      failure={failure}
    >
      <PasswordStep email={progress.email} submitLabel="Create account" onSubmit={submit} />
    </SignUpFrame>
  );
}
