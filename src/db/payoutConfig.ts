import { STATIC_PAYOUT_CONFIG, type PayoutConfig } from '../shared/domain/corridors';
import { PAYOUT_CONFIG_KEY } from './meta';
import { useMeta } from './useMeta';

/**
 * The bank's payout corridors and routes as the last sync stored them (payoutConfigTask); the
 * product's own tables before the first sync, after a failed one, or while the cache is read.
 */
export function usePayoutConfig(): PayoutConfig {
  return useMeta<PayoutConfig>(PAYOUT_CONFIG_KEY) ?? STATIC_PAYOUT_CONFIG;
}
