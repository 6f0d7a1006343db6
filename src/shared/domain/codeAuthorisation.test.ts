import { describe, expect, it } from 'vitest';
import { codeBindingOf, payoutAuthorisation } from './codeAuthorisation';

describe('payout code authorisation', () => {
  it('binds a payout code to the sender account, the recipient id, the amount and its currency', () => {
    const authorisation = payoutAuthorisation(
      {
        recipientDisplayReferenceID: 'RCP-0001',
        senderAccountNo: '885164000001',
        sourceTxnAmount: 250_000_000,
        sourceCurrency: 'SGD',
      },
      'Main account',
      { recipientAccountName: 'Tan Ah Kow', recipientAccountNo: '1234567890' },
    );
    expect(authorisation).toEqual({
      kind: 'payout',
      amount: 250_000_000,
      currency: 'SGD',
      from: { name: 'Main account', number: '885164000001' },
      to: { name: 'Tan Ah Kow', number: '1234567890' },
      recipientId: 'RCP-0001',
    });
    expect(codeBindingOf(authorisation)).toEqual({
      purpose: 'transfer',
      subject: '885164000001',
      payee: 'RCP-0001',
      amount: 250_000_000,
      currency: 'SGD',
    });
  });
});
