import type { FileBytesShelf, HeldBytes } from './stores/receipts';

/**
 * The page's bank keeps uploaded receipts' bytes in IndexedDB, so a file uploaded before a reload
 * still previews after it (docs/decisions/receipts.md 'Receipt file content'). localStorage holds
 * the records but could not hold 5 MB files. The bank answers from memory (stores/receipts.ts
 * FileBytes, with its limits); this shelf only mirrors it, written after each change and read
 * once when the bank starts. Plain IndexedDB: Dexie is the app's cache (src/db), not the bank's.
 */
const DB_NAME = 'mockbank-receipt-files';
const STORE = 'files';

interface ShelfRow extends HeldBytes {
  referenceID: string;
  /** When it was put: the order of the limits' 'oldest first'. */
  at: number;
}

function settled<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.addEventListener('success', () => resolve(request.result));
    request.addEventListener('error', () =>
      reject(request.error ?? new Error('IndexedDB request failed')),
    );
  });
}

function openShelf(): Promise<IDBDatabase> {
  const opening = indexedDB.open(DB_NAME, 1);
  opening.addEventListener('upgradeneeded', () => {
    opening.result.createObjectStore(STORE, { keyPath: 'referenceID' });
  });
  return settled(opening);
}

/** One write; a failure (quota, a closed database) only costs the file's bytes after a reload. */
function write(db: IDBDatabase, change: (store: IDBObjectStore) => void): void {
  try {
    const tx = db.transaction(STORE, 'readwrite');
    tx.addEventListener('error', (event) => event.preventDefault());
    change(tx.objectStore(STORE));
  } catch {
    // The database went away (deleted in another tab, the page closing): memory still answers.
  }
}

/**
 * Opens the shelf and answers what it kept of the files `listed` (oldest first), with the shelf
 * to attach; rows no record lists any more (the demo's data reset in another tab, another
 * scenario) are deleted. Null where IndexedDB is not available: the bytes stay in memory only.
 */
export async function openReceiptShelf(
  listed: ReadonlySet<string>,
): Promise<{ shelf: FileBytesShelf; kept: [string, HeldBytes][] } | null> {
  if (typeof indexedDB === 'undefined') return null;
  let db: IDBDatabase;
  let rows: ShelfRow[];
  try {
    db = await openShelf();
    rows = await settled(
      db.transaction(STORE).objectStore(STORE).getAll() as IDBRequest<ShelfRow[]>,
    );
  } catch {
    return null;
  }
  const stale = rows.filter((r) => !listed.has(r.referenceID));
  if (stale.length > 0) write(db, (s) => stale.forEach((r) => s.delete(r.referenceID)));
  const kept = rows
    .filter((r) => listed.has(r.referenceID))
    .toSorted((a, b) => a.at - b.at)
    .map((r): [string, HeldBytes] => [r.referenceID, { corpID: r.corpID, bytes: r.bytes }]);
  const shelf: FileBytesShelf = {
    put: (referenceID, held) =>
      write(db, (s) => s.put({ referenceID, ...held, at: Date.now() } satisfies ShelfRow)),
    delete: (referenceID) => write(db, (s) => s.delete(referenceID)),
    clear: () => write(db, (s) => s.clear()),
  };
  return { shelf, kept };
}
