import { Redirect } from 'wouter';
import { paths } from '../../../shared/routing/paths';
import { completeSignIn, registerPhoneNumber, setPassword, verifySmsOtp } from '../actions';
import { PasswordStep } from '../components/PasswordStep';
import { PhoneCodePage, PhoneNumberPage, type PhoneFlow } from '../components/PhoneCodePages';
import { SignUpFrame } from '../components/SignUpFrame';
import { isSignUpLost } from '../signUpFailure';
import { clearProgress } from '../signUpProgress';
import { useProgress, useStepFailure } from '../stepHooks';

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

const adminPhone: PhoneFlow = {
  kind: 'admin',
  send: registerPhoneNumber,
  refusedTo: lostTo,
  invalid: signUpPaths.invalid(),
  phone: signUpPaths.phone(),
  verifyPhone: signUpPaths.verifyPhone(),
  done: [1, 3],
};

/** /sign-up/phone: the mobile number the last code is texted to. */
export function PhonePage() {
  return <PhoneNumberPage flow={adminPhone} />;
}

/** /sign-up/verify-phone: the texted code; the account is created and the admin lands on onboarding. */
export function VerifyPhonePage() {
  return (
    <PhoneCodePage
      flow={adminPhone}
      verified={async (code, progress) => {
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
        return target;
      }}
    />
  );
}
