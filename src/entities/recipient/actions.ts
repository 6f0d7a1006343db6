import { isApiError } from '../../api/ApiError';
import { deleteRecipient } from '../../api/recipients';
import type { Recipient } from '../../shared/domain/recipient';
import { writeRecipientThrough } from '../../sync/writeThrough';

/**
 * Deletes a recipient for every user of the company (online only, like every write:
 * docs/decisions/offline-pwa.md 'Every write is online-only'; DeleteRecipientDialog sends it through the
 * money protocol, which refuses it offline); when the bank says yes, the cached lists drop it at once. A recipient the bank no longer has (another user
 * deleted it: RECIPIENT_NOT_FOUND) is what was asked for, so it counts as deleted
 * (docs/decisions/recipients.md 'Recipient lists'). Any other failure rejects.
 */
export async function removeRecipient(recipient: Recipient): Promise<void> {
  try {
    await deleteRecipient(recipient.displayReferenceId);
  } catch (error) {
    if (!(isApiError(error) && error.code === 'RECIPIENT_NOT_FOUND')) throw error;
  }
  await writeRecipientThrough({ deletedId: recipient.displayReferenceId });
}
