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
  it('requires a name after trimming, and refuses one of invisible characters', () => {
    expect(issuesOf({ ...GBP, name: ' \t ' })).toEqual({ name: 'This field is required' });
    expect(issuesOf({ ...GBP, name: ' \u200B ' })).toEqual({
      name: "Acceptable characters: a-z A-Z 0-9 space / - ( ) . , '",
    });
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
