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

/**
 * Sends a payout by the call its method names (docs/decisions/payouts.md 'Payouts'; contracts:
 * src/shared/contracts/payments.ts). A money call: refused offline before it is sent, and the
 * intent's idempotency key makes a retry or a double click pay once. The answer's records go to
 * the cache from the feature (confirmPayment, src/features/transfer/payout/actions.ts): src/api
 * does not reach the cache (docs/architecture.md §2).
 */
export function sendPayment(
  via: PayoutCall,
  request: PaymentRequest,
  intent: MoneyIntent,
): Promise<PaymentResult> {
  const options = { body: request, money: intent };
  // One call per method, written out: scripts/spec-coverage.mjs reads each call(...) literally.
  switch (via) {
    case 'FAST':
      return call(sendLocalPayment, options);
    case 'ACT':
      return call(sendActPayment, options);
    case 'P2P':
      return call(sendP2pPayment, options);
    case 'REMITTANCE':
      return call(sendRemittance, options);
  }
}
