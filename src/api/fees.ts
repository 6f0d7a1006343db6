import {
  localFee,
  payoutFee,
  payoutFeeV3,
  remittanceFee,
  type FeeRequest,
  type PayoutFee,
} from '../shared/contracts/fees';
import { call } from './contractCall';

/** spec-2 §7 Fees (contracts: src/shared/contracts/fees.ts); fee in micro-units of `currency`. */

/** fees.local: a payout to Singapore (FAST and SGD are free). */
export function getLocalFee(request: FeeRequest): Promise<PayoutFee> {
  return call(localFee, { body: request });
}

/** fees.remittance: an overseas remittance to a corridor country. */
export function getRemittanceFee(request: FeeRequest): Promise<PayoutFee> {
  return call(remittanceFee, { body: request });
}

/** fees.payout: either, told by destinationCountryCode (Singapore is local). */
export function getPayoutFee(request: FeeRequest): Promise<PayoutFee> {
  return call(payoutFee, { body: request });
}

/**
 * fees.payoutV3: the same prices; the calculator asks it for a typed receiving amount
 * (destinationAmount with calculateSourceAmtFromDestAmt, the sending amount derived from it).
 */
export function getPayoutFeeV3(request: FeeRequest): Promise<PayoutFee> {
  return call(payoutFeeV3, { body: request });
}
