import type { Recipient } from '../shared/domain/recipient';

/** A recipient record for cache and sync tests. */
export function buildRecipient(overrides: Partial<Recipient> = {}): Recipient {
  return {
    displayReferenceId: 'RCP-0001',
    recipientType: 'LOCAL',
    recipientNickName: 'Marina Supplies',
    recipientAccountName: 'Marina Supplies',
    recipientAccountNo: '0123456789',
    recipientBankName: 'United Overseas Bank',
    swiftCodeValue: 'UOVBSGSG',
    currency: 'SGD',
    recipientCountry: 'SG',
    bankCtry: 'SG',
    accountType: 'CORPORATE',
    payoutPurpose: 'Transfers',
    ...overrides,
  };
}
