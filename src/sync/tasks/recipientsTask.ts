import { getRecipients } from '../../api/recipients';
import { session } from '../../api/session';
import type { BankDatabase } from '../../db/database';
import { readMeta, TOGGLES_KEY } from '../../db/meta';
import { replaceAll } from '../../db/replaceRows';
import { recipientRow } from '../../db/toRows';
import type { Recipient } from '../../shared/domain/recipient';
import { isToggleOn, type FeatureToggles } from '../../shared/domain/toggles';
import { mayTransfer } from '../../shared/domain/transfers';
import type { SyncTask } from '../syncTask';

/** Whoever may transfer sees recipients (the bank refuses the others with NO_PERMISSION_API). */
async function maySeeRecipients(db: BankDatabase): Promise<boolean> {
  const role = session.claims?.role;
  if (!role) return false;
  const toggles = await readMeta<FeatureToggles>(db, TOGGLES_KEY);
  // Toggles not synced yet: ask the bank, which refuses a role that may not.
  const approvalsOn = !toggles || isToggleOn(toggles, 'approvals', session.claims?.email ?? '');
  return mayTransfer(role, approvalsOn);
}

/**
 * The company's recipients, local and overseas, replaced whole (a recipient another user deleted
 * is gone), so the lists read offline (src/db/recipientReads.ts). A role that may not see them
 * keeps none.
 */
export function recipientsTask(
  fetchRecipients: () => Promise<Recipient[]> = getRecipients,
): SyncTask {
  return {
    store: 'recipients',
    async run(db: BankDatabase) {
      if (!(await maySeeRecipients(db))) {
        await db.recipients.clear();
        return;
      }
      await replaceAll(db.recipients, (await fetchRecipients()).map(recipientRow));
    },
  };
}
