import { currentDatabase } from '../db/userDatabase';
import { accountRow, approvalRow, cardRow, recipientRow, transactionRow } from '../db/toRows';
import type { ApprovalList } from '../db/rows';
import type { Account } from '../shared/domain/accounts';
import type { ApprovalRequest } from '../shared/domain/approvals';
import type { Card } from '../shared/domain/cards';
import type { Recipient } from '../shared/domain/recipient';
import type { Transaction } from '../shared/domain/transactions';
import { syncNow } from './syncEngine';

/**
 * After the bank said a money action succeeded (never before: docs/architecture.md §2), its records go into the
 * cache at once, so every page shows the new balances, then the touched stores sync in the
 * background. A write that fails (no cache open) is left to that sync.
 */
export async function writeThrough(
  touched: {
    accounts?: Account[];
    transactions?: Transaction[];
    approval?: { request: ApprovalRequest; list: ApprovalList };
  },
  stores: readonly string[] = ['accounts', 'transactions'],
): Promise<void> {
  const db = currentDatabase();
  try {
    if (db) {
      await db.transaction('rw', [db.accounts, db.transactions, db.approvals], async () => {
        if (touched.accounts?.length) await db.accounts.bulkPut(touched.accounts.map(accountRow));
        if (touched.transactions?.length)
          await db.transactions.bulkPut(touched.transactions.map(transactionRow));
        if (touched.approval)
          await db.approvals.put(approvalRow(touched.approval.request, touched.approval.list));
      });
    }
  } catch {
    // The sync below brings the same records.
  }
  void syncNow(stores);
}

/**
 * After the bank added, answered or deleted a recipient: the cached lists follow at once (a
 * deleted one is gone for every user, so from this cache too). An add or a delete changed the
 * list, so the recipients store syncs in the background; a record the bank just answered (the
 * details dialog, `read`) is already the bank's, and asks for no list.
 */
export async function writeRecipientThrough(change: {
  added?: Recipient;
  read?: Recipient;
  deletedId?: string;
}): Promise<void> {
  const db = currentDatabase();
  try {
    if (change.added) await db?.recipients.put(recipientRow(change.added));
    // A read only refreshes a cached row: an answer that arrives after a delete brings nothing back.
    if (change.read)
      await db?.recipients.update(change.read.displayReferenceId, recipientRow(change.read));
    if (change.deletedId) await db?.recipients.delete(change.deletedId);
  } catch {
    // The sync below (or the next one) brings the same list.
  }
  if (change.added || change.deletedId) void syncNow(['recipients']);
}

/**
 * After the bank changed a card's control (lock, suspend, limit, merchants): the card it answered
 * goes into the cache at once (as the Card type only, cardRow), then the cards store syncs.
 */
export async function writeCardThrough(card: Card): Promise<void> {
  try {
    await currentDatabase()?.cards.put(cardRow(card));
  } catch {
    // The sync below brings the same card.
  }
  void syncNow(['cards']);
}
