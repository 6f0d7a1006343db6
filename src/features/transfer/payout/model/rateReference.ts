import {
  OVERSEAS_CURRENCIES,
  SG_LOCAL_CURRENCIES,
} from '../../../../shared/domain/recipients/types';

/*
 * spec-2 §5 Rate reference: the quote's reference (fxReferenceID) goes with a remittance to some
 * currencies always, to others only from an SGD account. The spec's two lists
 * (constants.tsv rate_reference_always_currencies, rate_reference_sgd_sender_currencies) are the
 * recipient currencies a Singapore account cannot hold, and those it can but SGD: they are read
 * from spec-2 §3's currency lists so the two cannot drift apart (held against constants.tsv by
 * overseasPayoutSchema.test.ts).
 */
const singaporeHeld: readonly string[] = SG_LOCAL_CURRENCIES;

/** IDR, MYR, TWD, VND, PHP, INR, NOK, SEK, CAD, BRL, KRW, LKR, DKK, TRY, CNY. */
export const RATE_REFERENCE_ALWAYS: readonly string[] = OVERSEAS_CURRENCIES.filter(
  (c) => !singaporeHeld.includes(c),
);
/** USD, AUD, GBP, HKD, EUR, JPY, THB, CHF. */
export const RATE_REFERENCE_FROM_SGD: readonly string[] = SG_LOCAL_CURRENCIES.filter(
  (c) => c !== 'SGD' && c !== 'MCA',
);

/** Whether a remittance to `destination` from a `sender` account carries the rate reference. */
export function keepsRateReference(destination: string, sender: string): boolean {
  return (
    RATE_REFERENCE_ALWAYS.includes(destination) ||
    (sender === 'SGD' && RATE_REFERENCE_FROM_SGD.includes(destination))
  );
}
