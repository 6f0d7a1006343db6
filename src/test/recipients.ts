import * as fc from 'fast-check';
/**
 * Valid recipients for the rule tests (src/shared/domain/recipients): one overseas recipient per
 * currency with real bank codes (published SWIFT/BIC, IBANs and routing numbers), and a local one.
 */
import type { OverseasCurrency, RecipientFormValues } from '../shared/domain/recipients/types';
import { RECIPIENT_FIELDS } from '../shared/domain/recipients/types';

export const EMPTY_RECIPIENT = Object.fromEntries(
  RECIPIENT_FIELDS.map((field) => [field, '']),
) as RecipientFormValues;

export const recipient = (values: Partial<RecipientFormValues>): RecipientFormValues => ({
  ...EMPTY_RECIPIENT,
  ...values,
});

/** A Singapore local recipient at OCBC. */
export const LOCAL_RECIPIENT = recipient({
  country: 'SG',
  currency: 'SGD',
  name: "Tan Ah Kow (Pte.) Ltd, O'Neil/Sons",
  accountNumber: '5012345678',
  swiftCodeValue: 'OCBCSGSG',
});

const PERSON = {
  name: 'Jane Doe',
  accountType: 'INDIVIDUAL',
  address: '1 High Street',
  city: 'Springfield',
  state: 'Central',
  postal: 'AB1 2CD',
  contactCountryCode: '+1',
  contactNumber: '5551234567',
  bankName: 'Example Bank',
} as const;

/** Per currency: the country, a SWIFT code of a real bank there and the bank-side fields. */
const BANK: Record<OverseasCurrency, Partial<RecipientFormValues>> = {
  SGD: { country: 'GB', swiftCodeValue: 'HSBCGB2L', accountNumber: '12345678' },
  AUD: {
    country: 'AU',
    swiftCodeValue: 'CTBAAU2S',
    accountNumber: '123456789',
    routingCodeValue: '062000',
  },
  GBP: { country: 'GB', accountNumber: 'GB29NWBK60161331926819', routingCodeValue: '601613' },
  EUR: { country: 'DE', swiftCodeValue: 'DEUTDEFF', accountNumber: 'DE89370400440532013000' },
  HKD: { country: 'HK', swiftCodeValue: 'HSBCHKHH', accountNumber: '004123456789' },
  JPY: { country: 'JP', swiftCodeValue: 'MHCBJPJT', accountNumber: '1234567' },
  CHF: { country: 'CH', swiftCodeValue: 'UBSWCHZH80A', accountNumber: 'CH9300762011623852957' },
  THB: { country: 'TH', swiftCodeValue: 'BKKBTHBK', accountNumber: '1234567890' },
  USD: { country: 'US', accountNumber: '000123456789', routingCodeValue: '021000021' },
  MYR: { country: 'MY', swiftCodeValue: 'MBBEMYKL', accountNumber: '514012345678', bankName: '' },
  IDR: { country: 'ID', swiftCodeValue: 'CENAIDJA', accountNumber: '1234567890', bankName: '' },
  VND: { country: 'VN', swiftCodeValue: 'BFTVVNVX', accountNumber: '0011004123456' },
  TWD: { country: 'TW', swiftCodeValue: 'BKTWTWTP', accountNumber: '012345678901' },
  PHP: { country: 'PH', swiftCodeValue: 'BOPIPHMM', accountNumber: '1234567890' },
  INR: { country: 'IN', accountNumber: '50100012345678', routingCodeValue: 'HDFC0000001' },
  NOK: {
    country: 'NO',
    swiftCodeValue: 'DNBANOKK',
    accountNumber: 'NO9386011117947',
    bankCode: '8601',
  },
  SEK: {
    country: 'SE',
    swiftCodeValue: 'ESSESESS',
    accountNumber: 'SE4550000000058398257466',
    bankCode: '5000',
  },
  CAD: { country: 'CA', accountNumber: '1234567', routingCodeValue: '00012', bankCode: '003' },
  BRL: {
    country: 'BR',
    accountNumber: '123456789',
    routingCodeValue: '1234',
    bankCode: '001',
    identificationValue: '123.456.789-09',
    bankAccountType: 'CHECKING',
  },
  KRW: {
    country: 'KR',
    swiftCodeValue: 'KOEXKRSE',
    accountNumber: '12345678901234',
    bankCode: '081',
    contactCountryCode: '+82',
    contactNumber: '01012345678',
    email: 'jane.doe@example.kr',
  },
  LKR: {
    country: 'LK',
    swiftCodeValue: 'BCEYLKLX',
    accountNumber: '0012345678',
    bankCode: '7010',
    relationship: 'Supplier',
  },
  DKK: {
    country: 'DK',
    swiftCodeValue: 'DABADKKK',
    accountNumber: 'DK5000400440116243',
    bankCode: '0040',
  },
  TRY: { country: 'TR', swiftCodeValue: 'TGBATRIS', accountNumber: 'TR330006100519786457841326' },
  CNY: {
    country: 'CN',
    swiftCodeValue: 'BKCHCNBJ',
    accountNumber: '6217000010012345678',
    name: 'Beijing Hua Tai Trading Co., Ltd',
    accountType: 'CORPORATE',
  },
};

/** A valid overseas recipient in `currency`. */
export const overseasRecipient = (currency: OverseasCurrency): RecipientFormValues =>
  recipient({ ...PERSON, currency, ...BANK[currency] });

export const DIGITS = '0123456789';
export const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const LOWER = 'abcdefghijklmnopqrstuvwxyz';

/** Strings of `min` to `max` characters of `alphabet` (faster than fc.stringMatching). */
export const textOf = (alphabet: string, min: number, max = min): fc.Arbitrary<string> =>
  fc
    .array(fc.constantFrom(...alphabet), { minLength: min, maxLength: max })
    .map((chars) => chars.join(''));
