import { isApiError } from '../../api/ApiError';
import { paths } from '../../shared/routing/paths';
import { describeSignUpFailure, isSignUpLost } from './signUpFailure';
import { readProgress, rememberInvitationFailure } from './signUpProgress';

/** The refusals that end an invitation's sign-up here: /accept-invite/invalid explains them. */
const INVITATION_REFUSALS = [
  'INVALID_CODE',
  'CODE_EXPIRED',
  'INVITATION_CANCELLED',
  'INVITATION_CANCELLED_RESEND',
  'INVITATION_REVOKED',
  'ACCOUNT_ALREADY_CREATED',
  'RESOURCE_NOT_FOUND',
];

/** Said when this tab's invitation sign-up is gone (opened in another browser or tab). */
export const INVITATION_LOST =
  'This invitation was opened in another browser or tab, so this one cannot go on with it. Open the invitation again here to start over.';

/**
 * Where a refused step of the invitation goes: /accept-invite/invalid, with why (and the e-mail
 * and code a new code is asked for with), when the invitation can no longer be used here; null
 * when the page says it itself (a wrong SMS code, a password refused, the wait for a code).
 */
export function invitationRefusedTo(
  error: unknown,
  invitation: { email: string; code: string },
): string | null {
  if (!isApiError(error) || !INVITATION_REFUSALS.includes(error.code)) return null;
  rememberInvitationFailure({
    ...invitation,
    errorCode: error.code,
    message: isSignUpLost(error) ? INVITATION_LOST : describeSignUpFailure(error).message,
  });
  return paths.onboarding.invite.invalid();
}

/** The same, for a step of this tab's member sign-up. */
export function memberStepRefusedTo(error: unknown): string | null {
  const progress = readProgress();
  return invitationRefusedTo(error, {
    email: progress?.email ?? '',
    code: progress?.invitation?.code ?? '',
  });
}
