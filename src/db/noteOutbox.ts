import type { BankDatabase } from './database';
import { NOTE_OUTBOX_PREFIX, pendingNoteKey } from './meta';

/**
 * The notes outbox: a note the bank could not take (offline, or the call was lost) is kept in
 * the user's cache, one per transaction, the last typed winning, until the sync sends it
 * (src/sync/tasks/noteOutboxTask.ts). A note is a low-risk write: nothing that moves money is
 * ever kept here. Logout deletes it with the rest of the user's database.
 */
export interface PendingNote {
  transactionId: string;
  note: string;
  /** When it was typed (ms): a send removes it only if no newer note replaced it meanwhile. */
  typedAt: number;
}

export async function keepPendingNote(
  db: BankDatabase,
  transactionId: string,
  note: string,
  typedAt = Date.now(),
): Promise<PendingNote> {
  const value: PendingNote = { transactionId, note, typedAt };
  await db.meta.put({ key: pendingNoteKey(transactionId), value, updatedAt: typedAt });
  return value;
}

export async function readPendingNote(
  db: BankDatabase,
  transactionId: string,
): Promise<PendingNote | undefined> {
  return (await db.meta.get(pendingNoteKey(transactionId)))?.value as PendingNote | undefined;
}

/** Every kept note, oldest first. */
export async function pendingNotes(db: BankDatabase): Promise<PendingNote[]> {
  const rows = await db.meta.where('key').startsWith(NOTE_OUTBOX_PREFIX).toArray();
  return rows.map((row) => row.value as PendingNote).toSorted((a, b) => a.typedAt - b.typedAt);
}

/**
 * The note was saved (or refused): it leaves the outbox, unless a newer one was typed since
 * (`typedAt` given) or whatever is there (`typedAt` omitted: a save online replaced it).
 */
export async function dropPendingNote(
  db: BankDatabase,
  transactionId: string,
  typedAt?: number,
): Promise<void> {
  await db.transaction('rw', db.meta, async () => {
    const kept = await readPendingNote(db, transactionId);
    if (kept && (typedAt === undefined || kept.typedAt === typedAt))
      await db.meta.delete(pendingNoteKey(transactionId));
  });
}
