import { COUNTRY_CODES, countryName, SINGAPORE } from '../countries';

/**
 * The onboarding forms' lookup lists (spec-1 §3 Lookup lists). Where the spec names the values
 * they are its own, in its order, and each is sent as written; sources of funds, account purposes
 * and marketing media are named without values, so the values are this product's
 * (docs/decisions/onboarding.md 'Onboarding'). Industries come from the bank (GET
 * /v1/boom/kyc/config/industry) and are not listed here.
 */

export interface LookupOption {
  value: string;
  label: string;
}

const asOptions = (values: readonly string[]): LookupOption[] =>
  values.map((value) => ({ value, label: value }));

/** Singapore first, then the rest by name. */
function bySingaporeThenName(codes: readonly string[]): LookupOption[] {
  const options = codes.map((code) => ({ value: code, label: countryName(code) }));
  const rest = options
    .filter((o) => o.value !== SINGAPORE)
    .toSorted((a, b) => a.label.localeCompare(b.label, 'en'));
  const home = options.filter((o) => o.value === SINGAPORE);
  return [...home, ...rest];
}

/** Countries (addresses, incorporation): every ISO 3166-1 alpha-2 code with its English name. */
export const COUNTRY_OPTIONS: readonly LookupOption[] = bySingaporeThenName(COUNTRY_CODES);

/** Territories no one is a national of (no permanent population), left out of nationalities. */
const UNINHABITED = new Set(['AQ', 'BV', 'GS', 'HM', 'TF', 'UM']);

/** Nationalities (nationalityCode): the country's code, shown by the country's name. */
export const NATIONALITY_OPTIONS: readonly LookupOption[] = bySingaporeThenName(
  COUNTRY_CODES.filter((code) => !UNINHABITED.has(code)),
);

/** spec-1 §3: appointment positions. */
export const APPOINTMENT_POSITIONS = [
  'Administrator',
  'Authorised Representative',
  'CEO',
  'Director',
  'Manager',
  'Managing Director',
  'Member',
  'Officer',
  'Owner',
  'Secretary',
  'Sole-Proprietor/Partner',
  'Trustee',
  'Other',
] as const;
export type AppointmentPosition = (typeof APPOINTMENT_POSITIONS)[number];

/** spec-1 §3: legal entity types. */
export const LEGAL_ENTITY_TYPES = [
  'Business',
  'Local Company',
  'Foreign Company',
  'Other Organisation',
] as const;
export type LegalEntityType = (typeof LEGAL_ENTITY_TYPES)[number];

/** spec-1 §3: employee-count ranges (entityTotalNumberOfEmployees), as the spec writes them. */
export const EMPLOYEE_COUNT_RANGES = [
  '1',
  '2-5',
  '6-10',
  '10-25',
  '25-200',
  '200-500',
  '500-1000',
  '>1000',
] as const;
export type EmployeeCountRange = (typeof EMPLOYEE_COUNT_RANGES)[number];

/** spec-1 §5: the review form's gender. */
export const GENDERS = ['Male', 'Female'] as const;
export type Gender = (typeof GENDERS)[number];

/** The value of the choice that asks for a text of its own (othersource, otherpurpose). */
export const OTHER = 'Other';

/** sourceOfFunds; 'Other' asks for othersource. The product's values (docs/decisions/onboarding.md). */
export const SOURCES_OF_FUNDS = [
  'Business revenue',
  'Capital from shareholders or owners',
  'Loans or financing',
  'Investment income',
  'Grants or subsidies',
  'Sale of assets',
  OTHER,
] as const;

/** statesToUse (what the account is for); 'Other' asks for otherpurpose. The product's values. */
export const ACCOUNT_PURPOSES = [
  'Paying suppliers',
  'Receiving payments from customers',
  'Paying salaries',
  'Overseas transfers',
  'Foreign currency exchange',
  'Business expenses with cards',
  OTHER,
] as const;

/** entityMarketingMediums (how the business heard of the product). The product's values. */
export const MARKETING_MEDIA = [
  'Search engine',
  'Social media',
  'Friend or colleague',
  'Accountant or business partner',
  'News or article',
  'Online advertisement',
  'Event or seminar',
  OTHER,
] as const;

export const APPOINTMENT_POSITION_OPTIONS = asOptions(APPOINTMENT_POSITIONS);
export const LEGAL_ENTITY_TYPE_OPTIONS = asOptions(LEGAL_ENTITY_TYPES);
export const EMPLOYEE_COUNT_OPTIONS = asOptions(EMPLOYEE_COUNT_RANGES);
export const GENDER_OPTIONS = asOptions(GENDERS);
export const SOURCE_OF_FUNDS_OPTIONS = asOptions(SOURCES_OF_FUNDS);
export const ACCOUNT_PURPOSE_OPTIONS = asOptions(ACCOUNT_PURPOSES);
export const MARKETING_MEDIA_OPTIONS = asOptions(MARKETING_MEDIA);

/** The name of a nationality or country code for the review ('SG' -> 'Singapore'). */
export { countryName };
