import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../api/session';
import { BankDatabase } from '../../db/database';
import { writeMeta } from '../../db/meta';
import { recipientRow } from '../../db/toRows';
import type { Role } from '../../shared/domain/roles';
import { buildRecipient } from '../../test/recipientRecords';
import { recipientsTask } from './recipientsTask';

let db: BankDatabase;
beforeEach(async () => {
  db = new BankDatabase(`recipients-task-${crypto.randomUUID()}`);
  await db.open();
});
afterEach(async () => {
  db.close();
  await db.delete();
  session.claims = null;
});

const signedInAs = (role: Role) => {
  session.claims = {
    role,
    email: `${role}@demo.test`,
    sub: 'U1',
    corpID: 'C',
  } as typeof session.claims;
};
const noProgress = () => undefined;

describe('recipients task', () => {
  it("replaces the cached recipients with the bank's list (one another user deleted is gone)", async () => {
    signedInAs('finance');
    await db.recipients.put(recipientRow(buildRecipient({ displayReferenceId: 'GONE' })));
    const bankList = [
      buildRecipient(),
      buildRecipient({ displayReferenceId: 'RCP-0002', recipientType: 'OVERSEAS' }),
    ];
    await recipientsTask(() => Promise.resolve(bankList)).run(db, noProgress);
    expect(await db.recipients.toCollection().primaryKeys()).toEqual(['RCP-0001', 'RCP-0002']);
    expect(await db.recipients.get('RCP-0002')).toEqual({
      id: 'RCP-0002',
      data: bankList[1],
    });
  });

  it('asks the accountant only while approvals are on', async () => {
    signedInAs('accountant');
    let asked = 0;
    const fetch = () => {
      asked += 1;
      return Promise.resolve([buildRecipient()]);
    };
    await writeMeta(db, 'toggles', { approvals: true });
    await recipientsTask(fetch).run(db, noProgress);
    expect([asked, await db.recipients.count()]).toEqual([1, 1]);
    await writeMeta(db, 'toggles', { approvals: false });
    await recipientsTask(fetch).run(db, noProgress);
    expect([asked, await db.recipients.count()]).toEqual([1, 0]);
  });

  it('asks nothing and empties the store for the general role or when signed out', async () => {
    for (const role of ['general', null] as const) {
      if (role) signedInAs(role);
      else session.claims = null;
      await db.recipients.put(recipientRow(buildRecipient()));
      let asked = false;
      await recipientsTask(() => {
        asked = true;
        return Promise.resolve([]);
      }).run(db, noProgress);
      expect([asked, await db.recipients.count()]).toEqual([false, 0]);
    }
  });
});
