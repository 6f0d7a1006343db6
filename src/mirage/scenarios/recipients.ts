import { faker } from '@faker-js/faker/locale/en';
import type { CurrencyCode } from '../../shared/currencies';
import type { Recipient, RecipientAccountType } from '../../shared/domain/recipient';
import { ACCOUNT_PREFIX } from '../builders/accounts';

/**
 * The demo company's recipients (spec-2 §2 Recipient lists): local ones in Singapore and overseas
 * ones in several currencies, from a fixed seed so every demo and test shows the same rows. Bank
 * codes are real published ones (SWIFT, IFSC, ACH routing, BSB, sort codes); account numbers are
 * made up in each country's shape. Three overseas rows cannot be paid (dimmed in the list): NZD,
 * which the product does not pay out in, a corporate VND and an individual CNY recipient. Two
 * local rows are other companies' business accounts of this product (USD and SGD prefixes).
 */

type Shape = Omit<
  Recipient,
  'displayReferenceId' | 'recipientNickName' | 'recipientAccountName' | 'accountType'
>;

const digits = (n: number) => faker.string.numeric({ length: n, allowLeadingZeros: true });
const street = () => faker.location.streetAddress().slice(0, 35);
interface Bank {
  recipientBankName: string;
  swiftCodeValue: string;
}
const base = { payoutPurpose: 'Transfers' as const, recipientType: 'OVERSEAS' as const };

const SG_BANKS: readonly [Bank, ...Bank[]] = [
  { recipientBankName: 'DBS Bank Ltd', swiftCodeValue: 'DBSSSGSG' },
  { recipientBankName: 'Oversea-Chinese Banking Corporation', swiftCodeValue: 'OCBCSGSG' },
  { recipientBankName: 'United Overseas Bank', swiftCodeValue: 'UOVBSGSG' },
];

/**
 * A local recipient: SGD at one of the Singapore banks, or (`product`) another company's business
 * account of this product at DBS, whose number starts with the currency's prefix (spec-2 §3
 * Recipient classification; the reference may then have 35 characters).
 */
function local(currency: string, product = false): Shape {
  const bank = product ? SG_BANKS[0] : faker.helpers.arrayElement(SG_BANKS);
  const prefix = ACCOUNT_PREFIX[currency as CurrencyCode];
  return {
    ...base,
    recipientType: 'LOCAL',
    ...bank,
    recipientBankCode: bank.swiftCodeValue,
    recipientAccountNo: product && prefix ? `${prefix}${digits(6)}` : digits(10),
    currency,
    recipientCountry: 'SG',
    bankCtry: 'SG',
    recipientContactCountryCode: '+65',
    recipientContactNumber: `${faker.helpers.arrayElement(['8', '9'])}${digits(7)}`,
  };
}

/** Overseas shapes by currency: what each country's form asks for. */
const OVERSEAS: Record<string, () => Shape> = {
  USD: () => ({
    ...base,
    recipientBankName: 'JPMorgan Chase Bank',
    swiftCodeValue: 'CHASUS33',
    routingCodeType: 'ACH',
    routingCodeValue: '021000021',
    recipientAccountNo: digits(12),
    currency: 'USD',
    recipientCountry: 'US',
    bankCtry: 'US',
    recipientAddress: street(),
    recipientCity: 'New York',
    recipientState: 'NY',
    recipientPostal: '10017',
  }),
  GBP: () => ({
    ...base,
    recipientBankName: 'Barclays Bank',
    swiftCodeValue: 'BARCGB22',
    routingCodeType: 'SORT',
    routingCodeValue: '200000',
    recipientAccountNo: digits(8),
    currency: 'GBP',
    recipientCountry: 'GB',
    bankCtry: 'GB',
    recipientAddress: street(),
    recipientCity: 'London',
  }),
  EUR: () => ({
    ...base,
    recipientBankName: 'Deutsche Bank',
    swiftCodeValue: 'DEUTDEFF',
    recipientAccountNo: faker.finance.iban({ countryCode: 'DE' }),
    currency: 'EUR',
    recipientCountry: 'DE',
    bankCtry: 'DE',
  }),
  INR: () => ({
    ...base,
    recipientBankName: 'HDFC Bank',
    swiftCodeValue: 'HDFCINBB',
    routingCodeType: 'IFSC',
    routingCodeValue: 'HDFC0000001',
    // docs/decisions/recipients.md: an account at HDFC has exactly 14 digits.
    recipientAccountNo: digits(14),
    currency: 'INR',
    recipientCountry: 'IN',
    bankCtry: 'IN',
    recipientAddress: street(),
    recipientCity: 'Mumbai',
    recipientState: 'Maharashtra',
    recipientPostal: '400013',
  }),
  AUD: () => ({
    ...base,
    recipientBankName: 'Commonwealth Bank of Australia',
    swiftCodeValue: 'CTBAAU2S',
    routingCodeType: 'BSB',
    routingCodeValue: '062000',
    recipientAccountNo: digits(8),
    currency: 'AUD',
    recipientCountry: 'AU',
    bankCtry: 'AU',
    recipientAddress: street(),
    recipientCity: 'Sydney',
    recipientState: 'NSW',
    recipientPostal: '2000',
  }),
  MYR: () => ({
    ...base,
    recipientBankName: 'Malayan Banking Berhad',
    swiftCodeValue: 'MBBEMYKL',
    recipientAccountNo: digits(12),
    currency: 'MYR',
    recipientCountry: 'MY',
    bankCtry: 'MY',
  }),
  IDR: () => ({
    ...base,
    recipientBankName: 'Bank Central Asia',
    swiftCodeValue: 'CENAIDJA',
    recipientAccountNo: digits(10),
    currency: 'IDR',
    recipientCountry: 'ID',
    bankCtry: 'ID',
  }),
  HKD: () => ({
    ...base,
    recipientBankName: 'The Hongkong and Shanghai Banking Corporation',
    swiftCodeValue: 'HSBCHKHH',
    recipientAccountNo: digits(12),
    currency: 'HKD',
    recipientCountry: 'HK',
    bankCtry: 'HK',
    recipientAddress: street(),
    recipientCity: 'Hong Kong',
    recipientState: 'Hong Kong',
    recipientPostal: '999077',
  }),
  VND: () => ({
    ...base,
    recipientBankName: 'Vietcombank',
    swiftCodeValue: 'BFTVVNVX',
    recipientAccountNo: digits(13),
    currency: 'VND',
    recipientCountry: 'VN',
    bankCtry: 'VN',
    recipientAddress: street(),
    recipientCity: 'Hanoi',
    recipientState: 'Hanoi',
    recipientPostal: '100000',
  }),
  CNY: () => ({
    ...base,
    recipientBankName: 'Bank of China',
    swiftCodeValue: 'BKCHCNBJ',
    recipientAccountNo: digits(19),
    currency: 'CNY',
    recipientCountry: 'CN',
    bankCtry: 'CN',
    recipientAddress: street(),
    recipientCity: 'Beijing',
    recipientPostal: '100818',
  }),
  NZD: () => ({
    ...base,
    recipientBankName: 'ANZ Bank New Zealand',
    swiftCodeValue: 'ANZBNZ22',
    recipientAccountNo: digits(15),
    currency: 'NZD',
    recipientCountry: 'NZ',
    bankCtry: 'NZ',
    recipientAddress: street(),
    recipientCity: 'Auckland',
    recipientPostal: '1010',
  }),
};

/** [currency, kind, account type]: the rows, in list order. PRODUCT: a local business account of this product. */
const ROWS: readonly [string, 'LOCAL' | 'PRODUCT' | 'OVERSEAS', RecipientAccountType][] = [
  ['SGD', 'LOCAL', 'CORPORATE'],
  ['SGD', 'LOCAL', 'CORPORATE'],
  ['SGD', 'LOCAL', 'INDIVIDUAL'],
  ['SGD', 'LOCAL', 'CORPORATE'],
  ['SGD', 'LOCAL', 'INDIVIDUAL'],
  ['USD', 'PRODUCT', 'CORPORATE'],
  ['USD', 'OVERSEAS', 'CORPORATE'],
  ['USD', 'OVERSEAS', 'INDIVIDUAL'],
  ['GBP', 'OVERSEAS', 'CORPORATE'],
  ['EUR', 'OVERSEAS', 'CORPORATE'],
  ['EUR', 'OVERSEAS', 'INDIVIDUAL'],
  ['INR', 'OVERSEAS', 'INDIVIDUAL'],
  ['AUD', 'OVERSEAS', 'CORPORATE'],
  ['MYR', 'OVERSEAS', 'CORPORATE'],
  ['IDR', 'OVERSEAS', 'INDIVIDUAL'],
  ['HKD', 'OVERSEAS', 'CORPORATE'],
  ['VND', 'OVERSEAS', 'INDIVIDUAL'],
  ['CNY', 'OVERSEAS', 'CORPORATE'],
  // Dimmed: VND pays individuals only, CNY companies only, NZD is not a payout currency.
  ['VND', 'OVERSEAS', 'CORPORATE'],
  ['CNY', 'OVERSEAS', 'INDIVIDUAL'],
  ['NZD', 'OVERSEAS', 'CORPORATE'],
  ['SGD', 'PRODUCT', 'CORPORATE'],
];

export const recipientReference = (n: number) => `RCP-${String(n).padStart(4, '0')}`;

/** The seeded recipients: 7 local (2 on this product's business accounts) and 15 overseas. */
export function demoRecipients(seed = 20261127): Recipient[] {
  faker.seed(seed);
  return ROWS.map(([currency, kind, accountType], i) => {
    const overseas = OVERSEAS[currency];
    if (kind === 'OVERSEAS' && !overseas) throw new Error(`No overseas shape for ${currency}`);
    const shape =
      kind === 'OVERSEAS' && overseas ? overseas() : local(currency, kind === 'PRODUCT');
    const name =
      accountType === 'CORPORATE'
        ? faker.company.name()
        : `${faker.person.firstName()} ${faker.person.lastName()}`;
    return {
      displayReferenceId: recipientReference(i + 1),
      recipientNickName: name,
      recipientAccountName: name,
      accountType,
      ...shape,
      // As an added recipient keeps them (rules/recipients.ts): the bank code defaults to the SWIFT.
      recipientBankCode: shape.recipientBankCode ?? shape.swiftCodeValue,
      bic: shape.swiftCodeValue,
    };
  });
}
