import { describe, expect, it } from 'vitest';
import { overseasRecipient, recipient } from '../../../test/recipients';
import { findDuplicate } from './duplicates';
import { applyCurrencyEffects, changeCountry } from './effects';
import { recipientSchema } from './schema';

describe('currency effects (spec-2 §4)', () => {
  it('KRW sets the contact country code +82', () => {
    expect(
      applyCurrencyEffects(recipient({ currency: 'KRW', contactCountryCode: '+65' }), {})
        .contactCountryCode,
    ).toBe('+82');
  });

  it('CNY forces Corporate', () => {
    expect(
      applyCurrencyEffects(recipient({ currency: 'CNY', accountType: 'INDIVIDUAL' }), {})
        .accountType,
    ).toBe('CORPORATE');
  });

  it('VND forces Individual unless the VND corporate capability is on', () => {
    const vnd = recipient({ currency: 'VND', accountType: 'CORPORATE' });
    expect(applyCurrencyEffects(vnd, {}).accountType).toBe('INDIVIDUAL');
    expect(applyCurrencyEffects(vnd, { vndCorporate: true }).accountType).toBe('CORPORATE');
  });

  it('BRL sets CPF for individuals and CNPJ for corporates', () => {
    expect(
      applyCurrencyEffects(recipient({ currency: 'BRL', accountType: 'INDIVIDUAL' }), {})
        .identificationType,
    ).toBe('CPF');
    expect(
      applyCurrencyEffects(recipient({ currency: 'BRL', accountType: 'CORPORATE' }), {})
        .identificationType,
    ).toBe('CNPJ');
  });

  it('leaves other currencies as they are', () => {
    const gbp = overseasRecipient('GBP');
    expect(applyCurrencyEffects(gbp, {})).toEqual(gbp);
  });

  it('gives values the schema accepts once the effects are applied', () => {
    const cny = { ...overseasRecipient('CNY'), accountType: 'INDIVIDUAL' };
    expect(recipientSchema({ type: 'OVERSEAS' }).safeParse(cny).success).toBe(false);
    expect(
      recipientSchema({ type: 'OVERSEAS' }).safeParse(applyCurrencyEffects(cny, {})).success,
    ).toBe(true);
  });

  it('clears the currency when the new country does not allow it', () => {
    const gbp = overseasRecipient('GBP');
    expect(changeCountry(gbp, 'IE', ['EUR', 'GBP'])).toMatchObject({
      country: 'IE',
      currency: 'GBP',
    });
    expect(changeCountry(gbp, 'DE', ['EUR'])).toMatchObject({ country: 'DE', currency: '' });
  });
});

describe('duplicate recipients (spec-2 §4 Add recipient)', () => {
  const existing = [{ ...overseasRecipient('GBP'), type: 'OVERSEAS', id: 'r1' }];

  it('finds the same account at the same bank, whatever the spacing and case', () => {
    const candidate = {
      ...overseasRecipient('GBP'),
      type: 'OVERSEAS',
      accountNumber: 'gb29 nwbk 6016 1331 9268 19',
      routingCodeValue: '60-16-13',
    };
    expect(findDuplicate(candidate, existing, 'Transfers')?.id).toBe('r1');
  });

  it('skips the check for Claims payouts', () => {
    expect(
      findDuplicate({ ...overseasRecipient('GBP'), type: 'OVERSEAS' }, existing, 'Claims'),
    ).toBeUndefined();
  });

  it('tells apart another account, currency or type', () => {
    const gbp = { ...overseasRecipient('GBP'), type: 'OVERSEAS' };
    expect(
      findDuplicate({ ...gbp, accountNumber: '31926819' }, existing, 'Transfers'),
    ).toBeUndefined();
    expect(findDuplicate({ ...gbp, currency: 'EUR' }, existing, 'Transfers')).toBeUndefined();
    expect(findDuplicate({ ...gbp, type: 'LOCAL' }, existing, 'Transfers')).toBeUndefined();
  });
});

describe('recipientSchema: the duplicate check', () => {
  const existingRecipients = [{ ...overseasRecipient('GBP'), type: 'OVERSEAS' }];
  const gbp = { ...overseasRecipient('GBP'), accountNumber: 'GB29 NWBK 6016 1331 9268 19' };

  it('refuses a recipient that is there already', () => {
    const result = recipientSchema({ type: 'OVERSEAS', existingRecipients }).safeParse(gbp);
    expect(
      result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]),
    ).toEqual([['accountNumber', 'Recipient already exists. Please check your input.']]);
  });

  it('skips the check for Claims payouts', () => {
    const context = { type: 'OVERSEAS', existingRecipients, purpose: 'Claims' } as const;
    expect(recipientSchema(context).safeParse(gbp).success).toBe(true);
  });
});
