/**
 * fast-check generators of recipients for the rule properties
 * (src/shared/domain/recipients/schema.property.test.ts): valid values per currency, built from
 * the rule table, and one-field breakages with the text each must be refused with.
 */
import * as fc from 'fast-check';
import {
  abaCheckDigit,
  IBAN_LENGTHS,
  ibanCheckDigits,
  isIbanShaped,
} from '../shared/domain/recipients/checksums';
import {
  RECIPIENT_MESSAGES as M,
  RECIPIENT_PRODUCT_MESSAGES as P,
} from '../shared/domain/recipients/messages';
import { CURRENCY_RULES, ROUTING, type CurrencyRules } from '../shared/domain/recipients/rules';
import {
  SG_LOCAL_CURRENCIES,
  type OverseasCurrency,
  type RecipientField,
  type RecipientFormValues,
} from '../shared/domain/recipients/types';
import { DIGITS, LOCAL_RECIPIENT, LOWER, overseasRecipient, textOf, UPPER } from './recipients';

const LETTERS = UPPER + LOWER;
const ALNUM = UPPER + DIGITS;
const NAME_CHARS = `${LETTERS}${DIGITS}/-().,'`;
const SWIFT_TEXT = `${LETTERS}${DIGITS} /-?:().,'+`;
const POSTAL = `${ALNUM} -`;

/** Text whose ends are not spaces, so trimming leaves it as generated. */
const spaced = (alphabet: string, min: number, max: number) =>
  textOf(alphabet, min, max).map((s) => s.replace(/^ /, 'A').replace(/ $/, 'Z'));

const fullName = (max: number, chars = NAME_CHARS) =>
  fc
    .tuple(textOf(LETTERS, 1, 10), fc.integer({ min: 2, max: Math.min(max - 12, 60) }))
    .chain(([first, n]) => textOf(chars, n).map((last) => `${first} ${last}`));

const swift = (country: string) =>
  fc
    .tuple(textOf(UPPER, 4), textOf(ALNUM, 2), fc.option(textOf(ALNUM, 3), { nil: '' }))
    // An HDFC SWIFT code would make an INR account number need exactly 14 digits.
    .filter(([bank]) => bank !== 'HDFC')
    .map(([bank, location, branch]) => `${bank}${country}${location}${branch}`);

const iban = (country: string) =>
  textOf(ALNUM, (IBAN_LENGTHS[country] ?? 22) - 4).map(
    (bban) => `${country}${ibanCheckDigits(country, bban)}${bban}`,
  );

const ACH_PREFIXES = ['01', '02', '09', '11', '12', '21', '26', '32', '61', '67', '72', '80'];
const ach = fc
  .tuple(fc.constantFrom(...ACH_PREFIXES), textOf(DIGITS, 6))
  .map(([head, body]) => head + body + abaCheckDigit(head + body));
/** Non-HDFC IFSC: the INR account then needs at least 6, not exactly 14. */
const ifsc = fc
  .tuple(textOf(UPPER, 4), textOf(ALNUM, 6))
  .filter(([bank]) => bank !== 'HDFC')
  .map(([bank, branch]) => `${bank}0${branch}`);

function routingValue(currency: OverseasCurrency, rules: CurrencyRules): fc.Arbitrary<string> {
  switch (rules.routing) {
    case null:
      return fc.constant('');
    case 'ACH':
      return ach;
    case 'IFSC':
      return ifsc;
    case 'BRANCH_CODE':
      return textOf(DIGITS, currency === 'BRL' ? 4 : ROUTING.BRANCH_CODE.length);
    default:
      return textOf(DIGITS, ROUTING[rules.routing].length);
  }
}

/** Account number and sort code together: a GBP IBAN carries its sort code. */
function accountAndRouting(currency: OverseasCurrency, rules: CurrencyRules) {
  const format = rules.accountFormat;
  if (format === 'gbp')
    return fc.oneof(
      fc.tuple(textOf(DIGITS, 8), textOf(DIGITS, 6)),
      fc
        .tuple(textOf(UPPER, 4), textOf(DIGITS, 6), textOf(DIGITS, 8))
        .map(
          ([bank, sort, account]) =>
            [
              `GB${ibanCheckDigits('GB', bank + sort + account)}${bank}${sort}${account}`,
              sort,
            ] as const,
        ),
    );
  const account =
    format === 'any'
      ? // A national number: what reads as an IBAN must carry its check digits (isIbanShaped).
        textOf(ALNUM, Math.max(rules.accountMin, 1), rules.accountMax).filter(
          (a) => !isIbanShaped(a),
        )
      : fc.oneof(textOf(DIGITS, format.min, format.max), iban(format.country));
  return fc.tuple(account, routingValue(currency, rules));
}

const taxId = (min: number) => textOf(`${DIGITS}./-`, min, 20);

/** A valid overseas recipient in `currency`, its fields drawn from the currency's rules. */
export function validOverseas(currency: OverseasCurrency): fc.Arbitrary<RecipientFormValues> {
  const rules = CURRENCY_RULES[currency];
  const base = overseasRecipient(currency);
  const { country } = base;
  const accountType =
    rules.accountTypes === 'any'
      ? fc.constantFrom('INDIVIDUAL', 'CORPORATE')
      : fc.constant(rules.accountTypes);
  const name =
    rules.nameCharset === 'cny'
      ? spaced(`${LETTERS}${DIGITS} .,()_'/-`, 1, rules.nameMax)
      : fullName(rules.nameMax);
  const korean = currency === 'KRW';
  return fc
    .record({
      accountType,
      name,
      bank: accountAndRouting(currency, rules),
      swiftCodeValue:
        rules.routing === null ? swift(country) : fc.option(swift(country), { nil: '' }),
      bankCode: rules.bankCodeLength ? textOf(DIGITS, rules.bankCodeLength) : fc.constant(''),
      contactNumber: textOf(
        korean ? `${DIGITS}+` : DIGITS,
        rules.contact === 'required' ? 1 : 0,
        rules.contactMax,
      ),
      address: spaced(SWIFT_TEXT, 1, 35),
      addressLineTwo: fc.option(spaced(SWIFT_TEXT, 1, 35), { nil: '' }),
      city: spaced(SWIFT_TEXT, 1, 35),
      state: spaced(SWIFT_TEXT, 1, 35),
      postal: spaced(POSTAL, 1, 15),
      bankName: rules.bankNameHidden ? fc.constant('') : spaced(SWIFT_TEXT, 1, 100),
      email: korean
        ? fc
            .tuple(textOf(LOWER + DIGITS, 1, 40), textOf(LOWER, 1, 20))
            .map(([l, d]) => `${l}@${d}.kr`)
        : fc.constant(''),
      relationship: rules.relationshipRequired ? spaced(LETTERS + ' ', 1, 100) : fc.constant(''),
      taxIndividual: taxId(11),
      taxCorporate: taxId(14),
      bankAccountType: fc.constantFrom('CHECKING', 'SAVING'),
    })
    .map((r) => {
      const corporate = r.accountType === 'CORPORATE';
      // A corporate's name need not be a full name; an individual's is (fullName above).
      return {
        ...base,
        accountType: r.accountType,
        name: r.name,
        accountNumber: r.bank[0],
        routingCodeValue: r.bank[1],
        swiftCodeValue: r.swiftCodeValue,
        bankCode: r.bankCode,
        contactNumber: r.contactNumber,
        contactCountryCode: korean ? '+82' : r.contactNumber === '' ? '' : '+65',
        address: r.address,
        addressLineTwo: r.addressLineTwo,
        city: r.city,
        state: r.state,
        postal: r.postal,
        bankName: r.bankName,
        email: r.email,
        relationship: r.relationship,
        identificationValue: rules.brazilian ? (corporate ? r.taxCorporate : r.taxIndividual) : '',
        bankAccountType: rules.brazilian ? r.bankAccountType : '',
      };
    });
}

/** A value broken in one field, and the one issue it must be refused with. */
export interface Breakage {
  values: RecipientFormValues;
  field: RecipientField;
  message: string;
}

type Break = (v: RecipientFormValues) => fc.Arbitrary<Breakage>;

/** A right-to-left override, zero-width space and joiner, NUL and a byte order mark. */
const HIDDEN_CHARS = '\u202E\u200B\u200D\u0000\uFEFF';

const set =
  (field: RecipientField, value: fc.Arbitrary<string>, message: string): Break =>
  (v) =>
    value.map((broken) => ({ values: { ...v, [field]: broken }, field, message }));

/** One character of `bad` put in place of one of the value's (the length stays). */
const withBadChar =
  (field: RecipientField, bad: string, message: string): Break =>
  (v) =>
    fc.tuple(fc.nat(), fc.constantFrom(...bad)).map(([at, char]) => {
      const value = v[field];
      const i = 1 + (at % Math.max(value.length - 2, 1));
      return {
        values: { ...v, [field]: value.slice(0, i) + char + value.slice(i + 1) },
        field,
        message,
      };
    });

/** The breakages that apply to `currency`, each refused with its text. */
export function breakages(currency: OverseasCurrency): Break[] {
  const rules = CURRENCY_RULES[currency];
  const country = overseasRecipient(currency).country;
  const list: Break[] = [
    set('name', textOf(LETTERS, rules.nameMax + 1, rules.nameMax + 20), M.charLimit(rules.nameMax)),
    withBadChar('name', '@#$%&*!?;"é', rules.nameCharset === 'cny' ? P.cnyNameChars : P.nameChars),
    // Invisible characters are not on any list: refused, never dropped (spec-2 §5).
    withBadChar('name', HIDDEN_CHARS, rules.nameCharset === 'cny' ? P.cnyNameChars : P.nameChars),
    withBadChar('address', HIDDEN_CHARS, M.swiftTextChars),
    set(
      'accountNumber',
      textOf(DIGITS, rules.accountMax + 1, rules.accountMax + 10),
      M.charLimit(rules.accountMax),
    ),
    set('accountNumber', fc.constant(''), M.required),
    withBadChar('accountNumber', '/.,_', M.alphanumericChars),
    set('address', textOf(LETTERS, 36, 60), M.charLimit(35)),
    withBadChar('address', '#@&*_;!"', M.swiftTextChars),
    set('postal', textOf(DIGITS, 16, 30), M.charLimit(15)),
    withBadChar('postal', '#/.,_', P.postalChars),
    set('swiftCodeValue', textOf(ALNUM, 9, 10), M.swiftLength),
    set(
      'swiftCodeValue',
      swift('XX').map((s) => s.replace('XX', country === 'ZZ' ? 'YY' : 'ZZ')),
      M.swiftCountry(country),
    ),
    // With a country code: a contact number needs one (KRW's is +82).
    (v) =>
      textOf(DIGITS, rules.contactMax + 1, rules.contactMax + 5).map((contactNumber) => ({
        values: { ...v, contactNumber, contactCountryCode: currency === 'KRW' ? '+82' : '+65' },
        field: 'contactNumber',
        message: M.charLimit(rules.contactMax),
      })),
  ];
  if (rules.addressRequired) list.push(set('address', fc.constantFrom('', ' ', '\t'), M.required));
  if (rules.cityRequired) list.push(set('city', fc.constant(''), M.required));
  if (rules.stateRequired) list.push(set('state', fc.constant(''), M.required));
  if (rules.postalRequired) list.push(set('postal', fc.constant(''), M.required));
  if (rules.fullName && rules.nameCharset !== 'cny')
    list.push((v) =>
      textOf(LETTERS, 1, 20).map((one) => ({
        values: {
          ...v,
          name: one,
          accountType: 'INDIVIDUAL',
          ...(currency === 'BRL' ? { identificationValue: '12345678901' } : {}),
        },
        field: 'name',
        message: P.fullName,
      })),
    );
  if (rules.accountMin > 1)
    list.push(
      set('accountNumber', textOf(DIGITS, 1, rules.accountMin - 1), P.minLength(rules.accountMin)),
    );
  const format = rules.accountFormat;
  if (format === 'gbp')
    list.push(
      set('accountNumber', fc.oneof(textOf(DIGITS, 1, 7), textOf(DIGITS, 9, 21)), M.gbpAccount),
    );
  else if (format !== 'any')
    list.push(
      set(
        'accountNumber',
        iban(format.country).map(
          (good) => good.slice(0, 2) + String((Number(good[2]) + 1) % 10) + good.slice(3),
        ),
        P.ibanOrNational(format.min, format.max),
      ),
      set(
        'accountNumber',
        textOf(DIGITS, 1, format.min - 1),
        P.ibanOrNational(format.min, format.max),
      ),
    );
  if (rules.routing === 'IFSC')
    list.push(
      set(
        'routingCodeValue',
        fc.tuple(textOf(UPPER, 4), textOf('123456789', 1), textOf(ALNUM, 6)).map((p) => p.join('')),
        P.ifsc,
      ),
    );
  else if (rules.routing) {
    const { label } = ROUTING[rules.routing];
    const length = currency === 'BRL' ? 4 : ROUTING[rules.routing].length;
    list.push(
      set(
        'routingCodeValue',
        textOf(DIGITS, length + 1, length + 4),
        P.routingLength(label, length),
      ),
    );
    list.push(set('routingCodeValue', fc.constant(''), M.required));
  }
  if (rules.routing === 'ACH')
    list.push(
      set(
        'routingCodeValue',
        ach.map((r) => r.slice(0, 8) + String((Number(r[8]) + 1) % 10)),
        P.achChecksum,
      ),
    );
  if (rules.routing === null) list.push(set('swiftCodeValue', fc.constant(''), M.required));
  if (rules.bankCodeLength)
    list.push(
      set(
        'bankCode',
        textOf(DIGITS, rules.bankCodeLength + 1, 8),
        P.routingLength('Bank code', rules.bankCodeLength),
      ),
      set('bankCode', fc.constant(''), M.required),
    );
  if (rules.contact === 'required') list.push(set('contactNumber', fc.constant(''), M.required));
  if (!rules.bankNameHidden)
    list.push(set('bankName', textOf(LETTERS, 101, 120), M.charLimit(100)));
  if (currency === 'KRW')
    list.push(
      set('email', textOf(LOWER, 1, 30), M.krwEmail),
      set('email', fc.constant(''), M.required),
      set('contactCountryCode', fc.constantFrom('+65', '+1', '+44'), P.krwContactCountryCode),
    );
  if (currency === 'LKR')
    list.push(set('relationship', textOf(LETTERS, 101, 120), M.charLimit(100)));
  if (currency === 'CNY')
    list.push((v) =>
      fc.constant({
        values: { ...v, name: 'Jane Doe', accountType: 'INDIVIDUAL' },
        field: 'accountType' as const,
        message: M.cnyCorporateOnly,
      }),
    );
  if (currency === 'VND')
    list.push(set('accountType', fc.constant('CORPORATE'), M.vndIndividualOnly));
  if (rules.brazilian)
    list.push(
      (v) =>
        fc.constant({
          values: { ...v, accountType: 'CORPORATE', identificationValue: '1234567890123' },
          field: 'identificationValue' as const,
          message: P.minLength(14),
        }),
      set('bankAccountType', fc.constant(''), M.required),
    );
  return list;
}

/** The company's own accounts in the local properties. */
export const OWN_ACCOUNTS = ['885164000000001', '885165000000001'];
const BUSINESS_PREFIX = {
  SGD: '164',
  USD: '165',
  GBP: '166',
  EUR: '167',
  CHF: '168',
  HKD: '169',
  AUD: '170',
  JPY: '171',
};
type PrefixCurrency = keyof typeof BUSINESS_PREFIX;
const PREFIX_CURRENCIES = Object.keys(BUSINESS_PREFIX) as PrefixCurrency[];

/** A business account number of this product in `currency` (12 or 18 digits, prod or dev prefix). */
const businessAccount = (currency: PrefixCurrency) =>
  fc
    .tuple(fc.constantFrom('885', '785'), fc.constantFrom(6, 12))
    .chain(([head, rest]) =>
      textOf(DIGITS, rest).map((tail) => `${head}${BUSINESS_PREFIX[currency]}${tail}`),
    );

/** A valid local recipient: any bank in Singapore, or DBS with a business account of the currency. */
export function validLocal(): fc.Arbitrary<RecipientFormValues> {
  const otherBank = fc.record({
    currency: fc.constantFrom(...SG_LOCAL_CURRENCIES),
    accountNumber: textOf(ALNUM, 1, 34).filter((a) => !a.startsWith('885') && !a.startsWith('785')),
    swiftCodeValue: swift('SG').filter((s) => !s.startsWith('DBSS')),
  });
  const dbs = fc.constantFrom(...PREFIX_CURRENCIES).chain((currency) =>
    fc.record({
      currency: fc.constant<string>(currency),
      accountNumber: businessAccount(currency),
      swiftCodeValue: fc.constantFrom('DBSSSGSG', 'DBSSSGSGXXX'),
    }),
  );
  return fc
    .tuple(
      fc.oneof(otherBank, dbs),
      spaced(NAME_CHARS + ' ', 1, 35),
      fc.option(spaced(SWIFT_TEXT, 1, 35), { nil: '' }),
    )
    .map(([bank, name, address]) => ({ ...LOCAL_RECIPIENT, ...bank, name, address }));
}

/** The recipient moved to DBS. */
const dbs = (v: RecipientFormValues) => ({ ...v, swiftCodeValue: 'DBSSSGSG' });

/** Local breakages: length, characters, own account, the DBS prefix rule. */
export function localBreakages(): Break[] {
  return [
    set('name', textOf(LETTERS, 36, 60), M.charLimit(35)),
    withBadChar('name', '@#$%&*!?;"é_', P.nameChars),
    withBadChar('name', HIDDEN_CHARS, P.nameChars),
    set('accountNumber', textOf(DIGITS, 35, 40), M.charLimit(34)),
    withBadChar('accountNumber', HIDDEN_CHARS, M.alphanumericChars),
    withBadChar('accountNumber', '/.,_', M.alphanumericChars),
    set('accountNumber', fc.constantFrom(...OWN_ACCOUNTS), M.ownAccount),
    set('swiftCodeValue', swift('MY'), M.swiftCountry('SG')),
    set('currency', fc.constantFrom('INR', 'KRW', 'CNY', 'XXX'), M.selectValidCurrency),
    (v) =>
      fc
        .tuple(fc.constantFrom(...PREFIX_CURRENCIES), fc.constantFrom(...SG_LOCAL_CURRENCIES))
        .filter(([prefix, currency]) => prefix !== currency && currency !== 'MCA')
        .chain(([prefix, currency]) =>
          businessAccount(prefix).map((accountNumber) => ({
            values: { ...dbs(v), currency, accountNumber },
            field: 'accountNumber' as const,
            message: M.wrongCurrency(currency),
          })),
        ),
    (v) =>
      fc.constantFrom(...PREFIX_CURRENCIES).chain((prefix) =>
        businessAccount(prefix).map((accountNumber) => ({
          values: { ...dbs(v), currency: 'MCA', accountNumber },
          field: 'currency' as const,
          message: M.selectValidCurrency,
        })),
      ),
    (v) =>
      fc
        .tuple(fc.constantFrom(...PREFIX_CURRENCIES), fc.integer({ min: 7, max: 28 }))
        .filter(([, n]) => n !== 12 && n !== 18)
        .chain(([prefix, n]) =>
          textOf(DIGITS, n - 6).map((tail) => ({
            values: {
              ...dbs(v),
              currency: prefix,
              accountNumber: `885${BUSINESS_PREFIX[prefix]}${tail}`,
            },
            field: 'accountNumber' as const,
            message: n > 34 ? M.charLimit(34) : P.dbsLength,
          })),
        ),
  ];
}
