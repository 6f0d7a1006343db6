import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';
import { LOCAL_RECIPIENT, overseasRecipient } from '../../../test/recipients';
import { recipientSchema } from './schema';
import type { RecipientContext, RecipientFormValues } from './types';

// The bank-side, address, contact and BRL rules; names, currencies and account numbers are in
// schema.test.ts.
const OVERSEAS: RecipientContext = { type: 'OVERSEAS' };
const LOCAL: RecipientContext = { type: 'LOCAL', ownAccountNumbers: ['885164000001'] };

/** Each refused field with its text; {} when accepted. */
function issuesOf(values: Partial<RecipientFormValues>, context: RecipientContext = OVERSEAS) {
  const result = recipientSchema(context).safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

const GBP = overseasRecipient('GBP');

describe('recipientSchema: SWIFT codes', () => {
  const hkd = overseasRecipient('HKD');

  it('takes 8 or 11 characters, upper-cased', () => {
    expect(
      recipientSchema(OVERSEAS).parse({ ...hkd, swiftCodeValue: ' hsbchkhhxxx ' }).swiftCodeValue,
    ).toBe('HSBCHKHHXXX');
    for (const swiftCodeValue of ['HSBCHKH', 'HSBCHKHHXX', 'HSBCHKHHXXXX', 'HSBC-HKHH'])
      expect(issuesOf({ ...hkd, swiftCodeValue })).toEqual({
        swiftCodeValue: 'SWIFT code should be either 8 or 11 digits.',
      });
  });

  it('needs the recipient country at positions 5-6', () => {
    expect(issuesOf({ ...hkd, swiftCodeValue: 'DBSSSGSG' })).toEqual({
      swiftCodeValue: 'Please enter a valid SWIFT code for Hong Kong.',
    });
    expect(issuesOf({ ...overseasRecipient('KRW'), swiftCodeValue: 'HSBCHKHH' })).toEqual({
      swiftCodeValue: 'Please enter a valid SWIFT code for South Korea.',
    });
  });

  it('refuses a SWIFT code whose bank part is not letters', () => {
    expect(issuesOf({ ...hkd, swiftCodeValue: '1SBCHKHH' })).toEqual({
      swiftCodeValue: 'Please enter a valid SWIFT code.',
    });
  });

  it('requires SWIFT where no local routing code pays, and on telegraphic routes', () => {
    expect(issuesOf({ ...hkd, swiftCodeValue: '' })).toEqual({
      swiftCodeValue: 'This field is required',
    });
    const usd = overseasRecipient('USD');
    expect(issuesOf(usd)).toEqual({});
    expect(issuesOf(usd, { type: 'OVERSEAS', telegraphic: true })).toEqual({
      swiftCodeValue: 'This field is required',
    });
  });

  it('checks an intermediary SWIFT code for its shape only', () => {
    expect(issuesOf({ ...hkd, intermediatoryBankSwiftCode: 'CHASUS33' })).toEqual({});
    expect(issuesOf({ ...hkd, intermediatoryBankSwiftCode: 'CHASUS3' })).toEqual({
      intermediatoryBankSwiftCode: 'SWIFT code should be either 8 or 11 digits.',
    });
  });
});

describe('recipientSchema: routing and bank codes', () => {
  it.each([
    ['AUD', '06200', 'BSB code should be 6 digits.'],
    ['GBP', '6016134', 'SORT code should be 6 digits.'],
    ['USD', '02100002', 'ACH routing number should be 9 digits.'],
    ['CAD', '0001', 'Transit number should be 5 digits.'],
    ['BRL', '123456', 'Branch code should be 4 digits.'],
  ] as const)('%s routing code of the wrong length', (currency, routingCodeValue, message) => {
    expect(issuesOf({ ...overseasRecipient(currency), routingCodeValue })).toEqual({
      routingCodeValue: message,
    });
  });

  it('requires the routing code of the currency', () => {
    expect(issuesOf({ ...overseasRecipient('AUD'), routingCodeValue: '' })).toEqual({
      routingCodeValue: 'This field is required',
    });
  });

  it('checks the ACH routing number checksum', () => {
    const usd = overseasRecipient('USD');
    expect(issuesOf({ ...usd, routingCodeValue: '011000015' })).toEqual({});
    expect(issuesOf({ ...usd, routingCodeValue: '021000022' })).toEqual({
      routingCodeValue: 'Please enter a valid ACH routing number.',
    });
  });

  it('takes an IFSC of 4 letters, 0 and 6 letters or digits', () => {
    const inr = {
      ...overseasRecipient('INR'),
      routingCodeValue: 'SBIN0000300',
      accountNumber: '12345678',
    };
    expect(issuesOf(inr)).toEqual({});
    expect(
      recipientSchema(OVERSEAS).parse({ ...inr, routingCodeValue: 'sbin0000300' }).routingCodeValue,
    ).toBe('SBIN0000300');
    for (const routingCodeValue of ['SBIN1000300', 'SBI00000300', 'SBIN000030'])
      expect(issuesOf({ ...inr, routingCodeValue })).toEqual({
        routingCodeValue: 'Please enter a valid IFSC code: 4 letters, 0, then 6 letters or digits.',
      });
  });

  it('requires the routing type of the currency', () => {
    expect(issuesOf({ ...overseasRecipient('AUD'), routingCodeType: 'SORT' })).toEqual({
      routingCodeType: 'Please select one of the options.',
    });
    expect(recipientSchema(OVERSEAS).parse(overseasRecipient('AUD')).routingCodeType).toBe('BSB');
    expect(recipientSchema(OVERSEAS).parse(overseasRecipient('HKD')).routingCodeType).toBe('SWIFT');
  });

  it.each([
    ['LKR', 4],
    ['CAD', 3],
    ['BRL', 3],
    ['KRW', 3],
    ['SEK', 4],
    ['NOK', 4],
    ['DKK', 4],
  ] as const)('requires a %s bank code of %i digits', (currency, n) => {
    const values = overseasRecipient(currency);
    expect(issuesOf({ ...values, bankCode: '' })).toEqual({ bankCode: 'This field is required' });
    expect(issuesOf({ ...values, bankCode: '1'.repeat(n + 1) })).toEqual({
      bankCode: `Bank code should be ${n} digits.`,
    });
    expect(issuesOf({ ...values, bankCode: 'A'.repeat(n) })).toEqual({
      bankCode: `Bank code should be ${n} digits.`,
    });
  });
});

describe('recipientSchema: address and bank name', () => {
  it('requires an overseas address except for EUR, MYR and IDR', () => {
    expect(issuesOf({ ...GBP, address: '' })).toEqual({ address: 'This field is required' });
    for (const currency of ['EUR', 'MYR', 'IDR'] as const)
      expect(
        issuesOf({ ...overseasRecipient(currency), address: '', city: '', state: '', postal: '' }),
      ).toEqual({});
    expect(issuesOf({ ...LOCAL_RECIPIENT, address: '' }, LOCAL)).toEqual({});
  });

  it('requires city, state and postal code, except state for GBP and CNY, postal for GBP, and only the address for TWD', () => {
    const usd = overseasRecipient('USD');
    expect(issuesOf({ ...usd, city: '', state: '', postal: '' })).toEqual({
      city: 'This field is required',
      state: 'This field is required',
      postal: 'This field is required',
    });
    expect(issuesOf({ ...GBP, state: '', postal: '' })).toEqual({});
    expect(issuesOf({ ...overseasRecipient('CNY'), state: '' })).toEqual({});
    expect(issuesOf({ ...overseasRecipient('CNY'), postal: '' })).toEqual({
      postal: 'This field is required',
    });
    expect(issuesOf({ ...overseasRecipient('TWD'), city: '', state: '', postal: '' })).toEqual({});
  });

  it('limits address lines, city and state to 35 and postal codes to 15', () => {
    const long = 'A'.repeat(36);
    expect(
      issuesOf({
        ...GBP,
        address: long,
        addressLineTwo: long,
        addressLineThree: long,
        city: long,
        state: long,
      }),
    ).toEqual({
      address: '35 character limit is reached.',
      addressLineTwo: '35 character limit is reached.',
      addressLineThree: '35 character limit is reached.',
      city: '35 character limit is reached.',
      state: '35 character limit is reached.',
    });
    expect(issuesOf({ ...GBP, postal: '1'.repeat(16) })).toEqual({
      postal: '15 character limit is reached.',
    });
  });

  it('takes the SWIFT character set in the address and letters, digits, space and - in postal codes', () => {
    expect(issuesOf({ ...GBP, address: 'Flat 2/B, 1 High St. (rear)' })).toEqual({});
    expect(issuesOf({ ...GBP, address: '1 High St #2', postal: 'AB1_2CD' })).toEqual({
      address: "Acceptable characters: a-z A-Z 0-9 space or / - ? : ( ) . , ' +",
      postal: 'Acceptable characters: a-z A-Z 0-9 space -',
    });
  });

  it('requires a bank name of at most 100, 35 on telegraphic routes, 255 locally', () => {
    expect(issuesOf({ ...GBP, bankName: '' })).toEqual({ bankName: 'This field is required' });
    expect(issuesOf({ ...GBP, bankName: 'B'.repeat(101) })).toEqual({
      bankName: '100 character limit is reached.',
    });
    const telegraphic = { ...GBP, bankName: 'B'.repeat(36), swiftCodeValue: 'NWBKGB2L' };
    expect(issuesOf(telegraphic, { type: 'OVERSEAS', telegraphic: true })).toEqual({
      bankName: '35 character limit is reached.',
    });
    expect(issuesOf({ ...LOCAL_RECIPIENT, bankName: 'B'.repeat(255) }, LOCAL)).toEqual({});
    expect(issuesOf({ ...LOCAL_RECIPIENT, bankName: 'B'.repeat(256) }, LOCAL)).toEqual({
      bankName: '255 character limit is reached.',
    });
  });

  it('has no bank name for IDR and MYR', () => {
    const idr = { ...overseasRecipient('IDR'), bankName: 'Bank Central Asia' };
    expect(recipientSchema(OVERSEAS).parse(idr).bankName).toBe('');
  });
});

describe('recipientSchema: contact, e-mail, relationship', () => {
  it.each(['KRW', 'TWD', 'PHP', 'INR', 'BRL', 'NOK', 'LKR', 'SEK', 'DKK', 'TRY', 'CAD'] as const)(
    'requires a %s contact number',
    (currency) => {
      expect(issuesOf({ ...overseasRecipient(currency), contactNumber: '' })).toEqual({
        contactNumber: 'This field is required',
      });
    },
  );

  it('leaves the contact number optional elsewhere, AUD included', () => {
    for (const currency of ['AUD', 'USD', 'GBP'] as const)
      expect(
        issuesOf({ ...overseasRecipient(currency), contactNumber: '', contactCountryCode: '' }),
      ).toEqual({});
  });

  it('limits contact numbers to 15 for INR and 17 otherwise, digits only', () => {
    expect(issuesOf({ ...overseasRecipient('INR'), contactNumber: '1'.repeat(16) })).toEqual({
      contactNumber: '15 character limit is reached.',
    });
    expect(issuesOf({ ...overseasRecipient('TWD'), contactNumber: '1'.repeat(17) })).toEqual({});
    expect(issuesOf({ ...overseasRecipient('TWD'), contactNumber: '1'.repeat(18) })).toEqual({
      contactNumber: '17 character limit is reached.',
    });
    expect(issuesOf({ ...overseasRecipient('TWD'), contactNumber: '+886912345678' })).toEqual({
      contactNumber: 'Acceptable characters: 0-9',
    });
  });

  it('takes digits and + for KRW, with the country code +82', () => {
    const krw = overseasRecipient('KRW');
    expect(issuesOf({ ...krw, contactNumber: '+821012345678' })).toEqual({});
    expect(issuesOf({ ...krw, contactNumber: '010 1234 5678' })).toEqual({});
    expect(issuesOf({ ...krw, contactNumber: '010/1234' })).toEqual({
      contactNumber: 'Acceptable characters: 0-9 +',
    });
    expect(issuesOf({ ...krw, contactCountryCode: '+65' })).toEqual({
      contactCountryCode: 'Korean recipients need the country code +82.',
    });
    expect(
      recipientSchema(OVERSEAS).parse({ ...krw, contactCountryCode: '' }).contactCountryCode,
    ).toBe('+82');
  });

  it('needs a country code such as +65 with a contact number', () => {
    const twd = overseasRecipient('TWD');
    expect(issuesOf({ ...twd, contactCountryCode: '' })).toEqual({
      contactCountryCode: 'This field is required',
    });
    expect(issuesOf({ ...twd, contactCountryCode: '886' })).toEqual({
      contactCountryCode: 'Please enter a country code such as +65.',
    });
  });

  it('requires a valid KRW e-mail of at most 100 characters', () => {
    const krw = overseasRecipient('KRW');
    expect(issuesOf({ ...krw, email: '' })).toEqual({ email: 'This field is required' });
    expect(issuesOf({ ...krw, email: 'jane.doe@' })).toEqual({
      email: 'Please input a valid email.',
    });
    expect(issuesOf({ ...krw, email: `${'a'.repeat(89)}@example.kr` })).toEqual({});
    expect(issuesOf({ ...krw, email: `${'a'.repeat(90)}@example.kr` })).toEqual({
      email: '100 character limit is reached.',
    });
  });

  it('checks an optional e-mail of other currencies with the general text', () => {
    expect(issuesOf({ ...GBP, email: 'jane@' })).toEqual({
      email: 'Please enter a valid email address.',
    });
  });

  it('requires an LKR relationship of at most 100 characters', () => {
    const lkr = overseasRecipient('LKR');
    expect(issuesOf({ ...lkr, relationship: ' ' })).toEqual({
      relationship: 'This field is required',
    });
    expect(issuesOf({ ...lkr, relationship: 'R'.repeat(101) })).toEqual({
      relationship: '100 character limit is reached.',
    });
    expect(issuesOf({ ...GBP, relationship: '' })).toEqual({});
  });
});

describe('recipientSchema: BRL', () => {
  const brl = overseasRecipient('BRL');

  it('requires the taxpayer number: 11 to 20 for individuals, 14 to 20 for corporates', () => {
    expect(issuesOf({ ...brl, identificationValue: '' })).toEqual({
      identificationValue: 'This field is required',
    });
    expect(issuesOf({ ...brl, identificationValue: '1234567890' })).toEqual({
      identificationValue: 'Please enter at least 11 characters.',
    });
    const corporate = { ...brl, name: 'Acme Ltda', accountType: 'CORPORATE' };
    expect(issuesOf({ ...corporate, identificationValue: '12.345.678/0001-95' })).toEqual({});
    expect(issuesOf({ ...corporate, identificationValue: '1234567890123' })).toEqual({
      identificationValue: 'Please enter at least 14 characters.',
    });
    expect(issuesOf({ ...brl, identificationValue: '1'.repeat(21) })).toEqual({
      identificationValue: '20 character limit is reached.',
    });
    expect(issuesOf({ ...brl, identificationValue: '123 456 789 09' })).toEqual({
      identificationValue: 'Acceptable characters: 0-9 . - /',
    });
  });

  it('sets CPF for individuals and CNPJ for corporates, and refuses the other', () => {
    expect(recipientSchema(OVERSEAS).parse(brl).identificationType).toBe('CPF');
    const corporate = {
      ...brl,
      name: 'Acme Ltda',
      accountType: 'CORPORATE',
      identificationValue: '12345678000195',
    };
    expect(recipientSchema(OVERSEAS).parse(corporate).identificationType).toBe('CNPJ');
    expect(issuesOf({ ...corporate, identificationType: 'CPF' })).toEqual({
      identificationType: 'Please use CPF for an individual and CNPJ for a corporate recipient.',
    });
  });

  it('requires the bank account type, Checking or Saving', () => {
    expect(issuesOf({ ...brl, bankAccountType: '' })).toEqual({
      bankAccountType: 'This field is required',
    });
    expect(issuesOf({ ...brl, bankAccountType: 'UNKNOWN_BANK_ACCOUNT_TYPE' })).toEqual({
      bankAccountType: 'Please select one of the options.',
    });
    expect(issuesOf({ ...brl, bankAccountType: 'SAVING' })).toEqual({});
  });

  it('drops the BRL-only fields of other currencies', () => {
    const draft = recipientSchema(OVERSEAS).parse({
      ...GBP,
      identificationValue: '123',
      bankAccountType: 'X',
    });
    expect([draft.identificationValue, draft.bankAccountType, draft.identificationType]).toEqual([
      '',
      '',
      '',
    ]);
  });
});

describe('recipientSchema: cleaning', () => {
  it('trims every field before its rules and in its output; codes lose their spaces', () => {
    const draft = recipientSchema(OVERSEAS).parse({
      ...GBP,
      name: ' Jane Doe\t',
      address: '  1 High Street ',
      accountNumber: ' gb29 nwbk 6016 1331 9268 19 ',
    });
    expect([draft.name, draft.address, draft.accountNumber]).toEqual([
      'Jane Doe',
      '1 High Street',
      'GB29NWBK60161331926819',
    ]);
  });

  it('refuses an invisible character in a field with a list of acceptable characters, never drops it', () => {
    expect(issuesOf({ ...GBP, name: 'Invoice\u202Efdp.exe' })).toEqual({
      name: "Acceptable characters: a-z A-Z 0-9 space / - ( ) . , '",
    });
    expect(issuesOf({ ...GBP, address: '1 High\u200D Street' })).toEqual({
      address: "Acceptable characters: a-z A-Z 0-9 space or / - ? : ( ) . , ' +",
    });
    expect(issuesOf({ ...GBP, accountNumber: 'GB29NWBK6016133192681\u00009' })).toEqual({
      accountNumber: 'Acceptable characters: a-z A-Z 0-9',
    });
    expect(issuesOf({ ...GBP, name: '\uFEFFJane Doe' })).toEqual({
      name: "Acceptable characters: a-z A-Z 0-9 space / - ( ) . , '",
    });
  });

  it('keeps only the fields the currency shows, and cleans the ones without a list', () => {
    const draft = recipientSchema(LOCAL).parse({
      ...LOCAL_RECIPIENT,
      email: 'x@example.com',
      relationship: 'Brother',
      bankName: 'DBS\u200B Bank',
    });
    expect([draft.email, draft.relationship, draft.bankName]).toEqual(['', '', 'DBS Bank']);
  });

  it('reads missing fields as empty', () => {
    expect(issuesOf({ country: 'SG', currency: 'SGD' }, LOCAL)).toEqual({
      name: 'This field is required',
      accountNumber: 'This field is required',
      swiftCodeValue: 'This field is required',
    });
  });

  it('refuses what is not text', () => {
    expect(recipientSchema(LOCAL).safeParse({ ...LOCAL_RECIPIENT, name: 42 }).success).toBe(false);
  });
});

describe('recipientSchema: IBANs of every country (ISO 13616)', () => {
  const eur = overseasRecipient('EUR');
  const iban = 'Please enter a valid IBAN number.';

  it('refuses a EUR IBAN whose check digits are wrong, and takes the right ones', () => {
    expect(issuesOf({ ...eur, accountNumber: 'DE89370400440532013000' })).toEqual({});
    expect(issuesOf({ ...eur, accountNumber: 'DE88370400440532013000' })).toEqual({
      accountNumber: iban,
    });
    expect(issuesOf({ ...eur, accountNumber: 'FR7630006000011234567890189' })).toEqual({});
    expect(issuesOf({ ...eur, accountNumber: 'FR7730006000011234567890189' })).toEqual({
      accountNumber: iban,
    });
  });

  it("refuses an IBAN of the registry's country at another length, and any IBAN-shaped number with a bad checksum", () => {
    // DE IBANs have 22 characters: one digit more keeps the shape, not the length.
    expect(issuesOf({ ...eur, accountNumber: 'DE893704004405320130001' })).toEqual({
      accountNumber: iban,
    });
    expect(issuesOf({ ...overseasRecipient('HKD'), accountNumber: 'XX12345678901234' })).toEqual({
      accountNumber: iban,
    });
    expect(issuesOf({ ...overseasRecipient('CHF') })).toEqual({});
  });
});

describe('recipientSchema: lengths beyond any field', () => {
  it('answers a very long value with the field limit text', () => {
    expect(issuesOf({ ...GBP, name: `Jane ${'D'.repeat(1000)}` })).toEqual({
      name: '70 character limit is reached.',
    });
  });

  it('keeps the spec 50 for GBP account numbers, read as not 8 digits nor an IBAN below it', () => {
    expect(issuesOf({ ...GBP, accountNumber: '1'.repeat(40) })).toEqual({
      accountNumber: 'Please enter 8-digit numeric account number, or a valid IBAN number.',
    });
    expect(issuesOf({ ...GBP, accountNumber: '1'.repeat(51) })).toEqual({
      accountNumber: '50 character limit is reached.',
    });
  });
});

describe('recipientSchema in a react-hook-form form', () => {
  it('gives zodResolver each refusal on its field and the draft when valid', async () => {
    const resolver = zodResolver(recipientSchema(OVERSEAS));
    const options = { fields: {}, shouldUseNativeValidation: false } as const;
    const refused = await resolver({ ...GBP, routingCodeValue: '601614' }, undefined, options);
    expect(refused.errors.routingCodeValue?.message).toBe(
      'The SORT code does not match the IBAN number',
    );
    const accepted = await resolver({ ...GBP, name: ' Jane Doe ' }, undefined, options);
    expect(accepted.errors).toEqual({});
    expect(accepted.values).toMatchObject({
      name: 'Jane Doe',
      routingCodeType: 'SORT',
      type: 'OVERSEAS',
    });
  });
});
