import type { Examples } from './example';

/** A new GBP recipient in London, as the add form sends it. */
const newRecipient = (accountNumber: string) => ({
  country: 'GB',
  currency: 'GBP',
  name: 'Contract Test Ltd',
  accountType: 'CORPORATE',
  accountNumber,
  bankName: 'Barclays Bank',
  swiftCodeValue: 'BARCGB22',
  routingCodeType: 'SORT',
  routingCodeValue: '200000',
  address: '1 Churchill Place',
  city: 'London',
});

export const RECIPIENT_EXAMPLES: Examples = {
  'recipients.list': () => ({}),
  'recipients.add': () => ({ body: newRecipient('41234567') }),
  // The seeded NZD recipient (RCP-0021): no payout goes to it.
  'recipients.delete': () => ({ body: { recipientDisplayReferenceID: 'RCP-0021' } }),
  'recipients.detail': () => ({ params: { id: 'RCP-0001' } }),
  'recipients.dupcheck': () => ({ body: newRecipient('49876543') }),
};
