import type { Examples } from './example';

export const PAYOUT_CONFIG_EXAMPLES: Examples = {
  'payoutConfig.corridors': () => ({}),
  'payoutConfig.routes': () => ({}),
  'payoutConfig.purposes': () => ({ body: { destinationCountryCode: 'IN', currency: 'INR' } }),
};
