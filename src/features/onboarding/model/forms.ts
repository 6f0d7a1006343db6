import { z } from 'zod';
import { COUNTRY_CODES } from '../../../shared/domain/countries';
import { CARD_ADDRESS_TYPES } from '../../../shared/domain/onboarding';
import {
  ADDRESS_MESSAGES,
  addressSchema,
  emptyAddress,
  personNameSchema,
  textProblem,
  type AddressValues,
} from '../../../shared/domain/onboarding/address';
import {
  EMPLOYEE_COUNT_RANGES,
  GENDERS,
  LEGAL_ENTITY_TYPES,
  NATIONALITY_OPTIONS,
  OTHER,
} from '../../../shared/domain/onboarding/lookups';
import { cleanText } from '../../../shared/text/cleanText';

/**
 * The onboarding steps' forms (spec-1 §3 Review data, Other onboarding fields; §5): their values
 * as the forms hold them (text, lists, addresses) and their schemas. What a form holds is saved
 * in the progress as it is, so a half-filled form comes back as it was left.
 */

/** The texts of the onboarding forms; messages.tsv validation_required for empty fields. */
export const FORM_MESSAGES = {
  required: ADDRESS_MESSAGES.required,
  /** Not in the spec (docs/decisions/onboarding.md 'Onboarding'). */
  date: 'Please enter a valid date.',
  futureDate: 'The date cannot be in the future.',
} as const;

/** Limits of the typed fields, as the submission's contract has them (src/shared/contracts/kyc.ts). */
export const FIELD_MAX = {
  name: 100,
  uinfin: 20,
  entityName: 200,
  uen: 20,
  website: 200,
  description: 500,
  other: 200,
  nameOnCard: 26,
} as const;

const NATIONALITY_CODES = NATIONALITY_OPTIONS.map((o) => o.value);

/** Required text: cleaned and trimmed, spaces alone refused. */
const requiredText = z.string().transform((raw, ctx) => {
  const problem = textProblem(raw, { required: true });
  if (problem) {
    ctx.addIssue({ code: 'custom', message: problem, input: raw });
    return z.NEVER;
  }
  return cleanText(raw);
});

const optionalText = z.string().transform((raw) => cleanText(raw));

/** A choice from `values` (a select left on its placeholder is ''). */
const choice = <T extends string>(values: readonly T[]) =>
  z
    .string()
    .refine((v) => (values as readonly string[]).includes(v), FORM_MESSAGES.required)
    .transform((v) => v as T);

/** A past (or today's) date as a date input gives it: yyyy-mm-dd. */
const pastDate = (today: () => string) =>
  z.string().superRefine((value, ctx) => {
    const issue = (message: string) => ctx.addIssue({ code: 'custom', message, input: value });
    if (value === '') issue(FORM_MESSAGES.required);
    else if (!isDate(value)) issue(FORM_MESSAGES.date);
    else if (value > today()) issue(FORM_MESSAGES.futureDate);
  });

function isDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Today's date where the applicant is, as yyyy-mm-dd. */
const pad = (n: number) => String(n).padStart(2, '0');

export function localToday(now = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Business Details: the applicant and the business (spec-1 §3 Review data). */
export interface DetailsValues {
  firstName: string;
  middleName: string;
  lastName: string;
  gender: string;
  dob: string;
  nationalityCode: string;
  uinfin: string;
  residentialAddress: AddressValues;
  entityName: string;
  uen: string;
  dateOfIncorporation: string;
  countryOfIncorporation: string;
  legalEntityType: string;
  primaryActivity: string;
  secondaryActivity: string;
  registeredAddress: AddressValues;
}

export const emptyDetails = (): DetailsValues => ({
  firstName: '',
  middleName: '',
  lastName: '',
  gender: '',
  dob: '',
  nationalityCode: '',
  uinfin: '',
  residentialAddress: emptyAddress(),
  entityName: '',
  uen: '',
  dateOfIncorporation: '',
  countryOfIncorporation: '',
  legalEntityType: '',
  primaryActivity: '',
  secondaryActivity: '',
  registeredAddress: emptyAddress(),
});

export function detailsSchema(today: () => string = localToday) {
  return z.object({
    firstName: personNameSchema(),
    middleName: personNameSchema({ required: false }),
    lastName: personNameSchema(),
    gender: choice(GENDERS),
    dob: pastDate(today),
    nationalityCode: choice(NATIONALITY_CODES),
    uinfin: requiredText,
    residentialAddress: addressSchema(),
    entityName: requiredText,
    uen: requiredText,
    dateOfIncorporation: pastDate(today),
    countryOfIncorporation: choice(COUNTRY_CODES),
    legalEntityType: choice(LEGAL_ENTITY_TYPES),
    primaryActivity: requiredText,
    secondaryActivity: requiredText,
    registeredAddress: addressSchema(),
  });
}
export type Details = z.output<ReturnType<typeof detailsSchema>>;

/** Business Profile (spec-1 §3 Other onboarding fields). */
export interface ProfileValues {
  entityWebsite: string;
  entityTotalNumberOfEmployees: string;
  entityDescription: string;
  entitySelectLocations: string[];
  sourceOfFunds: string[];
  othersource: string;
  statesToUse: string[];
  otherpurpose: string;
  entityMarketingMediums: string[];
  isMailingAddressSame: boolean;
  mailingAddress: AddressValues;
}

export const emptyProfile = (mailingCountry?: string): ProfileValues => ({
  entityWebsite: '',
  entityTotalNumberOfEmployees: '',
  entityDescription: '',
  entitySelectLocations: [],
  sourceOfFunds: [],
  othersource: '',
  statesToUse: [],
  otherpurpose: '',
  entityMarketingMediums: [],
  isMailingAddressSame: true,
  mailingAddress: emptyAddress(mailingCountry),
});

const someChosen = z.array(z.string()).min(1, FORM_MESSAGES.required);

export const profileSchema = z
  .object({
    entityWebsite: optionalText,
    entityTotalNumberOfEmployees: choice(EMPLOYEE_COUNT_RANGES),
    entityDescription: requiredText,
    entitySelectLocations: someChosen,
    sourceOfFunds: someChosen,
    othersource: optionalText,
    statesToUse: someChosen,
    otherpurpose: optionalText,
    entityMarketingMediums: z.array(z.string()),
    isMailingAddressSame: z.boolean(),
    // Read by the check below, and only when the mailing address differs.
    mailingAddress: z.unknown(),
  })
  .superRefine(checkProfileExtras, { when: () => true })
  .transform((values) => ({
    ...values,
    othersource: values.sourceOfFunds.includes(OTHER) ? values.othersource : '',
    otherpurpose: values.statesToUse.includes(OTHER) ? values.otherpurpose : '',
    mailingAddress: values.isMailingAddressSame
      ? undefined
      : addressSchema().parse(values.mailingAddress),
  }));
export type Profile = z.output<typeof profileSchema>;

/**
 * The rules between fields: 'Other' asks what it is, and a mailing address that differs must be
 * one. Run also when other fields have issues, so every message shows at once; it reads what it
 * needs defensively, as those fields may not be valid yet.
 */
const choseOther = (list: unknown) => Array.isArray(list) && list.includes(OTHER);
const blank = (text: unknown) => typeof text !== 'string' || cleanText(text) === '';

function checkProfileExtras(values: Record<string, unknown>, ctx: z.RefinementCtx): void {
  const required = (path: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message: FORM_MESSAGES.required, input: '' });
  if (choseOther(values.sourceOfFunds) && blank(values.othersource)) required('othersource');
  if (choseOther(values.statesToUse) && blank(values.otherpurpose)) required('otherpurpose');
  if (values.isMailingAddressSame !== false) return;
  const read = addressSchema().safeParse(values.mailingAddress);
  if (read.success) return;
  for (const issue of read.error.issues)
    ctx.addIssue({
      code: 'custom',
      path: ['mailingAddress', ...issue.path],
      message: issue.message,
      input: undefined,
    });
}

/** Card Creation (spec-1 §3: nameOnCard, cardAddressType). */
export interface CardValues {
  nameOnCard: string;
  cardAddressType: string;
}

/** spec-1 §3 cardAddressType: where the card is sent. */
export const CARD_ADDRESS_LABELS = {
  MAILING_ADDRESS: 'Business mailing address',
  RESIDENTIAL_ADDRESS: 'My residential address',
} as const;

export const emptyCard = (): CardValues => ({ nameOnCard: '', cardAddressType: '' });

export const cardSchema = z.object({
  nameOnCard: requiredText.pipe(z.string().max(FIELD_MAX.nameOnCard)),
  cardAddressType: choice(CARD_ADDRESS_TYPES),
});
export type Card = z.output<typeof cardSchema>;

/** The card's name from the applicant's, when it fits (the applicant may change it). */
export function suggestedNameOnCard(details: Partial<DetailsValues> | undefined): string {
  const name = [details?.firstName, details?.lastName]
    .map((part) => cleanText(part ?? ''))
    .filter(Boolean)
    .join(' ');
  return name.length <= FIELD_MAX.nameOnCard ? name : '';
}
