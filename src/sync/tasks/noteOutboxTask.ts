import { isApiError } from '../../api/ApiError';
import { dropPendingNote, pendingNotes } from '../../db/noteOutbox';
import { writeCachedNote } from '../../db/transactionEdits';
import { NOTE_TEXTS } from '../../shared/domain/attachments';
import { showToast } from '../../shared/ui/toastStore';
import { syncNow } from '../syncEngine';
import type { SyncTask } from '../syncTask';

/** Saves a note; answers the note the bank kept (cleaned). */
export type NoteSender = (transactionId: string, note: string) => Promise<string>;

/** The bank answered (a refusal, or an answer not of the contract): sending again will not help. */
export const answered = (error: unknown): boolean =>
  isApiError(error) && (error.kind === 'http' || error.kind === 'contract');

/** A kept note the bank refused: the spec's failure texts (the note reverts to the bank's). */
function sayRefused(): void {
  showToast({
    kind: 'error',
    title: NOTE_TEXTS.saveFailedTitle,
    message: NOTE_TEXTS.saveFailedBody,
  });
}

/**
 * Sends the notes typed while the bank could not be reached (src/db/noteOutbox.ts), oldest
 * first, whenever the sync runs: after login, on the online event, on focus and on its interval.
 * A saved note goes into the cached transaction and leaves the outbox; a note the bank refuses
 * (an answer, not a lost call) leaves it too and is said; a lost call keeps it and fails the run,
 * so the engine tries again. Then the transactions sync again, bringing the bank's notes.
 * Only notes: a money call is never kept for later (docs/architecture.md §4).
 */
export function noteOutboxTask(send: NoteSender, onRefused: () => void = sayRefused): SyncTask {
  return {
    store: 'noteOutbox',
    async run(db) {
      const waiting = await pendingNotes(db);
      for (const pending of waiting) {
        let kept: string;
        try {
          kept = await send(pending.transactionId, pending.note);
        } catch (error) {
          if (!answered(error)) throw error;
          await dropPendingNote(db, pending.transactionId, pending.typedAt);
          onRefused();
          continue;
        }
        await writeCachedNote(db, pending.transactionId, kept);
        await dropPendingNote(db, pending.transactionId, pending.typedAt);
      }
      if (waiting.length > 0) void syncNow(['transactions']);
    },
  };
}
