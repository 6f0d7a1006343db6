import Dexie from 'dexie';
import { BankDatabase, CACHE_PREFIX, databaseNameFor } from './database';

/**
 * The open cache of the signed-in user. Opening another user's cache deletes the previous one
 * (an account switch must not leave the last user's data on the device).
 */
let current: BankDatabase | null = null;
const listeners = new Set<() => void>();

// Opens and deletes run one after another: a login racing a logout (or React running an effect
// twice) must not leave two open databases or delete the one just opened.
let pending: Promise<unknown> = Promise.resolve();
function serialised<T>(work: () => Promise<T>): Promise<T> {
  const next = pending.then(work, work);
  pending = next.catch(() => undefined);
  return next;
}

function setCurrent(db: BankDatabase | null): void {
  current = db;
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: components follow the current database across login and logout. */
export function subscribeDatabase(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentDatabase(): BankDatabase | null {
  return current;
}

/** The snapshot getter of subscribeDatabase (the same as currentDatabase). */
export const getDatabaseSnapshot = currentDatabase;

async function closeAndDelete(): Promise<void> {
  const db = current;
  if (!db) return;
  // Readers let go before the database closes under them.
  setCurrent(null);
  db.close();
  await Dexie.delete(db.name);
}

export function openUserDatabase(claims: { corpID: string; sub: string }): Promise<BankDatabase> {
  return serialised(async () => {
    const name = databaseNameFor(claims);
    if (current?.name === name) return current;
    await closeAndDelete();
    const db = new BankDatabase(name);
    await db.open();
    setCurrent(db);
    return db;
  });
}

/** Logout: close and delete the signed-in user's cache. */
export function deleteUserDatabase(): Promise<void> {
  return serialised(closeAndDelete);
}

/** For a forced logout, when the claims that name the database may already be gone. */
export function deleteAllCacheDatabases(): Promise<void> {
  return serialised(async () => {
    await closeAndDelete();
    const names = await Dexie.getDatabaseNames();
    await Promise.all(names.filter((n) => n.startsWith(CACHE_PREFIX)).map((n) => Dexie.delete(n)));
  });
}
