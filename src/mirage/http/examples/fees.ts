import type { Examples } from './example';

/** S$1,000.00 to a corridor country (Australia), and the same to Singapore for the local fee. */
const feeBody = (destinationCountryCode: string) => ({
  body: { senderAmount: 1_000_000_000, senderCurrency: 'SGD', destinationCountryCode },
});

export const FEE_EXAMPLES: Examples = {
  'fees.remittance': () => feeBody('AU'),
  'fees.local': () => feeBody('SG'),
  'fees.payout': () => feeBody('AU'),
  'fees.payoutV3': () => feeBody('SG'),
};
