import { describe, expect, it } from 'vitest';
import { LOCAL_RECIPIENT } from '../../../test/recipients';
import { recipientSchema } from './schema';
import { bankChoiceOf, OTHER_BANK, SINGAPORE_BANKS, singaporeBankOf } from './singaporeBanks';

const bic = (name: string) => SINGAPORE_BANKS.find((bank) => bank.name === name)?.bic;

describe('Singapore bank picker data', () => {
  it('lists the main Singapore banks with their published BICs', () => {
    expect(bic('DBS Bank / POSB')).toBe('DBSSSGSG');
    expect(bic('OCBC Bank')).toBe('OCBCSGSG');
    expect(bic('UOB (United Overseas Bank)')).toBe('UOVBSGSG');
    expect(bic('Standard Chartered Bank (Singapore) Limited')).toBe('SCBLSG22');
    expect(bic('Citibank Singapore Limited')).toBe('CITISGSL');
    expect(bic('HSBC Bank (Singapore) Limited')).toBe('HSBCSGS2');
    expect(bic('Maybank Singapore Limited')).toBe('MBBESGS2');
  });

  it("gives each bank its own BIC, and each passes the spec's SWIFT rule for a local recipient", () => {
    expect(new Set(SINGAPORE_BANKS.map((bank) => bank.bic)).size).toBe(SINGAPORE_BANKS.length);
    expect(new Set(SINGAPORE_BANKS.map((bank) => bank.name)).size).toBe(SINGAPORE_BANKS.length);
    for (const bank of SINGAPORE_BANKS) {
      const result = recipientSchema({ type: 'LOCAL' }).safeParse({
        ...LOCAL_RECIPIENT,
        bankName: bank.name,
        swiftCodeValue: bank.bic,
      });
      expect([bank.name, result.success]).toEqual([bank.name, true]);
    }
  });

  it('finds the listed bank of a SWIFT code, with the head office XXX, in any case', () => {
    expect(singaporeBankOf('DBSSSGSG')?.name).toBe('DBS Bank / POSB');
    expect(singaporeBankOf('ocbcsgsgxxx')?.name).toBe('OCBC Bank');
    expect(singaporeBankOf('OCBCSGSG001')).toBeUndefined();
    expect(singaporeBankOf('DEUTSGSG')).toBeUndefined();
  });

  it("picks a recipient's listed bank, 'Other bank' for another, nothing for a new one", () => {
    expect(bankChoiceOf({ swiftCodeValue: 'UOVBSGSG', bankName: 'UOB' })).toBe('UOVBSGSG');
    expect(bankChoiceOf({ swiftCodeValue: 'DEUTSGSG', bankName: '' })).toBe(OTHER_BANK);
    expect(bankChoiceOf({ swiftCodeValue: '', bankName: 'Deutsche Bank' })).toBe(OTHER_BANK);
    expect(bankChoiceOf({ swiftCodeValue: ' ', bankName: '' })).toBe('');
  });
});
