import { typeLabelOf } from '../../shared/domain/transactionLabels';
import type { Transaction } from '../../shared/domain/transactions';

/** The other side of the movement: who paid in, or who was paid (the card's merchant for sales). */
export function counterparty(t: Transaction): string {
  if (t.merchant?.description) return t.merchant.description;
  const name = t.creditOrDebit === 'CREDIT' ? t.debtorName : t.creditorName;
  return name || t.description || typeLabelOf(t.type);
}
