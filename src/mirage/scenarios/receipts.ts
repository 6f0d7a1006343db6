import type { Transaction } from '../../shared/domain/transactions';
import type { AttachmentSeeds, CardRecord, MockUser } from '../types';

/**
 * The demo's receipts (rules/receipts.ts; docs/decisions/receipts.md): a few card payments with
 * one or two receipts, one of them synced to the accounting software (read-only), and one of the
 * general user's own card payments with a receipt. Each receipt counts in its transaction's
 * totalAttachments; a drawn payout's count is its transfer files.
 */
export function demoAttachments(
  transactions: readonly Transaction[],
  cards: readonly CardRecord[],
  users: readonly MockUser[],
): { transactions: Transaction[]; attachments: AttachmentSeeds } {
  const general = users.find((u) => u.role === 'general' && !u.suspended);
  const generalTails = new Set(
    cards.filter((c) => c.holderUserReferenceID === general?.userReferenceID).map((c) => c.panTail),
  );
  const sales = transactions.filter((t) => t.type === 'Sales' && t.status !== 'CANCELLED');
  const colleagues = sales.filter((t) => !generalTails.has(t.cardNumber ?? ''));
  const own = sales.find((t) => generalTails.has(t.cardNumber ?? ''));
  const receipts: AttachmentSeeds['receipts'] = [];
  const syncStatus: AttachmentSeeds['syncStatus'] = {};
  const add = (t: Transaction | undefined, files: [string, 'png' | 'pdf'][]) => {
    if (!t) return;
    for (const [fileName, kind] of files)
      receipts.push({ transactionId: t.displayReferenceId, fileName, kind });
  };
  add(colleagues[0], [
    ['Receipt.png', 'png'],
    ['Tax invoice.pdf', 'pdf'],
  ]);
  add(colleagues[1], [['Receipt.png', 'png']]);
  add(colleagues[2], [['Tax invoice.pdf', 'pdf']]);
  if (colleagues[2]) syncStatus[colleagues[2].displayReferenceId] = 'COMPLETED';
  add(own, [['Receipt.png', 'png']]);
  const counts = new Map<string, number>();
  for (const r of receipts) counts.set(r.transactionId, (counts.get(r.transactionId) ?? 0) + 1);
  return {
    transactions: transactions.map((t) => {
      const n = counts.get(t.displayReferenceId);
      const synced = syncStatus[t.displayReferenceId];
      if (!n && !synced) return t;
      return {
        ...t,
        totalAttachments: t.totalAttachments + (n ?? 0),
        ...(synced ? { xeroExpenseTag: { xeroSyncStatus: synced } } : {}),
      };
    }),
    attachments: { receipts, syncStatus },
  };
}
