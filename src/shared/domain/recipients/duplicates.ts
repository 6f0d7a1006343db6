/**
 * spec-2 §4 Add recipient: the duplicate check runs before the add, and not for Claims payouts.
 * Two recipients are the same when they are of the same type and currency and name the same
 * account at the same bank (docs/decisions/recipients.md 'Recipient field rules').
 */
import type { PayoutPurpose, RecipientIdentity } from './types';

const key = (r: RecipientIdentity) =>
  [r.type, r.currency, r.accountNumber, r.swiftCodeValue, r.routingCodeValue, r.bankCode]
    .map((part) => part.replace(/[\s-]/g, '').toUpperCase())
    .join('|');

/** The existing recipient the candidate duplicates, when the check applies. */
export function findDuplicate<T extends RecipientIdentity>(
  candidate: RecipientIdentity,
  existing: readonly T[],
  purpose: PayoutPurpose,
): T | undefined {
  if (purpose === 'Claims') return undefined;
  const wanted = key(candidate);
  return existing.find((recipient) => key(recipient) === wanted);
}
