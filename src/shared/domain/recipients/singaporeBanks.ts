/**
 * The Singapore banks a local recipient's bank is picked from (issue 23): the picker fills the
 * SWIFT code the spec requires (spec-2 §5 Recipient fields), so nobody guesses it. Where a bank
 * has two legal entities in Singapore, each with its own BIC (a locally incorporated bank for
 * personal and small-business accounts, the foreign bank's branch for corporate ones), both are
 * listed by their legal names. Each BIC is the one the bank publishes for its Singapore entity,
 * checked against public BIC lists (docs/decisions/recipients.md 'Singapore bank picker').
 * 'Other bank' keeps the bank name and the SWIFT code as typed.
 */
export interface SingaporeBank {
  /** What the picker shows and what the recipient keeps as its bank name. */
  name: string;
  /** The 8-character BIC: the SWIFT code the form sends. */
  bic: string;
}

export const SINGAPORE_BANKS: readonly SingaporeBank[] = [
  { name: 'DBS Bank / POSB', bic: 'DBSSSGSG' },
  { name: 'OCBC Bank', bic: 'OCBCSGSG' },
  { name: 'UOB (United Overseas Bank)', bic: 'UOVBSGSG' },
  { name: 'Standard Chartered Bank (Singapore) Limited', bic: 'SCBLSG22' },
  { name: 'Standard Chartered Bank, Singapore branch', bic: 'SCBLSGSG' },
  { name: 'Citibank Singapore Limited', bic: 'CITISGSL' },
  { name: 'Citibank N.A., Singapore branch', bic: 'CITISGSG' },
  { name: 'HSBC Bank (Singapore) Limited', bic: 'HSBCSGS2' },
  { name: 'HSBC, Singapore branch', bic: 'HSBCSGSG' },
  { name: 'Maybank Singapore Limited', bic: 'MBBESGS2' },
  { name: 'Malayan Banking Berhad (Maybank), Singapore branch', bic: 'MBBESGSG' },
  { name: 'Bank of China, Singapore branch', bic: 'BKCHSGSG' },
  { name: 'ICBC, Singapore branch', bic: 'ICBKSGSG' },
  { name: 'CIMB Bank, Singapore branch', bic: 'CIBBSGSG' },
  { name: 'RHB Bank, Singapore branch', bic: 'RHBBSGSG' },
];

/** The picker's choice for a bank not listed: the bank name and SWIFT code are typed. */
export const OTHER_BANK = 'OTHER';

/**
 * The listed bank of a SWIFT code (8 characters, or 11 with the head office's 'XXX'), case and
 * spaces aside; undefined for any other code.
 */
export function singaporeBankOf(swift: string): SingaporeBank | undefined {
  const code = swift.replace(/\s/g, '').toUpperCase();
  const head = code.length === 11 && code.endsWith('XXX') ? code.slice(0, 8) : code;
  return SINGAPORE_BANKS.find((bank) => bank.bic === head);
}

/**
 * What the picker shows for a recipient's values: its listed bank, 'Other bank' when a bank name
 * or a SWIFT code of another bank is there, nothing for a new recipient.
 */
export function bankChoiceOf(values: { swiftCodeValue: string; bankName: string }): string {
  const listed = singaporeBankOf(values.swiftCodeValue);
  if (listed) return listed.bic;
  return values.swiftCodeValue.trim() || values.bankName.trim() ? OTHER_BANK : '';
}
