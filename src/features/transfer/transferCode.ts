import { describeCodeFailure } from '../../api/codeFailures';
import type { CodeSession } from '../../entities/money/moneyAction';
import { codeBindingOf, type CodeAuthorisation } from '../../shared/domain/codeAuthorisation';
import type { CodeMethod } from '../../shared/ui/VerifyCodeDialog';
import { sendTransferCode, verifyTransferCode } from './actions';

/** Written for this product: the rate ran out while the code was being entered. */
export const RATE_EXPIRED_NOTICE =
  'The exchange rate has expired, so nothing was sent. Please refresh the rate and confirm again.';

/** The code methods of a transfer: the authenticator first when the user prefers it. */
export function transferCodeMethods(authenticatorPreferred: boolean): CodeMethod[] {
  return authenticatorPreferred ? ['TOTP', 'SMS'] : ['SMS'];
}

/**
 * The code of an exchange, internal transfer or payout, bound to what its dialog shows
 * (`authorisation`); the SMS reference is kept between send and verify.
 */
export function transferCode(authorisation: CodeAuthorisation): CodeSession {
  const binding = codeBindingOf(authorisation);
  let otpRefId: string | null = null;
  return {
    authorisation,
    send: async () => {
      const sent = await sendTransferCode(binding);
      otpRefId = sent.otpRefId;
      return sent.delivery;
    },
    verify: (method, code) => verifyTransferCode(method, code, binding, otpRefId),
    describe: describeCodeFailure,
  };
}
