import { getFeatureToggles } from '../../api/settings';
import { TOGGLES_KEY, writeMeta } from '../../db/meta';
import type { FeatureToggles } from '../../shared/domain/toggles';
import type { SyncTask } from '../syncTask';

export function togglesTask(
  fetchToggles: () => Promise<FeatureToggles> = getFeatureToggles,
): SyncTask {
  return {
    store: 'toggles',
    async run(db) {
      await writeMeta(db, TOGGLES_KEY, await fetchToggles());
    },
  };
}
