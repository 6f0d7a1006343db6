import { Redirect } from 'wouter';
import { paths } from '../../../shared/routing/paths';
import { completeSignIn, registerPhoneNumberMc, setPasswordMc, verifySmsOtpMc } from '../actions';
import { PasswordStep } from '../components/PasswordStep';
import { PhoneCodePage, PhoneNumberPage, type PhoneFlow } from '../components/PhoneCodePages';
import { SignUpFrame } from '../components/SignUpFrame';
import { memberStepRefusedTo } from '../invitationFailure';
import { clearProgress } from '../signUpProgress';
import { useProgress, useStepFailure } from '../stepHooks';

/*
 * The invited member's steps after the invitation (spec-1 §4 Invited member): phone, its code,
 * then the password, which creates the account in the inviting company. The member's details
 * (nonAdminSignUp) come next, on the join-company pages.
 */
const invitePaths = paths.onboarding.invite;

const memberPhone: PhoneFlow = {
  kind: 'member',
  send: registerPhoneNumberMc,
  refusedTo: memberStepRefusedTo,
  invalid: invitePaths.invalid(),
  phone: invitePaths.phone(),
  verifyPhone: invitePaths.verifyPhone(),
  done: [1],
};

/** /sign-up/user/phone */
export function InvitePhonePage() {
  return <PhoneNumberPage flow={memberPhone} />;
}

/** /sign-up/user/verify-phone */
export function InviteVerifyPhonePage() {
  return (
    <PhoneCodePage
      flow={memberPhone}
      verified={async (code, progress, update) => {
        await verifySmsOtpMc(code, progress.phoneOtpId);
        update({ phoneVerified: true });
        return invitePaths.createPassword();
      }}
    />
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
