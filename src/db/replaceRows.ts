import type { Table } from 'dexie';

/**
 * Makes a small store hold exactly `rows`, in one transaction, so a page reading it never sees
 * it half-written (and rows the bank no longer has are gone).
 */
export async function replaceAll<Row, Key>(
  table: Table<Row, Key>,
  rows: readonly Row[],
): Promise<void> {
  await table.db.transaction('rw', table, async () => {
    await table.clear();
    await table.bulkPut(rows as Row[]);
  });
}

/** Deletes the rows whose key is not in `keep` (after a large store was rewritten in batches). */
export async function deleteAllExcept<Row, Key extends string>(
  table: Table<Row, Key>,
  keep: ReadonlySet<string>,
): Promise<number> {
  const keys = (await table.toCollection().primaryKeys()) as Key[];
  const stale = keys.filter((k) => !keep.has(k));
  if (stale.length) await table.bulkDelete(stale);
  return stale.length;
}
