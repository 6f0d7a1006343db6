/**
 * The per-currency rules of an overseas recipient (spec-2 §5 Recipient fields; constants.tsv
 * recipient_*, overseas_account_number_*, routing_code_length_*, bank_code_*, contact_number_*).
 * Where the spec is silent the choice is in docs/decisions/recipients.md 'Recipient field rules'.
 */
import type { OverseasCurrency, RoutingCodeType } from './types';

/** An account number in IBAN form for `country`, or a national number of min..max digits. */
export interface IbanOrNational {
  country: string;
  min: number;
  max: number;
}

export interface CurrencyRules {
  nameMax: number;
  /** Name characters: the common set, or CNY's (which adds _ ). */
  nameCharset: 'common' | 'cny';
  /** Individuals give a full name whose last name has at least 2 characters. */
  fullName: boolean;
  accountMax: number;
  accountMin: number;
  /** How the account number reads beyond letters and digits. */
  accountFormat: 'any' | 'gbp' | IbanOrNational;
  /** The local routing code this currency is paid by; SWIFT alone when absent. */
  routing: Exclude<RoutingCodeType, 'SWIFT'> | null;
  /** Bank code digits, when a bank code is required. */
  bankCodeLength: 3 | 4 | null;
  contact: 'required' | 'optional';
  contactMax: number;
  addressRequired: boolean;
  cityRequired: boolean;
  stateRequired: boolean;
  postalRequired: boolean;
  bankNameHidden: boolean;
  emailRequired: boolean;
  relationshipRequired: boolean;
  /** BRL: taxpayer number (CPF/CNPJ) and bank account type. */
  brazilian: boolean;
  accountTypes: 'any' | 'CORPORATE' | 'INDIVIDUAL';
}

const BASE: CurrencyRules = {
  nameMax: 255,
  nameCharset: 'common',
  fullName: true,
  accountMax: 50,
  accountMin: 1,
  accountFormat: 'any',
  routing: null,
  bankCodeLength: null,
  contact: 'optional',
  contactMax: 17,
  addressRequired: true,
  cityRequired: true,
  stateRequired: true,
  postalRequired: true,
  bankNameHidden: false,
  emailRequired: false,
  relationshipRequired: false,
  brazilian: false,
  accountTypes: 'any',
};

const rules = (overrides: Partial<CurrencyRules>): CurrencyRules => ({ ...BASE, ...overrides });
const REQUIRED_CONTACT = { contact: 'required' } as const;

export const CURRENCY_RULES: Readonly<Record<OverseasCurrency, CurrencyRules>> = {
  SGD: rules({}),
  AUD: rules({ nameMax: 190, accountMin: 6, accountMax: 9, routing: 'BSB' }),
  GBP: rules({
    nameMax: 70,
    // 8 digits or an IBAN (at most 34): the spec's 'otherwise 50' stays the length limit.
    accountFormat: 'gbp',
    routing: 'SORT',
    stateRequired: false,
    postalRequired: false,
  }),
  EUR: rules({
    nameMax: 70,
    accountMax: 34,
    addressRequired: false,
    cityRequired: false,
    stateRequired: false,
    postalRequired: false,
  }),
  HKD: rules({ nameMax: 140, accountMax: 34 }),
  JPY: rules({}),
  CHF: rules({}),
  THB: rules({}),
  USD: rules({ accountMax: 17, routing: 'ACH' }),
  MYR: rules({
    nameMax: 100,
    accountMax: 20,
    bankNameHidden: true,
    addressRequired: false,
    cityRequired: false,
    stateRequired: false,
    postalRequired: false,
  }),
  IDR: rules({
    nameMax: 70,
    fullName: false,
    accountMax: 30,
    bankNameHidden: true,
    addressRequired: false,
    cityRequired: false,
    stateRequired: false,
    postalRequired: false,
  }),
  VND: rules({ nameMax: 100, accountMax: 34, accountTypes: 'INDIVIDUAL' }),
  TWD: rules({
    accountMax: 34,
    ...REQUIRED_CONTACT,
    cityRequired: false,
    stateRequired: false,
    postalRequired: false,
  }),
  PHP: rules({ nameMax: 150, ...REQUIRED_CONTACT }),
  INR: rules({
    nameMax: 55,
    accountMin: 6,
    accountMax: 20,
    routing: 'IFSC',
    ...REQUIRED_CONTACT,
    contactMax: 15,
  }),
  NOK: rules({
    accountMax: 15,
    accountFormat: { country: 'NO', min: 11, max: 11 },
    bankCodeLength: 4,
    ...REQUIRED_CONTACT,
  }),
  SEK: rules({
    accountMax: 24,
    accountFormat: { country: 'SE', min: 7, max: 15 },
    bankCodeLength: 4,
    ...REQUIRED_CONTACT,
  }),
  CAD: rules({ accountMax: 24, routing: 'TRANSIT_NUMBER', bankCodeLength: 3, ...REQUIRED_CONTACT }),
  BRL: rules({
    accountMax: 14,
    routing: 'BRANCH_CODE',
    bankCodeLength: 3,
    ...REQUIRED_CONTACT,
    brazilian: true,
  }),
  KRW: rules({ bankCodeLength: 3, ...REQUIRED_CONTACT, emailRequired: true }),
  LKR: rules({ nameMax: 100, bankCodeLength: 4, ...REQUIRED_CONTACT, relationshipRequired: true }),
  DKK: rules({
    accountMax: 18,
    accountFormat: { country: 'DK', min: 5, max: 14 },
    bankCodeLength: 4,
    ...REQUIRED_CONTACT,
  }),
  TRY: rules({
    accountMax: 26,
    accountFormat: { country: 'TR', min: 5, max: 17 },
    ...REQUIRED_CONTACT,
  }),
  CNY: rules({
    nameMax: 140,
    nameCharset: 'cny',
    accountMax: 34,
    stateRequired: false,
    accountTypes: 'CORPORATE',
  }),
};

/** Telegraphic-transfer routes carry the name and account in SWIFT fields (spec-2 §5). */
export const TELEGRAPHIC = { nameMax: 35, accountMax: 34, bankNameMax: 35 } as const;

/** Local recipients (spec-2 §5). */
export const LOCAL = { nameMax: 35, accountMax: 34, bankNameMax: 255 } as const;

export const ADDRESS_LINE_MAX = 35;
/** City and state travel in the address lines of the payment message: the same 35. */
export const CITY_STATE_MAX = 35;
export const POSTAL_MAX = 15;
export const BANK_NAME_MAX = 100;
export const EMAIL_MAX = 100;
export const RELATIONSHIP_MAX = 100;
export const TAX_ID = { individualMin: 11, corporateMin: 14, max: 20 } as const;
export const INR_HDFC_ACCOUNT_LENGTH = 14;
export const LAST_NAME_MIN = 2;

/** Routing code lengths (spec-2 §5) and the name shown in their messages. */
export const ROUTING = {
  BSB: { label: 'BSB code', length: 6 },
  SORT: { label: 'SORT code', length: 6 },
  BANK: { label: 'Bank code', length: 3 },
  ACH: { label: 'ACH routing number', length: 9 },
  IFSC: { label: 'IFSC code', length: 11 },
  TRANSIT_NUMBER: { label: 'Transit number', length: 5 },
  BRANCH_CODE: { label: 'Branch code', length: 6 },
} as const satisfies Record<Exclude<RoutingCodeType, 'SWIFT'>, { label: string; length: number }>;
/** BRL branch codes (agência) have 4 digits. */
export const BRL_BRANCH_CODE_LENGTH = 4;
