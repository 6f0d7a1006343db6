import type { BankDatabase } from './database';

export async function writeMeta(db: BankDatabase, key: string, value: unknown): Promise<void> {
  await db.meta.put({ key, value, updatedAt: Date.now() });
}

export async function readMeta<T>(db: BankDatabase, key: string): Promise<T | undefined> {
  return (await db.meta.get(key))?.value as T | undefined;
}

const syncedKey = (store: string) => `lastSyncedAt:${store}`;

export async function markSynced(db: BankDatabase, store: string, at = Date.now()): Promise<void> {
  await writeMeta(db, syncedKey(store), at);
}

export async function lastSyncedAt(db: BankDatabase, store: string): Promise<number | null> {
  const value = await readMeta<number>(db, syncedKey(store));
  return typeof value === 'number' ? value : null;
}
