import { afterEach, describe, expect, it } from 'vitest';
import { deleteUserDatabase, openUserDatabase } from '../db/userDatabase';
import { buildRecipient } from '../test/recipientRecords';
import { writeRecipientThrough } from './writeThrough';

afterEach(() => deleteUserDatabase());

describe('recipient write-through', () => {
  it('puts an added recipient into the cache and removes a deleted one at once', async () => {
    const db = await openUserDatabase({ corpID: 'C', sub: `U-${crypto.randomUUID()}` });
    await db.recipients.put({ id: 'OLD', data: buildRecipient({ displayReferenceId: 'OLD' }) });
    const added = buildRecipient({ displayReferenceId: 'NEW' });
    await writeRecipientThrough({ added });
    await writeRecipientThrough({ deletedId: 'OLD' });
    expect(await db.recipients.toArray()).toEqual([{ id: 'NEW', data: added }]);
  });

  it("refreshes a cached recipient with the bank's record, and never brings back a deleted one", async () => {
    const db = await openUserDatabase({ corpID: 'C', sub: `U-${crypto.randomUUID()}` });
    await db.recipients.put({ id: 'R1', data: buildRecipient({ displayReferenceId: 'R1' }) });
    const fresh = buildRecipient({ displayReferenceId: 'R1', recipientBankName: 'New Bank' });
    await writeRecipientThrough({ read: fresh });
    // The details answer of a recipient deleted while it was on its way.
    await writeRecipientThrough({ read: buildRecipient({ displayReferenceId: 'GONE' }) });
    expect(await db.recipients.toArray()).toEqual([{ id: 'R1', data: fresh }]);
  });

  it('does nothing without an open cache', async () => {
    await expect(writeRecipientThrough({ deletedId: 'X' })).resolves.toBeUndefined();
  });
});
