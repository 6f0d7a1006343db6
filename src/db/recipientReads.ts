import type { Recipient, RecipientListType } from '../shared/domain/recipient';
import type { BankDatabase } from './database';

/**
 * spec-2 §2 Recipient lists: one type (LOCAL or OVERSEAS), searched case-insensitively as a
 * substring of the account name, account number or currency; by name. A company has tens of
 * recipients, and a substring search can use no index anyway, so the store is read whole and
 * filtered here (schema.ts keeps only the id index, and no schema version is needed for this).
 */
export async function readCachedRecipients(
  db: BankDatabase,
  type: RecipientListType,
  search = '',
): Promise<Recipient[]> {
  const rows = await db.recipients.toArray();
  return rows
    .map((row) => row.data)
    .filter((r) => r.recipientType === type && matchesSearch(r, search))
    .toSorted(byName);
}

export async function readCachedRecipient(
  db: BankDatabase,
  id: string,
): Promise<Recipient | undefined> {
  return (await db.recipients.get(id))?.data;
}

/** An empty or blank search matches every recipient. */
export function matchesSearch(recipient: Recipient, search: string): boolean {
  const wanted = search.trim().toLowerCase();
  if (!wanted) return true;
  return [recipient.recipientAccountName, recipient.recipientAccountNo, recipient.currency].some(
    (field) => field.toLowerCase().includes(wanted),
  );
}

const byName = (a: Recipient, b: Recipient) =>
  a.recipientAccountName.localeCompare(b.recipientAccountName, 'en', { sensitivity: 'base' }) ||
  a.displayReferenceId.localeCompare(b.displayReferenceId);
