import { useSnapshot } from 'valtio';
import { session } from '../../../api/session';
import { TOGGLES_KEY } from '../../../db/meta';
import { useMeta } from '../../../db/useMeta';
import { isToggleOn, type FeatureToggles } from '../../../shared/domain/toggles';

/** Whether the batch capability (toggle batchTransfer) is on for this user; off until read. */
export function useBatchToggle(): boolean {
  const toggles = useMeta<FeatureToggles>(TOGGLES_KEY);
  const email = useSnapshot(session).claims?.email ?? '';
  return toggles ? isToggleOn(toggles, 'batchTransfer', email) : false;
}
