import { describe, expect, it } from 'vitest';
import { isSameRecipient, recipientTypeForCountry, unavailableReason } from './recipient';

describe('unavailableReason (dimmed recipient rows)', () => {
  it('names a currency the product does not pay out in', () => {
    expect(unavailableReason({ currency: 'NZD', accountType: 'CORPORATE' })).toBe(
      'Transfer in NZD is currently unavailable.',
    );
  });

  it('refuses VND to companies unless the VND corporate capability is on', () => {
    expect(unavailableReason({ currency: 'VND', accountType: 'CORPORATE' })).toBe(
      'Transferring to VND is currently only available for individual accounts',
    );
    expect(
      unavailableReason({ currency: 'VND', accountType: 'CORPORATE' }, { vndCorporate: true }),
    ).toBeNull();
    expect(unavailableReason({ currency: 'VND', accountType: 'INDIVIDUAL' })).toBeNull();
  });

  it('refuses CNY to individuals', () => {
    expect(unavailableReason({ currency: 'CNY', accountType: 'INDIVIDUAL' })).toBe(
      'Transferring to CNY is currently only available for corporate accounts',
    );
    expect(unavailableReason({ currency: 'CNY', accountType: 'CORPORATE' })).toBeNull();
  });

  it('lets MCA and the other payout currencies through', () => {
    expect(unavailableReason({ currency: 'MCA', accountType: 'CORPORATE' })).toBeNull();
    expect(unavailableReason({ currency: 'SGD', accountType: 'INDIVIDUAL' })).toBeNull();
  });
});

describe('recipient identity', () => {
  it('treats the same account number in groups or lower case as the same recipient', () => {
    const a = {
      recipientType: 'OVERSEAS' as const,
      currency: 'EUR',
      recipientAccountNo: 'DE89370400440532013000',
    };
    expect(isSameRecipient(a, { ...a, recipientAccountNo: 'de89 3704 0044 0532 0130 00' })).toBe(
      true,
    );
    expect(isSameRecipient(a, { ...a, currency: 'USD' })).toBe(false);
    expect(isSameRecipient(a, { ...a, recipientType: 'LOCAL' })).toBe(false);
  });

  it('makes a recipient in Singapore LOCAL and any other OVERSEAS', () => {
    expect([
      recipientTypeForCountry('SG'),
      recipientTypeForCountry('sg'),
      recipientTypeForCountry('MY'),
    ]).toEqual(['LOCAL', 'LOCAL', 'OVERSEAS']);
  });
});
