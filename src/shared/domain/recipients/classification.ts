/**
 * spec-2 §3 Recipient classification: this product's business accounts (held at DBS) carry a
 * 6-digit prefix per currency; both the production (885...) and development (785...) prefixes
 * are recognised (docs/decisions/recipients.md).
 */
import type { RecipientCurrency } from './types';

export const DBS_BANK_CODE_PREFIX = 'DBSSSGSG';

const PREFIX_TAILS = {
  '164': 'SGD',
  '165': 'USD',
  '166': 'GBP',
  '167': 'EUR',
  '168': 'CHF',
  '169': 'HKD',
  '170': 'AUD',
  '171': 'JPY',
} as const satisfies Record<string, RecipientCurrency>;

/** Lengths of a DBS account number with a known prefix. */
export const DBS_ACCOUNT_LENGTHS: readonly number[] = [12, 18];

/** The currency a business account number's prefix fixes, or null when it has none of them. */
export function businessAccountCurrency(accountNumber: string): RecipientCurrency | null {
  const head = accountNumber.slice(0, 3);
  if (head !== '885' && head !== '785') return null;
  const tail = accountNumber.slice(3, 6);
  return Object.hasOwn(PREFIX_TAILS, tail) ? PREFIX_TAILS[tail as keyof typeof PREFIX_TAILS] : null;
}

/** A recipient at DBS: its bank code (or the bank's SWIFT code) starts with DBSSSGSG. */
export const isDbsBank = (...codes: readonly string[]): boolean =>
  codes.some((code) => code.toUpperCase().startsWith(DBS_BANK_CODE_PREFIX));
