import { getCorridors, getPayoutRoutes } from '../../api/payoutConfig';
import { PAYOUT_CONFIG_KEY, writeMeta } from '../../db/meta';
import type { Corridor, PayoutConfig, RouteTime } from '../../shared/domain/corridors';
import type { SyncTask } from '../syncTask';
import { mayTransferNow } from './mayTransferNow';

/**
 * The bank's payout corridors and routes (spec-2 §7 configuration calls), kept in meta so the
 * add-recipient form, the transfer time notes and the calculator read the bank's word, offline
 * too (src/db/payoutConfig.ts). Written only when both calls answered: a failed run keeps the last
 * configuration, or the product's own tables before any. Roles that may not transfer ask nothing
 * (the bank refuses them).
 */
export function payoutConfigTask(
  fetchCorridors: () => Promise<Corridor[]> = getCorridors,
  fetchRoutes: () => Promise<RouteTime[]> = getPayoutRoutes,
): SyncTask {
  return {
    store: 'payoutConfig',
    async run(db) {
      if (!(await mayTransferNow(db))) return;
      const [corridors, routes] = await Promise.all([fetchCorridors(), fetchRoutes()]);
      const config: PayoutConfig = { corridors, routes };
      await writeMeta(db, PAYOUT_CONFIG_KEY, config);
    },
  };
}
