import { guardCodeLock } from '../../api/codeFailures';
import type { MoneyIntent } from '../../api/client';
import {
  sendPayoutCode,
  submitExchange,
  verifyPayoutCode,
  verifyPayoutTotp,
} from '../../api/transfers';
import { writeThrough } from '../../sync/writeThrough';
import {
  transferParties,
  type CodeBinding,
  type TransferRequest,
  type TransferResult,
} from '../../shared/domain/transfers';
import type { CodeDelivery, CodeMethod } from '../../shared/ui/VerifyCodeDialog';

/** What a transfer code is bound to: the amount and the payee it authorises (docs/decisions.md), in either request shape. */
export function codeBindingFor(request: TransferRequest): CodeBinding {
  const { from, to, amount } = transferParties(request);
  return { purpose: 'transfer', subject: from, payee: to, amount };
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
): Promise<string> {
  const verified = await guardCodeLock(() =>
    method === 'TOTP' ? verifyPayoutTotp(code, binding) : verifyPayoutCode(code, otpRefId ?? ''),
  );
  return verified.referenceId;
}

/** The request with the verified code's reference in the field its method uses. */
export function withCodeReference(
  request: TransferRequest,
  method: CodeMethod,
  reference: string,
): TransferRequest {
  return method === 'TOTP'
    ? { ...request, totpReferenceID: reference }
    : { ...request, otpReferenceID: reference };
}

/**
 * Submits the exchange or internal transfer. Once the bank says it executed, its records go
 * into the cache at once (write-through) and the touched stores sync; a request held for
 * approval moved nothing yet.
 */
export async function confirmTransfer(
  request: TransferRequest,
  intent: MoneyIntent,
): Promise<TransferResult> {
  const result = await submitExchange(request, intent);
  if (result.approvalStatus !== 'PendingCheck')
    void writeThrough(result.touched, ['accounts', 'transactions']);
  return result;
}
