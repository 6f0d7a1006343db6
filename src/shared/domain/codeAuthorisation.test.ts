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

  it('shows what the recipient gets beside the amount sent, and binds the code to the amount sent only', () => {
    const request = {
      recipientDisplayReferenceID: 'RCP-0001',
      senderAccountNo: '885164000001',
      sourceTxnAmount: 1_000_000_000,
      sourceCurrency: 'SGD' as const,
      destinationTxnAmount: 734_880_000,
      destinationCurrency: 'USD',
    };
    const recipient = { recipientAccountName: 'Acme Inc', recipientAccountNo: '1234567890' };
    const authorisation = payoutAuthorisation(request, 'Main account', recipient);
    expect(authorisation.received).toEqual({ amount: 734_880_000, currency: 'USD' });
    expect(codeBindingOf(authorisation)).toEqual(
      codeBindingOf(
        payoutAuthorisation(
          { ...request, destinationTxnAmount: 1, destinationCurrency: 'EUR' },
          'Main account',
          recipient,
        ),
      ),
    );
  });
});

describe('card control code authorisation', () => {
  it("binds a card's code to the card, the change and the new set or limit", () => {
    const card = { panTail: '1195', nameOnCard: 'Fiona Lim' };
    expect(
      codeBindingOf({
        kind: 'card',
        cardId: 'CARD-0003',
        change: 'merchants',
        merchants: { type: 'ALLOW_LISTED', categories: ['TECH', 'FOOD'] },
        amount: 0,
        currency: 'USD',
        card,
      }),
    ).toEqual({
      purpose: 'card',
      subject: 'CARD-0003',
      payee: 'mcc:FOOD+TECH',
      amount: 0,
      currency: 'USD',
    });
    expect(
      codeBindingOf({
        kind: 'card',
        cardId: 'CARD-0003',
        change: 'limit',
        amount: 5_000_000_000,
        currency: 'USD',
        card,
      }),
    ).toEqual({
      purpose: 'card',
      subject: 'CARD-0003',
      payee: 'limit',
      amount: 5_000_000_000,
      currency: 'USD',
    });
  });
});
