import { corridorOf } from '../../shared/domain/corridors';
import { MICROS_PER_UNIT as UNIT } from '../../shared/money';
import { BankError } from '../types';

/**
 * spec-2 §4 Other rules and §7 Fees: what a payout costs, in integer micro-units of the sender's
 * currency. The spec gives no fee schedule per corridor (§9 'not shown'): a telegraphic or overseas
 * payout costs a flat fee per sender currency (docs/decisions/payouts.md 'Payout corridors and fees').
 */

/** The flat fee per sender currency, in micro-units; a currency not listed pays fee_default, 0. */
export const FLAT_PAYOUT_FEE: Readonly<Record<string, number>> = {
  SGD: 10 * UNIT,
  USD: 8 * UNIT,
  EUR: 7 * UNIT,
  GBP: 6 * UNIT,
  AUD: 10 * UNIT,
  HKD: 60 * UNIT,
  CHF: 7 * UNIT,
  JPY: 1_000 * UNIT,
  THB: 250 * UNIT,
};

export interface FeeRequest {
  senderAmount: number;
  senderCurrency: string;
  destinationCountryCode: string;
  destinationAmount?: number;
  calculateSourceAmtFromDestAmt?: boolean;
}

export interface Fee {
  fee: number;
  currency: string;
}

/** The amount the fee is for: the destination amount when the sender amount is derived from it. */
const isZeroAmount = (r: FeeRequest) =>
  r.calculateSourceAmtFromDestAmt ? (r.destinationAmount ?? 0) === 0 : r.senderAmount === 0;

const flatFee = (currency: string) => FLAT_PAYOUT_FEE[currency] ?? 0;

/** A local payout (to Singapore): FAST in SGD is free; a payout in another currency is a local TT. */
export function localFee(r: FeeRequest): Fee {
  const free = isZeroAmount(r) || r.senderCurrency === 'SGD';
  return { fee: free ? 0 : flatFee(r.senderCurrency), currency: r.senderCurrency };
}

/** A remittance: to a corridor country only (Singapore is local, not overseas). */
export function remittanceFee(r: FeeRequest): Fee {
  if (!corridorOf(r.destinationCountryCode))
    throw new BankError(
      400,
      'INVALID_PARAM_ERROR',
      `The product does not send overseas payouts to ${r.destinationCountryCode}.`,
      { field: 'destinationCountryCode' },
    );
  return { fee: isZeroAmount(r) ? 0 : flatFee(r.senderCurrency), currency: r.senderCurrency };
}

/** The payout fee calls: a payout to Singapore is local, any other a remittance. */
export const payoutFee = (r: FeeRequest): Fee =>
  r.destinationCountryCode === 'SG' ? localFee(r) : remittanceFee(r);
