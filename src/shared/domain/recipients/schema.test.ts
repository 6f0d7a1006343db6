import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';
import { LOCAL_RECIPIENT, overseasRecipient } from '../../../test/recipients';
import { recipientSchema } from './schema';
import { OVERSEAS_CURRENCIES, type RecipientContext, type RecipientFormValues } from './types';

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

describe('recipientSchema: valid recipients', () => {
  it.each(OVERSEAS_CURRENCIES)('accepts a real %s recipient', (currency) => {
    expect(issuesOf(overseasRecipient(currency))).toEqual({});
  });

  it('accepts a local recipient', () => {
    expect(issuesOf(LOCAL_RECIPIENT, LOCAL)).toEqual({});
  });
});

const GBP = overseasRecipient('GBP');

describe('recipientSchema: name', () => {
  it('requires a name, after cleaning invisible characters and trimming', () => {
    expect(issuesOf({ ...GBP, name: ' \u200B ' })).toEqual({ name: 'This field is required' });
  });

  it.each([
    ['INR', 55],
    ['GBP', 70],
    ['EUR', 70],
    ['IDR', 70],
    ['HKD', 140],
    ['CNY', 140],
    ['VND', 100],
    ['LKR', 100],
    ['MYR', 100],
    ['PHP', 150],
    ['AUD', 190],
    ['USD', 255],
    ['JPY', 255],
  ] as const)('limits %s names to %i characters', (currency, max) => {
    const values = overseasRecipient(currency);
    const at = `Jane ${'D'.repeat(max - 5)}`;
    expect(issuesOf({ ...values, name: at })).toEqual({});
    expect(issuesOf({ ...values, name: `${at}e` })).toEqual({
      name: `${max} character limit is reached.`,
    });
  });

  it('limits names to 35 on telegraphic routes and for local recipients', () => {
    const name = `Jane ${'D'.repeat(31)}`;
    const telegraphic = { ...GBP, name, swiftCodeValue: 'NWBKGB2L' };
    expect(issuesOf(telegraphic, { type: 'OVERSEAS', telegraphic: true })).toEqual({
      name: '35 character limit is reached.',
    });
    expect(issuesOf({ ...GBP, name })).toEqual({});
    expect(issuesOf({ ...LOCAL_RECIPIENT, name }, LOCAL)).toEqual({
      name: '35 character limit is reached.',
    });
  });

  it("takes letters, digits, space and / - ( ) . , ' only", () => {
    expect(issuesOf({ ...LOCAL_RECIPIENT, name: 'Café Ltd' }, LOCAL)).toEqual({
      name: "Acceptable characters: a-z A-Z 0-9 space / - ( ) . , '",
    });
    expect(issuesOf({ ...GBP, name: 'Jane_Doe Smith' })).toEqual({
      name: "Acceptable characters: a-z A-Z 0-9 space / - ( ) . , '",
    });
  });

  it('takes CNY names in Pinyin or English only, with _ as well', () => {
    const cny = overseasRecipient('CNY');
    expect(issuesOf({ ...cny, name: 'Hua_Tai (Beijing) Co.' })).toEqual({});
    expect(issuesOf({ ...cny, name: '北京华泰' })).toEqual({
      name: "Acceptable characters: a-z A-Z 0-9 space . , - ( ) _ ' /",
    });
  });

  it('needs an individual full name with a last name of 2 characters, except in IDR', () => {
    const message = 'Please enter the full name, with a last name of at least 2 characters.';
    expect(issuesOf({ ...GBP, name: 'Jane' })).toEqual({ name: message });
    expect(issuesOf({ ...GBP, name: 'Jane D' })).toEqual({ name: message });
    expect(issuesOf({ ...GBP, name: 'Jane Do' })).toEqual({});
    expect(issuesOf({ ...GBP, name: 'Acme', accountType: 'CORPORATE' })).toEqual({});
    expect(issuesOf({ ...overseasRecipient('IDR'), name: 'Suharto' })).toEqual({});
  });
});

describe('recipientSchema: country, currency and account type', () => {
  it('keeps local recipients in Singapore and overseas ones elsewhere', () => {
    expect(issuesOf({ ...LOCAL_RECIPIENT, country: 'MY' }, LOCAL)).toEqual({
      country: 'Please select a valid country/area.',
    });
    expect(issuesOf({ ...GBP, country: 'SG' })).toMatchObject({
      country: 'Please select a valid country/area.',
    });
  });

  it('offers the Singapore local currencies locally and the 24 currencies overseas', () => {
    expect(issuesOf({ ...LOCAL_RECIPIENT, currency: 'INR' }, LOCAL)).toEqual({
      currency: 'Please select a valid currency.',
    });
    expect(issuesOf({ ...LOCAL_RECIPIENT, currency: 'MCA' }, LOCAL)).toEqual({});
    expect(issuesOf({ ...GBP, currency: 'MCA' })).toEqual({
      currency: 'Please select a valid currency.',
    });
    expect(issuesOf({ ...GBP, currency: 'NZD' })).toEqual({
      currency: 'Please select a valid currency.',
    });
    expect(issuesOf({ ...GBP, currency: '' })).toEqual({ currency: 'This field is required' });
  });

  it('requires an overseas account type, Corporate only for CNY', () => {
    expect(issuesOf({ ...GBP, accountType: '' })).toEqual({
      accountType: 'This field is required',
    });
    expect(issuesOf({ ...overseasRecipient('CNY'), accountType: 'INDIVIDUAL' })).toEqual({
      accountType: 'Transferring to CNY is currently only available for corporate accounts',
    });
  });

  it('takes VND individuals only, unless the VND corporate capability is on', () => {
    const corporate = { ...overseasRecipient('VND'), name: 'Acme', accountType: 'CORPORATE' };
    expect(issuesOf(corporate)).toEqual({
      accountType: 'Transferring to VND is currently only available for individual accounts',
    });
    expect(issuesOf(corporate, { type: 'OVERSEAS', vndCorporate: true })).toEqual({});
  });
});

describe('recipientSchema: local account number', () => {
  it('refuses the company own account', () => {
    expect(issuesOf({ ...LOCAL_RECIPIENT, accountNumber: ' 885164000001 ' }, LOCAL)).toEqual({
      accountNumber:
        'This is your own YouBiz account. Please use Exchange/Internal Transfer feature instead.',
    });
  });

  it('takes at most 34 letters and digits; the simple form digits only', () => {
    expect(issuesOf({ ...LOCAL_RECIPIENT, accountNumber: '1'.repeat(35) }, LOCAL)).toEqual({
      accountNumber: '34 character limit is reached.',
    });
    expect(issuesOf({ ...LOCAL_RECIPIENT, accountNumber: '123/456' }, LOCAL)).toEqual({
      accountNumber: 'Acceptable characters: a-z A-Z 0-9',
    });
    expect(issuesOf({ ...LOCAL_RECIPIENT, accountNumber: 'AB123' }, LOCAL)).toEqual({});
    expect(
      issuesOf(
        { ...LOCAL_RECIPIENT, accountNumber: 'AB123' },
        { ...LOCAL, digitsOnlyAccountNumber: true },
      ),
    ).toEqual({ accountNumber: 'Acceptable characters: 0-9' });
  });

  it('matches a DBS business prefix to its currency, 12 or 18 digits long', () => {
    const dbs = { ...LOCAL_RECIPIENT, swiftCodeValue: 'DBSSSGSGXXX' };
    expect(issuesOf({ ...dbs, accountNumber: '885164123456' }, LOCAL)).toEqual({});
    expect(
      issuesOf({ ...dbs, currency: 'USD', accountNumber: '785165123456789012' }, LOCAL),
    ).toEqual({});
    expect(issuesOf({ ...dbs, currency: 'USD', accountNumber: '885164123456' }, LOCAL)).toEqual({
      accountNumber: 'Please enter a valid USD account number where USD is the selected currency.',
    });
    expect(issuesOf({ ...dbs, currency: 'MCA', accountNumber: '885164123456' }, LOCAL)).toEqual({
      currency: 'Please select a valid currency.',
    });
    expect(issuesOf({ ...dbs, accountNumber: '8851641234567' }, LOCAL)).toEqual({
      accountNumber: 'Please enter a 12 or 18-digit account number.',
    });
    // Not a DBS recipient: the prefix says nothing.
    expect(
      issuesOf({ ...LOCAL_RECIPIENT, currency: 'USD', accountNumber: '8851641234567' }, LOCAL),
    ).toEqual({});
  });

  it('requires the bank SWIFT code, in Singapore', () => {
    expect(issuesOf({ ...LOCAL_RECIPIENT, swiftCodeValue: 'HSBCHKHH' }, LOCAL)).toEqual({
      swiftCodeValue: 'Please enter a valid SWIFT code for Singapore.',
    });
    expect(issuesOf({ ...LOCAL_RECIPIENT, swiftCodeValue: '' }, LOCAL)).toEqual({
      swiftCodeValue: 'This field is required',
    });
  });
});

describe('recipientSchema: overseas account number', () => {
  it.each([
    ['USD', 17],
    ['TRY', 26],
    ['NOK', 15],
    ['DKK', 18],
    ['BRL', 14],
    ['SEK', 24],
    ['CAD', 24],
    ['AUD', 9],
    ['EUR', 34],
    ['HKD', 34],
    ['MYR', 20],
    ['INR', 20],
    ['IDR', 30],
    ['JPY', 50],
  ] as const)('limits %s account numbers to %i characters', (currency, max) => {
    expect(
      issuesOf({ ...overseasRecipient(currency), accountNumber: '1'.repeat(max + 1) }),
    ).toEqual({
      accountNumber: `${max} character limit is reached.`,
    });
  });

  it('limits account numbers to 34 on telegraphic routes', () => {
    const jpy = { ...overseasRecipient('JPY'), accountNumber: '1'.repeat(35) };
    expect(issuesOf(jpy, { type: 'OVERSEAS', telegraphic: true })).toEqual({
      accountNumber: '34 character limit is reached.',
    });
  });

  it('takes 8 digits or an IBAN for GBP', () => {
    const message = 'Please enter 8-digit numeric account number, or a valid IBAN number.';
    expect(issuesOf({ ...GBP, accountNumber: '31926819' })).toEqual({});
    expect(issuesOf({ ...GBP, accountNumber: 'GB29 NWBK 6016 1331 9268 19' })).toEqual({});
    expect(issuesOf({ ...GBP, accountNumber: '3192681' })).toEqual({ accountNumber: message });
    expect(issuesOf({ ...GBP, accountNumber: 'GB28NWBK60161331926819' })).toEqual({
      accountNumber: message,
    });
  });

  it('matches the sort code of a 22-character GBP IBAN', () => {
    expect(issuesOf({ ...GBP, routingCodeValue: '601614' })).toEqual({
      routingCodeValue: 'The SORT code does not match the IBAN number',
    });
    expect(issuesOf({ ...GBP, routingCodeValue: '60-16-13' })).toEqual({});
    expect(issuesOf({ ...GBP, routingCodeValue: '60161' })).toEqual({
      routingCodeValue: 'SORT code should be 6 digits.',
    });
  });

  it.each([
    ['NOK', '86011117947', 'NO9386011117948', '11'],
    ['SEK', '58398257466', 'SE4550000000058398257467', '7 to 15'],
    ['DKK', '00400440116243', 'DK5000400440116244', '5 to 14'],
    ['TRY', '6457841326', 'TR330006100519786457841327', '5 to 17'],
  ] as const)('takes a %s IBAN or a national number', (currency, national, badIban, digits) => {
    const values = overseasRecipient(currency);
    expect(issuesOf({ ...values, accountNumber: national })).toEqual({});
    expect(issuesOf({ ...values, accountNumber: badIban })).toEqual({
      accountNumber: `Please enter a valid IBAN number, or a national account number of ${digits} digits.`,
    });
  });

  it('refuses another country IBAN for NOK', () => {
    expect(issuesOf({ ...overseasRecipient('NOK'), accountNumber: 'DK5000400440116243' })).toEqual({
      accountNumber: '15 character limit is reached.',
    });
  });

  it('takes 6 to 9 characters for AUD', () => {
    const aud = overseasRecipient('AUD');
    expect(issuesOf({ ...aud, accountNumber: '123456' })).toEqual({});
    expect(issuesOf({ ...aud, accountNumber: '12345' })).toEqual({
      accountNumber: 'Please enter at least 6 characters.',
    });
  });

  it('takes exactly 14 at HDFC and at least 6 elsewhere for INR', () => {
    const inr = overseasRecipient('INR');
    expect(issuesOf({ ...inr, accountNumber: '5010001234567' })).toEqual({
      accountNumber: 'HDFC Bank account numbers have exactly 14 digits.',
    });
    const sbi = { ...inr, routingCodeValue: 'SBIN0000300' };
    expect(issuesOf({ ...sbi, accountNumber: '123456' })).toEqual({});
    expect(issuesOf({ ...sbi, accountNumber: '12345' })).toEqual({
      accountNumber: 'Please enter at least 6 characters.',
    });
  });

  it('refuses the company own account overseas too', () => {
    expect(
      issuesOf(
        { ...overseasRecipient('USD'), accountNumber: '885165000001' },
        {
          type: 'OVERSEAS',
          ownAccountNumbers: ['885165000001'],
        },
      ),
    ).toEqual({
      accountNumber:
        'This is your own YouBiz account. Please use Exchange/Internal Transfer feature instead.',
    });
  });
});

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
  it('cleans and trims every field before its rules and in its output', () => {
    const draft = recipientSchema(OVERSEAS).parse({
      ...GBP,
      name: '\u202E Jane\u200B Doe\t',
      address: '  1 High Street ',
      accountNumber: ' gb29 nwbk 6016 1331 9268 19 ',
    });
    expect([draft.name, draft.address, draft.accountNumber]).toEqual([
      'Jane Doe',
      '1 High Street',
      'GB29NWBK60161331926819',
    ]);
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
