import {
  sendActPayment,
  sendLocalPayment,
  sendP2pPayment,
  sendRemittance,
} from '../shared/contracts/payments';
import type { AnswerOf } from '../shared/contracts/contract';
import type { PaymentRequest, PayoutCall } from '../shared/domain/payouts';
import type { MoneyIntent } from './client';
import { call } from './contractCall';

/** The answer of a payout: the transfer's (executed, or held for approval) and the fee charged. */
export type PaymentResult = AnswerOf<typeof sendLocalPayment>;

const CONTRACT_OF = {
  FAST: sendLocalPayment,
  ACT: sendActPayment,
  P2P: sendP2pPayment,
  REMITTANCE: sendRemittance,
} as const;

/**
 * Sends a payout by the call its method names (docs/decisions.md 'Payouts'; contracts:
 * src/shared/contracts/payments.ts). A money call: refused offline before it is sent, and the
 * intent's idempotency key makes a retry or a double click pay once.
 */
export function sendPayment(
  via: PayoutCall,
  request: PaymentRequest,
  intent: MoneyIntent,
): Promise<PaymentResult> {
  return call(CONTRACT_OF[via], { body: request, money: intent });
}
