import Dexie from 'dexie';
import { BankDatabase, CACHE_PREFIX, databaseNameFor } from './database';

/**
 * The open cache of the signed-in user. Opening another user's cache deletes the previous one
 * (an account switch must not leave the last user's data on the device).
 */
let current: BankDatabase | null = null;
const listeners = new Set<() => void>();

function announce(): void {
  for (const listener of listeners) listener();
}

export function subscribeDatabase(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentDatabase(): BankDatabase | null {
  return current;
}

export async function openUserDatabase(claims: { corpID: string; sub: string }): Promise<BankDatabase> {
  const name = databaseNameFor(claims);
  if (current?.name === name) return current;
  if (current) await deleteUserDatabase();
  const db = new BankDatabase(name);
  await db.open();
  current = db;
  announce();
  return db;
}

export async function deleteUserDatabase(): Promise<void> {
  const db = current;
  if (!db) return;
  current = null;
  announce();
  db.close();
  await Dexie.delete(db.name);
}

/** For a forced logout, when the claims that name the database may already be gone. */
export async function deleteAllCacheDatabases(): Promise<void> {
  await deleteUserDatabase();
  const names = await Dexie.getDatabaseNames();
  await Promise.all(names.filter((n) => n.startsWith(CACHE_PREFIX)).map((n) => Dexie.delete(n)));
}
