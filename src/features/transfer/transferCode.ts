import { describeCodeFailure, guardCodeLock } from '../../api/codeFailures';
import { sendPayoutCode, verifyPayoutCode, verifyPayoutTotp } from '../../api/payoutCodes';
import type { CodeSession } from '../../entities/money/moneyAction';
import { codeBindingOf, type CodeAuthorisation } from '../../shared/domain/codeAuthorisation';
import type { CodeBinding } from '../../shared/domain/transfers';
import type { CodeDelivery, CodeMethod } from '../../shared/ui/VerifyCodeDialog';

/** Written for this product: the rate ran out while the code was being entered. */
export const RATE_EXPIRED_NOTICE =
  'The exchange rate has expired, so nothing was sent. Please refresh the rate and confirm again.';

/** The code methods of a transfer: the authenticator first when the user prefers it. */
export function transferCodeMethods(authenticatorPreferred: boolean): CodeMethod[] {
  return authenticatorPreferred ? ['TOTP', 'SMS'] : ['SMS'];
}

/** Sends an SMS code for the transfer; the otpRefID is what the verify call needs. */
export async function sendTransferCode(
  binding: CodeBinding,
): Promise<{ delivery: CodeDelivery; otpRefId: string }> {
  const issued = await guardCodeLock(() => sendPayoutCode(binding, 'SMS'));
  return {
    delivery: { destination: issued.maskedPhone, resendInSeconds: issued.resendInSeconds },
    otpRefId: issued.otpRefID,
  };
}

/** Checks an SMS or authenticator code; answers the reference the transfer carries. A lock forces logout. */
export async function verifyTransferCode(
  method: CodeMethod,
  code: string,
  binding: CodeBinding,
  otpRefId: string | null,
  batchReferenceId?: string,
): Promise<string> {
  const verified = await guardCodeLock(() =>
    method === 'TOTP'
      ? verifyPayoutTotp(code, binding)
      : verifyPayoutCode(code, otpRefId ?? '', batchReferenceId),
  );
  return verified.referenceId;
}

/**
 * The code of an exchange, internal transfer, payout or batch, bound to what its dialog shows
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
    // A batch's SMS code is checked with its batch (batchReferenceID, spec-2 §7).
    verify: (method, code) =>
      verifyTransferCode(
        method,
        code,
        binding,
        otpRefId,
        authorisation.kind === 'batch' ? authorisation.batchReferenceId : undefined,
      ),
    describe: describeCodeFailure,
  };
}
