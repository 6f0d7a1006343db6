import { getRecipients } from '../../api/recipients';
import type { BankDatabase } from '../../db/database';
import { replaceAll } from '../../db/replaceRows';
import { recipientRow } from '../../db/toRows';
import type { Recipient } from '../../shared/domain/recipient';
import type { SyncTask } from '../syncTask';
import { mayTransferNow } from './mayTransferNow';

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
      // Whoever may transfer sees recipients.
      if (!(await mayTransferNow(db))) {
        await db.recipients.clear();
        return;
      }
      await replaceAll(db.recipients, (await fetchRecipients()).map(recipientRow));
    },
  };
}
