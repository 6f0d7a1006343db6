/**
 * spec-2 §5 Rate reference (constants.tsv rate_reference_always_currencies,
 * rate_reference_sgd_sender_currencies): the quote's reference (fxReferenceID) goes with a
 * remittance only to these currencies, the second list only from an SGD account.
 */
export const RATE_REFERENCE_ALWAYS: readonly string[] = [
  'IDR',
  'MYR',
  'TWD',
  'VND',
  'PHP',
  'INR',
  'NOK',
  'SEK',
  'CAD',
  'BRL',
  'KRW',
  'LKR',
  'DKK',
  'TRY',
  'CNY',
];
export const RATE_REFERENCE_FROM_SGD: readonly string[] = [
  'USD',
  'AUD',
  'GBP',
  'HKD',
  'EUR',
  'JPY',
  'THB',
  'CHF',
];

/** Whether a remittance to `destination` from a `sender` account carries the rate reference. */
export function keepsRateReference(destination: string, sender: string): boolean {
  return (
    RATE_REFERENCE_ALWAYS.includes(destination) ||
    (sender === 'SGD' && RATE_REFERENCE_FROM_SGD.includes(destination))
  );
}
