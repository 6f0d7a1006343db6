import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { databaseNameFor } from './database';
import { currentDatabase, deleteAllCacheDatabases, deleteUserDatabase, openUserDatabase } from './userDatabase';

const ada = { corpID: 'CORP-1', sub: 'USR-ada' };
const bob = { corpID: 'CORP-1', sub: 'USR-bob' };
const cacheNames = async () => (await Dexie.getDatabaseNames()).filter((n) => n.startsWith('bank-cache:'));

afterEach(() => deleteAllCacheDatabases());

describe('per-user cache database', () => {
  it('names the database after company and user', () => {
    expect(databaseNameFor(ada)).toBe('bank-cache:CORP-1:USR-ada');
  });

  it("deletes the previous user's database when another user opens one", async () => {
    const first = await openUserDatabase(ada);
    await first.meta.put({ key: 'profile', value: { name: 'Ada' }, updatedAt: 1 });
    await openUserDatabase(bob);
    expect(await cacheNames()).toEqual(['bank-cache:CORP-1:USR-bob']);
    expect(currentDatabase()?.name).toBe('bank-cache:CORP-1:USR-bob');
  });

  it('deletes the database on logout', async () => {
    await openUserDatabase(ada);
    await deleteUserDatabase();
    expect(currentDatabase()).toBeNull();
    expect(await cacheNames()).toEqual([]);
  });

  it('deleteAllCacheDatabases leaves no bank-cache database, even ones not open', async () => {
    const stray = new Dexie('bank-cache:CORP-9:USR-old');
    stray.version(1).stores({ meta: 'key' });
    await stray.open();
    stray.close();
    await openUserDatabase(ada);
    await deleteAllCacheDatabases();
    expect(await cacheNames()).toEqual([]);
  });
});
