import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRecipient } from '../test/recipientRecords';
import { BankDatabase } from './database';
import { readCachedRecipient, readCachedRecipients } from './recipientReads';
import { recipientRow } from './toRows';

let db: BankDatabase;
const RECIPIENTS = [
  buildRecipient({ displayReferenceId: 'L1', recipientAccountName: 'marina Supplies' }),
  buildRecipient({
    displayReferenceId: 'L2',
    recipientAccountName: 'Ang Mo Kio Bakery',
    recipientAccountNo: '0987654321',
    currency: 'USD',
  }),
  buildRecipient({
    displayReferenceId: 'O1',
    recipientType: 'OVERSEAS',
    recipientAccountName: 'Thames Trading Ltd',
    recipientAccountNo: 'GB29NWBK60161331926819',
    currency: 'GBP',
  }),
  buildRecipient({
    displayReferenceId: 'O2',
    recipientType: 'OVERSEAS',
    recipientAccountName: 'Priya Sharma',
    recipientAccountNo: '50100012345678',
    currency: 'INR',
  }),
  buildRecipient({ displayReferenceId: 'U1', recipientType: 'UNKNOWN_RECIPIENT' }),
];

beforeAll(async () => {
  db = new BankDatabase(`recipient-reads-${crypto.randomUUID()}`);
  await db.open();
  await db.recipients.bulkPut(RECIPIENTS.map(recipientRow));
});
afterAll(async () => {
  db.close();
  await db.delete();
});

const ids = async (type: 'LOCAL' | 'OVERSEAS', search?: string) =>
  (await readCachedRecipients(db, type, search)).map((r) => r.displayReferenceId);

describe('cached recipient lists', () => {
  it('lists one type by name, case-insensitively, and never an unknown recipient', async () => {
    expect(await ids('LOCAL')).toEqual(['L2', 'L1']);
    expect(await ids('OVERSEAS')).toEqual(['O2', 'O1']);
  });

  it('searches the account name, account number and currency as case-insensitive substrings', async () => {
    expect(await ids('LOCAL', 'MARINA')).toEqual(['L1']);
    expect(await ids('LOCAL', '98765')).toEqual(['L2']);
    expect(await ids('LOCAL', 'usd')).toEqual(['L2']);
    expect(await ids('OVERSEAS', 'nwbk')).toEqual(['O1']);
    expect(await ids('OVERSEAS', '  Trading ')).toEqual(['O1']);
  });

  it('finds nothing for a search that matches no row of the type, and everything for a blank one', async () => {
    expect(await ids('OVERSEAS', 'marina')).toEqual([]);
    expect(await ids('OVERSEAS', '   ')).toEqual(['O2', 'O1']);
  });

  it('reads one recipient by id', async () => {
    expect(await readCachedRecipient(db, 'O2')).toEqual(RECIPIENTS[3]);
    expect(await readCachedRecipient(db, 'NOPE')).toBeUndefined();
  });
});
