import {
  sendPayoutCode as sendCodeContract,
  verifyPayoutCode as verifyCodeContract,
  verifyPayoutTotp as verifyTotpContract,
} from '../shared/contracts/payoutCodes';
import type {
  CodeBinding,
  PayoutCodeChannel,
  PayoutCodeIssued,
  PayoutCodeVerified,
} from '../shared/domain/transfers';
import { call } from './contractCall';

/** Transfer codes that authorise a payout (contracts: src/shared/contracts/payoutCodes.ts). */

/** payoutCodes.send: a transfer code by SMS (or e-mail), bound to what it will authorise. */
export function sendPayoutCode(
  binding: CodeBinding,
  otpType: PayoutCodeChannel = 'SMS',
): Promise<PayoutCodeIssued> {
  return call(sendCodeContract, { body: { ...binding, otpType } });
}

/**
 * payoutCodes.verify: answers the otpReferenceID to send. A batch's code is checked with its
 * batch's id (spec-2 §7 `batchReferenceID`): the bank refuses a code bound to another batch.
 */
export function verifyPayoutCode(
  otp: string,
  otpRefId: string,
  batchReferenceID?: string,
): Promise<PayoutCodeVerified> {
  return call(verifyCodeContract, {
    body: batchReferenceID === undefined ? { otp, otpRefId } : { otp, otpRefId, batchReferenceID },
  });
}

/** payoutCodes.verifyTotp: an authenticator-app code for the same binding; answers the totpReferenceID to send. */
export function verifyPayoutTotp(totp: string, binding: CodeBinding): Promise<PayoutCodeVerified> {
  return call(verifyTotpContract, { body: { ...binding, totp } });
}
