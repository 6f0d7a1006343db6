import type { CodeBinding, PayoutCodeIssued, PayoutCodeVerified, TransferRequest, TransferResult } from '../shared/domain/transfers';
import { apiRequest, type MoneyIntent } from './client';

/**
 * Exchange or internal transfer (DECISIONS: both POST /v1/boom/transfers, in the exchange or
 * the internal-transfer shape). A money call: refused offline before it is sent, and the
 * intent's idempotency key makes a retry or a double click move nothing twice.
 */
export function submitExchange(request: TransferRequest, intent: MoneyIntent): Promise<TransferResult> {
  return apiRequest<TransferResult>('/v1/boom/transfers', { method: 'POST', body: request, money: intent });
}

/** Sends a transfer code by SMS (or e-mail), bound to what it will authorise. */
export function sendPayoutCode(binding: CodeBinding, otpType: 'SMS' | 'EMAIL' = 'SMS'): Promise<PayoutCodeIssued> {
  return apiRequest<PayoutCodeIssued>('/boom/v3/payouts/otp/generate-payout-otp', { method: 'POST', body: { ...binding, otpType } });
}

export function verifyPayoutCode(otp: string, otpRefId: string): Promise<PayoutCodeVerified> {
  return apiRequest<PayoutCodeVerified>('/boom/v3/payouts/otp/verify-payout-otp', { method: 'POST', body: { otp, otpRefId } });
}

/** An authenticator-app code for the same binding; answers the totpReferenceID to send. */
export function verifyPayoutTotp(totp: string, binding: CodeBinding): Promise<PayoutCodeVerified> {
  return apiRequest<PayoutCodeVerified>('/boom/v3/payouts/otp/verify-payout-totp', { method: 'POST', body: { ...binding, totp } });
}
