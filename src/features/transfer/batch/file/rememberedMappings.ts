import { BATCH_COLUMN_MAPPINGS_KEY, readMeta, writeMeta } from '../../../../db/meta';
import { currentDatabase } from '../../../../db/userDatabase';
import { headersSignature, type ColumnMapping } from './columns';

/**
 * The column mappings a person confirmed, kept in their own cache (the signed-in user's database,
 * deleted at logout) by the signature of the file's headers, and proposed when a file with the
 * same headers comes again. The newest REMEMBERED_MAX are kept.
 */

export const REMEMBERED_MAX = 20;

/** Signature -> mapping, oldest first. */
type BatchColumnMappings = Record<string, ColumnMapping>;

/** The mapping this user confirmed for these headers, if any. */
export async function recallMapping(
  headers: readonly string[],
): Promise<ColumnMapping | undefined> {
  const db = currentDatabase();
  if (!db) return undefined;
  try {
    const all = await readMeta<BatchColumnMappings>(db, BATCH_COLUMN_MAPPINGS_KEY);
    return all?.[headersSignature(headers)];
  } catch {
    return undefined;
  }
}

/** Keeps the mapping confirmed for these headers (a failed write only loses the proposal). */
export async function rememberMapping(
  headers: readonly string[],
  mapping: ColumnMapping,
): Promise<void> {
  const db = currentDatabase();
  if (!db) return;
  try {
    const signature = headersSignature(headers);
    const all = { ...(await readMeta<BatchColumnMappings>(db, BATCH_COLUMN_MAPPINGS_KEY)) };
    delete all[signature];
    all[signature] = mapping;
    const kept = Object.entries(all).slice(-REMEMBERED_MAX);
    await writeMeta(db, BATCH_COLUMN_MAPPINGS_KEY, Object.fromEntries(kept));
  } catch {
    // The mapping is proposed next time only; the file was read all the same.
  }
}
