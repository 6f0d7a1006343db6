/**
 * Withdraw funds (spec-2 §1: 'Select your personal or corporate bank account to withdraw funds
 * ...'): the money goes to the user's own account, so the list offers only the recipients held
 * in the company's name or the user's own (issue 23: it offered every supplier). A recipient
 * carries no 'own account' flag (spec-2 §3 Recipient), so the holder's name decides, compared
 * without case, punctuation or spacing ('Demo Trading Pte Ltd' is 'Demo Trading Pte. Ltd.').
 */
export function holderKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Whether a recipient is held by one of `owners` (the company, the user); blanks never match. */
export function isOwnAccount(
  recipient: { recipientAccountName: string },
  owners: readonly string[],
): boolean {
  const holder = holderKey(recipient.recipientAccountName);
  return holder !== '' && owners.some((owner) => holderKey(owner) === holder);
}
