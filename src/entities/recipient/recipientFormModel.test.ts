import { describe, expect, it } from 'vitest';
import { CORRIDORS, type Corridor } from '../../shared/domain/corridors';
import { recipientSchema } from '../../shared/domain/recipients/schema';
import { LOCAL_RECIPIENT, overseasRecipient, recipient } from '../../test/recipients';
import { specTexts } from '../../test/spec';
import {
  allowedAccountTypes,
  countryChoices,
  currencyChoices,
  differsFrom,
  isTelegraphic,
  setByEffects,
  shownValues,
  toNewRecipient,
} from './recipientFormModel';
import { RECIPIENT_FORM_SPEC_TEXTS, RECIPIENT_FORM_TEXTS } from './recipientFormTexts';
import { recipientFieldSpecs } from '../../shared/domain/recipients/fieldSpecs';

describe('add-recipient form texts', () => {
  it.each(Object.values(RECIPIENT_FORM_SPEC_TEXTS))('"%s" is the spec text, as written', (text) =>
    expect(specTexts.has(text)).toBe(true),
  );

  it('keeps the product texts apart from the spec texts', () => {
    expect(Object.values(RECIPIENT_FORM_TEXTS).filter((text) => specTexts.has(text))).toEqual([]);
  });
});

describe('country and currency choices', () => {
  it('offers Singapore alone locally, the corridor countries without Singapore overseas', () => {
    expect(countryChoices('LOCAL', CORRIDORS)).toEqual(['SG']);
    const overseas = countryChoices('OVERSEAS', CORRIDORS);
    expect(overseas).toHaveLength(50);
    expect(overseas).not.toContain('SG');
    // By name: Australia, Austria, Bangladesh.
    expect(overseas.slice(0, 3)).toEqual(['AU', 'AT', 'BD']);
  });

  it("offers Singapore's local currencies with MCA, and a corridor's currencies overseas", () => {
    const local = ['SGD', 'AUD', 'GBP', 'EUR', 'HKD', 'JPY', 'CHF', 'THB', 'USD', 'MCA'];
    expect(currencyChoices('LOCAL', 'SG', CORRIDORS)).toEqual(local);
    expect(currencyChoices('OVERSEAS', 'GB', CORRIDORS)).toEqual(['GBP', 'USD']);
    expect(currencyChoices('OVERSEAS', 'NZ', CORRIDORS)).toEqual(['USD']);
    expect(currencyChoices('OVERSEAS', '', CORRIDORS)).toEqual([]);
  });

  it("follows the bank's corridors, offering only the currencies the recipient rules know", () => {
    const bank: Corridor[] = [
      { country: 'GB', currencies: [{ currency: 'GBP', route: 'TT' }] },
      // NZD has no recipient rules here: not offered, and New Zealand with it.
      { country: 'NZ', currencies: [{ currency: 'NZD', route: 'LOCAL' }] },
      { country: 'JP', currencies: [{ currency: 'JPY', route: 'LOCAL' }] },
    ];
    expect(countryChoices('OVERSEAS', bank)).toEqual(['JP', 'GB']);
    expect(currencyChoices('OVERSEAS', 'GB', bank)).toEqual(['GBP']);
    expect(currencyChoices('OVERSEAS', 'NZ', bank)).toEqual([]);
    expect(isTelegraphic('OVERSEAS', 'GB', 'GBP', bank)).toBe(true);
    expect(currencyChoices('LOCAL', 'SG', bank)).toContain('MCA');
  });

  it('reads USD outside the US as a telegraphic transfer, the home currency as local rails', () => {
    expect(isTelegraphic('OVERSEAS', 'GB', 'USD', CORRIDORS)).toBe(true);
    expect(isTelegraphic('OVERSEAS', 'GB', 'GBP', CORRIDORS)).toBe(false);
    expect(isTelegraphic('OVERSEAS', 'US', 'USD', CORRIDORS)).toBe(false);
    expect(isTelegraphic('LOCAL', 'SG', 'USD', CORRIDORS)).toBe(false);
  });
});

describe('what the effects decide', () => {
  it('marks KRW country code and BRL taxpayer id type as set by the effects', () => {
    expect(setByEffects(recipient({ currency: 'KRW' }), {}, 'contactCountryCode')).toBe(true);
    expect(setByEffects(recipient({ currency: 'GBP' }), {}, 'contactCountryCode')).toBe(false);
    const brl = recipient({ currency: 'BRL', accountType: 'CORPORATE' });
    expect(setByEffects(brl, {}, 'identificationType')).toBe(true);
  });

  it('allows the account types the currency leaves', () => {
    expect(allowedAccountTypes(recipient({ currency: 'CNY' }), {})).toEqual(['CORPORATE']);
    expect(allowedAccountTypes(recipient({ currency: 'VND' }), {})).toEqual(['INDIVIDUAL']);
    expect(allowedAccountTypes(recipient({ currency: 'VND' }), { vndCorporate: true })).toEqual([
      'INDIVIDUAL',
      'CORPORATE',
    ]);
  });
});

describe('values the rules read and the request sent', () => {
  it('reads a field the currency hides as empty', () => {
    // Typed for LKR, then GBP chosen: GBP shows no relationship and no bank code.
    const values = { ...overseasRecipient('GBP'), relationship: 'Supplier', bankCode: '7010' };
    const read = shownValues(values, recipientFieldSpecs('GBP', { type: 'OVERSEAS' }));
    expect([read.relationship, read.bankCode, read.accountNumber]).toEqual([
      '',
      '',
      'GB29NWBK60161331926819',
    ]);
  });

  it('sends a local recipient as corporate, with the empty fields left out', () => {
    const draft = recipientSchema({ type: 'LOCAL' }).parse(LOCAL_RECIPIENT);
    expect(toNewRecipient(draft, 'Transfers')).toEqual({
      country: 'SG',
      currency: 'SGD',
      name: "Tan Ah Kow (Pte.) Ltd, O'Neil/Sons",
      accountType: 'CORPORATE',
      accountNumber: '5012345678',
      routingCodeType: 'SWIFT',
      swiftCodeValue: 'OCBCSGSG',
      payoutPurpose: 'Transfers',
    });
  });

  it('compares values with the initial ones, ignoring surrounding spaces', () => {
    const initial = overseasRecipient('GBP');
    expect(differsFrom({ ...initial, name: ' Jane Doe ' }, initial)).toBe(false);
    expect(differsFrom({ ...initial, city: 'Shelbyville' }, initial)).toBe(true);
  });
});
