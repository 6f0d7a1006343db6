import { describe, expect, it } from 'vitest';
import { buildRecipient } from '../../test/recipientRecords';
import {
  NAME_LIMIT,
  NAME_LIMIT_SMALL_SCREEN,
  cutName,
  destinationsFor,
  inDestination,
  recipientDetailFields,
} from './display';

describe('recipient name cut (spec-2 §2: 35 characters, 18 on small screens)', () => {
  it('keeps a name of the limit whole and cuts a longer one after the limit', () => {
    const of35 = 'A'.repeat(35);
    expect(cutName(of35, NAME_LIMIT)).toEqual({ shown: of35, cut: false });
    expect(cutName(`${of35}B`, NAME_LIMIT)).toEqual({ shown: `${of35}...`, cut: true });
    expect(cutName('Daniel, Witting and Orn', NAME_LIMIT_SMALL_SCREEN)).toEqual({
      shown: 'Daniel, Witting an...',
      cut: true,
    });
  });

  it('counts characters, not UTF-16 units, so none is cut in half', () => {
    expect(cutName('😀'.repeat(19), NAME_LIMIT_SMALL_SCREEN).shown).toBe(`${'😀'.repeat(18)}...`);
  });
});

describe('popular destinations', () => {
  it('gives the overseas list Malaysia, US, Indonesia and UK, and the local list none', () => {
    expect(destinationsFor('OVERSEAS').map((d) => d.label)).toEqual([
      'Malaysia',
      'US',
      'Indonesia',
      'UK',
    ]);
    expect(destinationsFor('LOCAL')).toEqual([]);
  });

  it("matches a recipient by its bank's country", () => {
    const gb = buildRecipient({ bankCtry: 'GB', recipientCountry: 'GB' });
    expect([inDestination(gb, 'GB'), inDestination(gb, 'US'), inDestination(gb, null)]).toEqual([
      true,
      false,
      true,
    ]);
  });
});

describe('recipient details', () => {
  it('lists the fields the recipient has, with the routing code under its name', () => {
    const fields = recipientDetailFields(
      buildRecipient({
        recipientType: 'OVERSEAS',
        recipientAccountName: 'Thames Trading Ltd',
        recipientNickName: 'Thames',
        recipientAccountNo: '12345678',
        recipientBankName: 'Barclays Bank',
        swiftCodeValue: 'BARCGB22',
        routingCodeType: 'SORT',
        routingCodeValue: '200000',
        recipientCountry: 'GB',
        bankCtry: 'GB',
        currency: 'GBP',
        recipientAddress: '1 High Street',
        recipientCity: 'London',
        recipientPostal: 'EC1A 1AA',
        recipientContactCountryCode: '+44',
        recipientContactNumber: '2071234567',
        recipientEmail: 'pay@thames.example',
      }),
    );
    expect(fields).toEqual([
      { label: 'Name', value: 'Thames Trading Ltd' },
      { label: 'Nickname', value: 'Thames' },
      { label: 'Account type', value: 'Corporate' },
      { label: 'Account number', value: '12345678' },
      { label: 'Bank', value: 'Barclays Bank' },
      { label: 'SWIFT code', value: 'BARCGB22' },
      { label: 'SORT code', value: '200000' },
      { label: 'Country', value: 'United Kingdom' },
      { label: 'Currency', value: 'GBP' },
      { label: 'Address', value: '1 High Street, London EC1A 1AA' },
      { label: 'Contact number', value: '+44 2071234567' },
      { label: 'Email', value: 'pay@thames.example' },
    ]);
  });

  it('leaves out what the recipient does not have, and a nickname equal to the name', () => {
    expect(recipientDetailFields(buildRecipient()).map((f) => f.label)).toEqual([
      'Name',
      'Account type',
      'Account number',
      'Bank',
      'SWIFT code',
      'Country',
      'Currency',
    ]);
  });
});
