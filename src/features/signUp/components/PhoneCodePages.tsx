import { Link, Redirect } from 'wouter';
import type { RegistrationStep } from './SignUpStepper';
import { CodeStep } from './CodeStep';
import { PhoneStep } from './PhoneStep';
import { SignUpFrame } from './SignUpFrame';
import type { SignUpProgress } from '../signUpProgress';
import { resendAtOf, useProgress, useStepFailure } from '../stepHooks';

/**
 * The phone number and its texted code, one pair of pages for the admin's sign-up and the invited
 * member's (spec-1 §4): they differ only in the calls they make, where a refusal sends the user,
 * which steps are done, and what follows the code.
 */
export interface PhoneFlow {
  kind: SignUpProgress['kind'];
  /** Texts a code to the number (the admin's or the member's -mc call). */
  send: (email: string, phoneNumber: string) => Promise<{ otpId: string; resendInSeconds: number }>;
  /** Where a refusal sends the user (a lost sign-up, an invitation no longer good), else null. */
  refusedTo: (error: unknown) => string | null;
  /** The page that explains a step opened out of order. */
  invalid: string;
  phone: string;
  verifyPhone: string;
  /** Steps already done while the phone is asked (the admin set the password first). */
  done: readonly RegistrationStep[];
}

/** The mobile number the code is texted to. */
export function PhoneNumberPage({ flow }: { flow: PhoneFlow }) {
  const ready = flow.kind === 'admin' ? (p: SignUpProgress) => p.passwordSet : hasInvitation;
  const { progress, update } = useProgress(flow.kind, ready);
  const { failure, clear, fail, navigate } = useStepFailure(flow.refusedTo);
  if (!progress) return <Redirect to={flow.invalid} replace />;

  const submit = async (phoneNumber: string) => {
    clear();
    try {
      const sent = await flow.send(progress.email, phoneNumber);
      update({
        phoneNumber,
        phoneOtpId: sent.otpId,
        phoneResendAt: resendAtOf(sent.resendInSeconds),
      });
      navigate(flow.verifyPhone);
    } catch (error) {
      fail(error);
    }
  };
  return (
    <SignUpFrame
      title="Verify your phone number"
      lead="We will text a 6-digit code to your mobile phone."
      step={2}
      done={flow.done}
      failure={failure}
    >
      <PhoneStep phoneNumber={progress.phoneNumber} onSubmit={submit} />
    </SignUpFrame>
  );
}

const hasInvitation = (p: SignUpProgress) => p.invitation !== null;

/**
 * The texted code, with a resend after the countdown. `verified` makes the flow's call with the
 * code and answers where the flow goes next (the code page is replaced: its code is spent); it
 * throws the bank's refusal, said on the page or sent where `refusedTo` says.
 */
export function PhoneCodePage({
  flow,
  verified,
}: {
  flow: PhoneFlow;
  verified: (
    code: string,
    progress: SignUpProgress,
    update: (change: Partial<SignUpProgress>) => void,
  ) => Promise<string>;
}) {
  const { progress, update } = useProgress(flow.kind, (p) => p.phoneOtpId !== '');
  const { failure, clear, fail, navigate } = useStepFailure(flow.refusedTo);
  if (!progress) return <Redirect to={flow.invalid} replace />;

  const verify = async (code: string) => {
    clear();
    try {
      navigate(await verified(code, progress, update), { replace: true });
      return true;
    } catch (error) {
      return fail(error);
    }
  };
  const resend = async () => {
    clear();
    try {
      const sent = await flow.send(progress.email, progress.phoneNumber);
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
      done={flow.done}
      failure={failure}
      links={<Link href={flow.phone}>Change the number</Link>}
    >
      <CodeStep resendAt={progress.phoneResendAt} onResend={resend} onVerify={verify} />
    </SignUpFrame>
  );
}
