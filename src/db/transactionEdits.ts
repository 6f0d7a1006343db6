import type { BankDatabase } from './database';
import type { Transaction } from '../shared/domain/transactions';

/**
 * After the bank saved a transaction's note or changed its files: the cached transaction shows
 * the bank's answer at once (the list's attachment column, the detail), before the next sync.
 */
async function patchCachedTransaction(
  db: BankDatabase,
  transactionId: string,
  patch: Partial<Transaction>,
): Promise<void> {
  await db.transaction('rw', db.transactions, async () => {
    const row = await db.transactions.get(transactionId);
    if (row) await db.transactions.put({ ...row, data: { ...row.data, ...patch } });
  });
}

export function writeCachedNote(db: BankDatabase, transactionId: string, note: string) {
  return patchCachedTransaction(db, transactionId, { note });
}

export function writeCachedAttachmentCount(
  db: BankDatabase,
  transactionId: string,
  totalAttachments: number,
) {
  return patchCachedTransaction(db, transactionId, { totalAttachments });
}
