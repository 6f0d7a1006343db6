/** spec-2 §3 Recipient, Supported recipient currencies, Account holder types (constants.tsv). */

/** The 24 recipient currencies and MCA, the multi-currency pseudo-currency (spec-2 §3). */
export const RECIPIENT_CURRENCIES = [
  'SGD',
  'AUD',
  'GBP',
  'EUR',
  'HKD',
  'JPY',
  'CHF',
  'THB',
  'USD',
  'MYR',
  'IDR',
  'VND',
  'TWD',
  'PHP',
  'INR',
  'NOK',
  'SEK',
  'CAD',
  'BRL',
  'KRW',
  'LKR',
  'DKK',
  'TRY',
  'CNY',
  'MCA',
] as const;
export type RecipientCurrency = (typeof RECIPIENT_CURRENCIES)[number];
/** The 24 real currencies an overseas recipient may hold (MCA is for local accounts only). */
export type OverseasCurrency = Exclude<RecipientCurrency, 'MCA'>;
export const OVERSEAS_CURRENCIES = RECIPIENT_CURRENCIES.filter(
  (c): c is OverseasCurrency => c !== 'MCA',
);

/** The currencies a Singapore local recipient may hold (spec-2 §3). */
export const SG_LOCAL_CURRENCIES = [
  'SGD',
  'AUD',
  'GBP',
  'EUR',
  'HKD',
  'JPY',
  'CHF',
  'THB',
  'USD',
  'MCA',
] as const satisfies readonly RecipientCurrency[];

export const DEFAULT_RECIPIENT_CURRENCY = 'SGD';
/** Local recipients are in Singapore; overseas ones anywhere else. */
export const LOCAL_COUNTRY = 'SG';

export type RecipientType = 'LOCAL' | 'OVERSEAS';
export const ACCOUNT_TYPES = ['INDIVIDUAL', 'CORPORATE'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
export const BANK_ACCOUNT_TYPES = ['CHECKING', 'SAVING'] as const;
export type BankAccountType = (typeof BANK_ACCOUNT_TYPES)[number];
export const IDENTIFICATION_TYPES = ['CPF', 'CNPJ'] as const;
export type IdentificationType = (typeof IDENTIFICATION_TYPES)[number];
export const ROUTING_CODE_TYPES = [
  'ACH',
  'BSB',
  'SORT',
  'SWIFT',
  'BANK',
  'IFSC',
  'BRANCH_CODE',
  'TRANSIT_NUMBER',
] as const;
export type RoutingCodeType = (typeof ROUTING_CODE_TYPES)[number];
export type PayoutPurpose = 'Transfers' | 'Claims';

/** The new-recipient form (spec-2 §3 New-recipient form, with the address parts of §5). */
export const RECIPIENT_FIELDS = [
  'country',
  'currency',
  'name',
  'contactCountryCode',
  'contactNumber',
  'address',
  'addressLineTwo',
  'addressLineThree',
  'city',
  'state',
  'postal',
  'email',
  'relationship',
  'accountType',
  'identificationType',
  'identificationValue',
  'bankAccountType',
  'accountNumber',
  'bankName',
  'routingCodeType',
  'routingCodeValue',
  'swiftCodeValue',
  'bankCode',
  'intermediatoryBankSwiftCode',
] as const;
export type RecipientField = (typeof RECIPIENT_FIELDS)[number];

/** The form's values as typed: every field is text, '' when empty or not shown. */
export type RecipientFormValues = Record<RecipientField, string>;

/** What the rules are read against, besides the values. */
export interface RecipientContext {
  type: RecipientType;
  /** The corridor's route is a telegraphic transfer (overseas): the 35/34-character SWIFT limits. */
  telegraphic?: boolean;
  /** The VND corporate capability: VND recipients may then be corporate. */
  vndCorporate?: boolean;
  /** The company's own account numbers: a recipient must not be one of them. */
  ownAccountNumbers?: readonly string[];
  /** The simple local form takes digits only in the account number. */
  digitsOnlyAccountNumber?: boolean;
  /** Transfers (default) or Claims: Claims payouts skip the duplicate check (spec-2 §4). */
  purpose?: PayoutPurpose;
  /** The recipients there are, for the duplicate check; none given, none made. */
  existingRecipients?: readonly RecipientIdentity[];
}

/** What makes two recipients the same one (duplicates.ts). */
export interface RecipientIdentity {
  type: string;
  currency: string;
  accountNumber: string;
  swiftCodeValue: string;
  routingCodeValue: string;
  bankCode: string;
}

/** One refused field and the text shown under it. */
export interface RecipientIssue {
  field: RecipientField;
  message: string;
}
