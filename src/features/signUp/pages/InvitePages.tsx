import '../../../shared/ui/AuthPanel.css';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { updateMagicCode, verifyMagicCode } from '../actions';
import { ROLE_LABELS } from '../../../shared/domain/roles';
import { paths } from '../../../shared/routing/paths';
import { Alert } from '../../../shared/ui/Alert';
import { Button } from '../../../shared/ui/Button';
import { SignUpFrame, type StepFailure } from '../components/SignUpFrame';
import { invitationRefusedTo } from '../invitationFailure';
import { describeSignUpFailure } from '../signUpFailure';
import {
  readInvitationFailure,
  rememberInvitationFailure,
  startProgress,
  type InvitationDetails,
} from '../signUpProgress';

const invitePaths = paths.onboarding.invite;

/** Said when the link lacks its e-mail or code (cut when copied). */
export const INVITATION_LINK_INCOMPLETE =
  'This invitation link is incomplete. Open it again from the invitation e-mail, or ask your company admin to send a new one.';

/**
 * /accept-invite?email=&code= (spec-1 §4 Invited member, step 1): the invitation is checked as
 * the page opens; it shows the company and the role, and Continue leads to the phone step. An
 * invitation that cannot be used goes to /accept-invite/invalid, which says why.
 */
export function AcceptInvitePage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const [invitation, setInvitation] = useState<(InvitationDetails & { email: string }) | null>(
    null,
  );
  const [failure, setFailure] = useState<StepFailure | null>(null);
  const asked = useRef('');

  useEffect(() => {
    const params = new URLSearchParams(search);
    const email = params.get('email')?.trim() ?? '';
    const code = params.get('code')?.trim() ?? '';
    // Once per link (React may run an effect twice in development).
    if (asked.current === search) return;
    asked.current = search;
    if (!email || !code) {
      rememberInvitationFailure({
        email,
        code,
        errorCode: '',
        message: INVITATION_LINK_INCOMPLETE,
      });
      navigate(invitePaths.invalid(), { replace: true });
      return;
    }
    verifyMagicCode(email, code).then(
      (answer) => {
        const details = { code, ...answer };
        startProgress({
          kind: 'member',
          email: answer.emailAddress,
          emailVerified: true,
          invitation: details,
        });
        setInvitation({ ...details, email: answer.emailAddress });
      },
      (error: unknown) => {
        const to = invitationRefusedTo(error, { email, code });
        if (to) navigate(to, { replace: true });
        else setFailure(describeSignUpFailure(error));
      },
    );
  }, [search, navigate]);

  if (!invitation)
    return (
      <SignUpFrame title="Join your team" step={1} failure={failure}>
        {!failure && <p className="auth-panel__lead">Checking your invitation…</p>}
      </SignUpFrame>
    );
  return (
    <SignUpFrame
      title={`Join ${invitation.corporateName}`}
      lead={`${invitation.corporateName} invited you to join as ${ROLE_LABELS[invitation.memberRole]}. You will log in as ${invitation.email}.`}
      step={1}
      done={[1]}
    >
      <Button variant="primary" fullWidth onClick={() => navigate(invitePaths.phone())}>
        Continue
      </Button>
    </SignUpFrame>
  );
}

/**
 * /accept-invite/invalid: why the invitation cannot be used, and what to do. An expired
 * invitation offers 'Send me a new code' (update-magic-code: a new link by e-mail).
 */
export function InviteInvalidPage() {
  const [said] = useState(readInvitationFailure);
  const [failure, setFailure] = useState<StepFailure | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const canRenew = said?.errorCode === 'INVITATION_CANCELLED_RESEND' && !sent;

  const renew = async () => {
    if (!said) return;
    setFailure(null);
    setSending(true);
    try {
      await updateMagicCode(said.email, said.code);
      setSent(true);
    } catch (error) {
      setFailure(describeSignUpFailure(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <SignUpFrame
      title="This invitation can't be used"
      lead={
        said?.message ??
        'This invitation link is not valid. Open it again from the invitation e-mail, or ask your company admin for a new invitation.'
      }
      failure={failure}
      links={<Link href={paths.auth.login()}>Back to login</Link>}
    >
      {sent && said && (
        <Alert kind="success" title="New code sent">
          We have sent a new invitation to {said.email}. Open the link in that e-mail to continue.
        </Alert>
      )}
      {canRenew && (
        <Button variant="primary" fullWidth loading={sending} onClick={() => void renew()}>
          Send me a new code
        </Button>
      )}
      {said?.errorCode === 'RESOURCE_NOT_FOUND' && (
        <Link href={invitePaths.accept({ email: said.email, code: said.code })}>
          Open the invitation again
        </Link>
      )}
    </SignUpFrame>
  );
}
