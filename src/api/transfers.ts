import {
  sendPayoutCode as sendCodeContract,
  verifyPayoutCode as verifyCodeContract,
  verifyPayoutTotp as verifyTotpContract,
} from '../shared/contracts/payoutCodes';
import { submitTransfer } from '../shared/contracts/transfers';
import type {
  CodeBinding,
  PayoutCodeChannel,
  PayoutCodeIssued,
  PayoutCodeVerified,
  TransferRequest,
  TransferResult,
} from '../shared/domain/transfers';
import type { MoneyIntent } from './client';
import { call } from './contractCall';

/**
 * Exchange or internal transfer (docs/decisions/exchange.md: both transfers.submit, in the exchange or the
 * internal-transfer shape; contracts: src/shared/contracts/transfers.ts). A money call: refused
 * offline before it is sent, and the intent's idempotency key makes a retry or a double click
 * move nothing twice.
 */
export function submitExchange(
  request: TransferRequest,
  intent: MoneyIntent,
): Promise<TransferResult> {
  return call(submitTransfer, { body: request, money: intent });
}

/** payoutCodes.send: a transfer code by SMS (or e-mail), bound to what it will authorise. */
export function sendPayoutCode(
  binding: CodeBinding,
  otpType: PayoutCodeChannel = 'SMS',
): Promise<PayoutCodeIssued> {
  return call(sendCodeContract, { body: { ...binding, otpType } });
}

/** payoutCodes.verify: answers the otpReferenceID to send. */
export function verifyPayoutCode(otp: string, otpRefId: string): Promise<PayoutCodeVerified> {
  return call(verifyCodeContract, { body: { otp, otpRefId } });
}

/** payoutCodes.verifyTotp: an authenticator-app code for the same binding; answers the totpReferenceID to send. */
export function verifyPayoutTotp(totp: string, binding: CodeBinding): Promise<PayoutCodeVerified> {
  return call(verifyTotpContract, { body: { ...binding, totp } });
}
