import { session } from '../../api/session';
import type { BankDatabase } from '../../db/database';
import { readMeta, TOGGLES_KEY } from '../../db/meta';
import { isToggleOn, type FeatureToggles } from '../../shared/domain/toggles';
import { mayTransfer } from '../../shared/domain/transfers';

/**
 * Whether the signed-in role may transfer (the bank refuses the payout calls of the others with
 * NO_PERMISSION_API): recipients and the payout configuration are synced for those roles only.
 */
export async function mayTransferNow(db: BankDatabase): Promise<boolean> {
  const role = session.claims?.role;
  if (!role) return false;
  const toggles = await readMeta<FeatureToggles>(db, TOGGLES_KEY);
  // Toggles not synced yet: ask the bank, which refuses a role that may not.
  const approvalsOn = !toggles || isToggleOn(toggles, 'approvals', session.claims?.email ?? '');
  return mayTransfer(role, approvalsOn);
}
