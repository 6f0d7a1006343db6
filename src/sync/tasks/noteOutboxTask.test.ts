import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/ApiError';
import { BankDatabase } from '../../db/database';
import { keepPendingNote, pendingNotes, readPendingNote } from '../../db/noteOutbox';
import { transactionRow } from '../../db/toRows';
import { buildTransaction } from '../../test/transactions';
import { noteOutboxTask } from './noteOutboxTask';

let db: BankDatabase;
beforeEach(async () => {
  db = new BankDatabase(`notes-${crypto.randomUUID()}`);
  await db.open();
  await db.transactions.bulkPut([
    transactionRow(buildTransaction({ displayReferenceId: 'TX-1', note: 'bank note' })),
    transactionRow(buildTransaction({ displayReferenceId: 'TX-2' })),
  ]);
});
afterEach(async () => {
  db.close();
  await db.delete();
});

const noProgress = () => undefined;
const cachedNote = async (id: string) => (await db.transactions.get(id))?.data.note;

describe('the notes outbox', () => {
  it('keeps one note per transaction, the last typed winning', async () => {
    await keepPendingNote(db, 'TX-1', 'first', 1);
    await keepPendingNote(db, 'TX-2', 'other', 2);
    await keepPendingNote(db, 'TX-1', 'second', 3);
    expect(await pendingNotes(db)).toEqual([
      { transactionId: 'TX-2', note: 'other', typedAt: 2 },
      { transactionId: 'TX-1', note: 'second', typedAt: 3 },
    ]);
  });

  it('sends the kept notes oldest first, caches the note the bank kept and empties the outbox', async () => {
    await keepPendingNote(db, 'TX-2', ' paid in cash ', 1);
    await keepPendingNote(db, 'TX-1', 'new note', 2);
    const sent: [string, string][] = [];
    await noteOutboxTask(async (id, note) => {
      sent.push([id, note]);
      return note.trim();
    }).run(db, noProgress);
    expect(sent).toEqual([
      ['TX-2', ' paid in cash '],
      ['TX-1', 'new note'],
    ]);
    expect(await cachedNote('TX-2')).toBe('paid in cash');
    expect(await cachedNote('TX-1')).toBe('new note');
    expect(await pendingNotes(db)).toEqual([]);
  });

  it('keeps the note and fails the run when the call is lost, so the sync tries again', async () => {
    await keepPendingNote(db, 'TX-1', 'offline note', 1);
    const lost = new ApiError({ kind: 'network', status: 0, code: 'NETWORK' });
    await expect(noteOutboxTask(() => Promise.reject(lost)).run(db, noProgress)).rejects.toBe(lost);
    expect(await readPendingNote(db, 'TX-1')).toMatchObject({ note: 'offline note' });
    expect(await cachedNote('TX-1')).toBe('bank note');
  });

  it("drops a note the bank refuses and says so; the bank's note stays", async () => {
    await keepPendingNote(db, 'TX-1', 'refused', 1);
    await keepPendingNote(db, 'TX-2', 'accepted', 2);
    let said = 0;
    await noteOutboxTask(
      async (id, note) => {
        if (id === 'TX-1')
          throw new ApiError({ kind: 'http', status: 409, code: 'TRANSACTION_READ_ONLY' });
        return note;
      },
      () => said++,
    ).run(db, noProgress);
    expect(said).toBe(1);
    expect(await cachedNote('TX-1')).toBe('bank note');
    expect(await cachedNote('TX-2')).toBe('accepted');
    expect(await pendingNotes(db)).toEqual([]);
  });

  it('keeps a newer note typed while the older one was on its way', async () => {
    await keepPendingNote(db, 'TX-1', 'older', 1);
    await noteOutboxTask(async (_id, note) => {
      await keepPendingNote(db, 'TX-1', 'newer', 2);
      return note;
    }).run(db, noProgress);
    expect(await readPendingNote(db, 'TX-1')).toEqual({
      transactionId: 'TX-1',
      note: 'newer',
      typedAt: 2,
    });
  });
});
