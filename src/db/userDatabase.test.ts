import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { databaseNameFor } from './database';
import { writeMeta } from './meta';
import {
  currentDatabase,
  deleteAllCacheDatabases,
  deleteUserDatabase,
  openUserDatabase,
} from './userDatabase';

const ada = { corpID: 'CORP-1', sub: 'USR-ada' };
const bob = { corpID: 'CORP-1', sub: 'USR-bob' };
const cacheNames = async () =>
  (await Dexie.getDatabaseNames()).filter((n) => n.startsWith('bank-cache:'));

afterEach(() => deleteAllCacheDatabases());

describe('per-user cache database', () => {
  it('names the database after company and user', () => {
    expect(databaseNameFor(ada)).toBe('bank-cache:CORP-1:USR-ada');
    expect(databaseNameFor({ corpID: 'CORP-2', sub: 'USR-ada' })).not.toBe(databaseNameFor(ada));
  });

  it('opens the same database again for the same user, keeping its data', async () => {
    const first = await openUserDatabase(ada);
    await writeMeta(first, 'profile', { name: 'Ada' });
    const again = await openUserDatabase(ada);
    expect(again).toBe(first);
    expect((await again.meta.get('profile'))?.value).toEqual({ name: 'Ada' });
  });

  it("deletes the previous user's database when another user opens one", async () => {
    const first = await openUserDatabase(ada);
    await writeMeta(first, 'profile', { name: 'Ada' });
    await openUserDatabase(bob);
    expect(await cacheNames()).toEqual(['bank-cache:CORP-1:USR-bob']);
    expect(currentDatabase()?.name).toBe('bank-cache:CORP-1:USR-bob');
    expect(first.isOpen()).toBe(false);
  });

  it('opens one database when a login asks twice at once', async () => {
    const [a, b] = await Promise.all([openUserDatabase(ada), openUserDatabase(ada)]);
    expect(b).toBe(a);
    expect(currentDatabase()).toBe(a);
  });

  it('deletes the database on logout', async () => {
    await openUserDatabase(ada);
    await deleteUserDatabase();
    expect(currentDatabase()).toBeNull();
    expect(await cacheNames()).toEqual([]);
  });

  it('deleteAllCacheDatabases leaves no bank-cache database', async () => {
    // A cache left behind by an earlier session that this page never opened.
    const stray = new Dexie('bank-cache:CORP-9:USR-old');
    stray.version(1).stores({ meta: 'key' });
    await stray.open();
    stray.close();
    const other = new Dexie('unrelated-db');
    other.version(1).stores({ things: 'id' });
    await other.open();
    other.close();
    await openUserDatabase(ada);
    await deleteAllCacheDatabases();
    expect(await cacheNames()).toEqual([]);
    expect(currentDatabase()).toBeNull();
    expect(await Dexie.getDatabaseNames()).toContain('unrelated-db');
    await Dexie.delete('unrelated-db');
  });
});
