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

  it('does nothing without an open cache', async () => {
    await expect(writeRecipientThrough({ deletedId: 'X' })).resolves.toBeUndefined();
  });
});
