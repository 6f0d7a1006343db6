/**
 * The recipient form's texts. RECIPIENT_MESSAGES are the spec's (messages.tsv, typos kept);
 * RECIPIENT_PRODUCT_MESSAGES are written for this product where the spec gives none
 * (docs/decisions/recipients.md 'Recipient field rules').
 */
import { limitNotice } from '../limitNotice';
import { countryName } from '../countries';

export { countryName };

export const RECIPIENT_MESSAGES = {
  required: 'This field is required',
  duplicate: 'Recipient already exists. Please check your input.',
  ownAccount:
    'This is your own YouBiz account. Please use Exchange/Internal Transfer feature instead.',
  wrongCurrency: (currency: string) =>
    `Please enter a valid ${currency} account number where ${currency} is the selected currency.`,
  selectValidCurrency: 'Please select a valid currency.',
  gbpAccount: 'Please enter 8-digit numeric account number, or a valid IBAN number.',
  sortMismatch: 'The SORT code does not match the IBAN number',
  sortLength: 'SORT code should be 6 digits.',
  swiftLength: 'SWIFT code should be either 8 or 11 digits.',
  swiftCountry: (countryCode: string) =>
    countryCode === 'SG'
      ? 'Please enter a valid SWIFT code for Singapore.'
      : `Please enter a valid SWIFT code for ${countryName(countryCode)}.`,
  krwEmail: 'Please input a valid email.',
  email: 'Please enter a valid email address.',
  charLimit: limitNotice,
  /** Address, city, state and bank name: the SWIFT character set, as the local reference. */
  swiftTextChars: "Acceptable characters: a-z A-Z 0-9 space or / - ? : ( ) . , ' +",
  /** Account numbers: the invoice number's set. */
  alphanumericChars: 'Acceptable characters: a-z A-Z 0-9',
  vndIndividualOnly: 'Transferring to VND is currently only available for individual accounts',
  cnyCorporateOnly: 'Transferring to CNY is currently only available for corporate accounts',
} as const;

/** Written for this product: the spec has no wording for these. */
export const RECIPIENT_PRODUCT_MESSAGES = {
  nameChars: "Acceptable characters: a-z A-Z 0-9 space / - ( ) . , '",
  /** docs/decisions/recipients.md: CNY names also allow spaces. */
  cnyNameChars: "Acceptable characters: a-z A-Z 0-9 space . , - ( ) _ ' /",
  fullName: 'Please enter the full name, with a last name of at least 2 characters.',
  postalChars: 'Acceptable characters: a-z A-Z 0-9 space -',
  digitsChars: 'Acceptable characters: 0-9',
  krwContactChars: 'Acceptable characters: 0-9 +',
  taxIdChars: 'Acceptable characters: 0-9 . - /',
  contactCountryCode: 'Please enter a country code such as +65.',
  krwContactCountryCode: 'Korean recipients need the country code +82.',
  minLength: (n: number) => `Please enter at least ${n} characters.`,
  hdfcLength: 'HDFC Bank account numbers have exactly 14 digits.',
  dbsLength: 'Please enter a 12 or 18-digit account number.',
  ibanOrNational: (min: number, max: number) =>
    `Please enter a valid IBAN number, or a national account number of ${min === max ? `${min}` : `${min} to ${max}`} digits.`,
  swiftInvalid: 'Please enter a valid SWIFT code.',
  /** An IBAN whose check digits or length are wrong (ISO 13616), in a currency without its own text. */
  iban: 'Please enter a valid IBAN number.',
  routingLength: (label: string, n: number) => `${label} should be ${n} digits.`,
  achChecksum: 'Please enter a valid ACH routing number.',
  ifsc: 'Please enter a valid IFSC code: 4 letters, 0, then 6 letters or digits.',
  identificationType: 'Please use CPF for an individual and CNPJ for a corporate recipient.',
  selectValidCountry: 'Please select a valid country/area.',
  selectOption: 'Please select one of the options.',
} as const;
