import { z } from 'zod';
import { cleanText } from '../../text/cleanText';
import { limitNotice } from '../limitNotice';
import { COUNTRY_CODES, SINGAPORE } from '../countries';

/**
 * Addresses in the onboarding forms (spec-1 §3 address parts, §5 Validation rules): residential,
 * mailing and business addresses. A Singapore address has a postal code, block, street, floor,
 * unit and building; any other country's has address lines one to three, city, state and postal
 * code. Changing the country clears the other parts (emptyAddress). Which parts are required and
 * the lengths the spec leaves open: docs/decisions/onboarding.md 'Onboarding'.
 */

/** The form's names of spec-1 §3's parts, in camelCase (SPEC_ADDRESS_PART maps them back). */
export const ADDRESS_PARTS = [
  'country',
  'postal',
  'block',
  'street',
  'floor',
  'unit',
  'building',
  'city',
  'state',
  'lineOne',
  'lineTwo',
  'lineThree',
] as const;
export type AddressPart = (typeof ADDRESS_PARTS)[number];
export type AddressValues = Record<AddressPart, string>;

/** spec-1 §3: the spec's name of each part ('lineOne' -> 'LineOne'). */
export const SPEC_ADDRESS_PART: Readonly<Record<AddressPart, string>> = {
  country: 'Country',
  postal: 'Postal',
  block: 'Block',
  street: 'Street',
  floor: 'Floor',
  unit: 'Unit',
  building: 'Building',
  city: 'City',
  state: 'State',
  lineOne: 'LineOne',
  lineTwo: 'LineTwo',
  lineThree: 'LineThree',
};

/** The parts a country's address uses besides the country, in the form's order. */
export const SINGAPORE_ADDRESS_PARTS = [
  'postal',
  'block',
  'street',
  'floor',
  'unit',
  'building',
] as const satisfies readonly AddressPart[];
export const OTHER_ADDRESS_PARTS = [
  'lineOne',
  'lineTwo',
  'lineThree',
  'city',
  'state',
  'postal',
] as const satisfies readonly AddressPart[];

export type SingaporeAddressPart = (typeof SINGAPORE_ADDRESS_PARTS)[number];
export type OtherAddressPart = (typeof OTHER_ADDRESS_PARTS)[number];

/** spec-1 §5: the default country. */
export const DEFAULT_ADDRESS_COUNTRY = SINGAPORE;

/** spec-1 §5: address lines are text areas of at most 50 characters. */
export const ADDRESS_LINE_MAX = 50;
/** docs/decisions/onboarding.md Onboarding: the other parts' lengths, which the spec leaves open. */
export const ADDRESS_PART_MAX: Readonly<Record<Exclude<AddressPart, 'country'>, number>> = {
  postal: 10,
  block: 10,
  floor: 10,
  unit: 10,
  street: ADDRESS_LINE_MAX,
  building: ADDRESS_LINE_MAX,
  city: ADDRESS_LINE_MAX,
  state: ADDRESS_LINE_MAX,
  lineOne: ADDRESS_LINE_MAX,
  lineTwo: ADDRESS_LINE_MAX,
  lineThree: ADDRESS_LINE_MAX,
};

const REQUIRED_PARTS: ReadonlySet<AddressPart> = new Set([
  'country',
  'postal',
  'block',
  'street',
  'city',
  'lineOne',
]);

export const isSingapore = (country: string): boolean => country === SINGAPORE;

/** The parts `country`'s address uses besides the country. */
export const addressPartsFor = (
  country: string,
): readonly (SingaporeAddressPart | OtherAddressPart)[] =>
  isSingapore(country) ? SINGAPORE_ADDRESS_PARTS : OTHER_ADDRESS_PARTS;

/** Whether the form asks for a part (the others are optional). */
export const isRequiredPart = (part: AddressPart): boolean => REQUIRED_PARTS.has(part);

/** An address with nothing filled in but its country: a new form, or one whose country changed. */
export function emptyAddress(country: string = DEFAULT_ADDRESS_COUNTRY): AddressValues {
  const address = Object.fromEntries(ADDRESS_PARTS.map((part) => [part, ''])) as AddressValues;
  return { ...address, country };
}

/** The texts of the address and name rules (spec-1 §5, messages.tsv). */
export const ADDRESS_MESSAGES = {
  /** messages.tsv validation_required. */
  required: 'This field is required',
  /** messages.tsv postal_code_hint_non_sg. */
  postalHintNonSingapore: 'If not applicable, please input 000000.',
  /** Not in the spec (docs/decisions/onboarding.md Onboarding). */
  whitespaceOnly: 'This field cannot contain only spaces.',
  singaporePostal: 'Please enter a 6-digit postal code.',
} as const;

/**
 * Why a typed value is refused, or null: spaces alone (or invisible characters) are refused with
 * their own text, an empty required value with 'This field is required'.
 */
export function textProblem(raw: string, { required }: { required: boolean }): string | null {
  const clean = cleanText(raw);
  if (clean === '' && raw !== '') return ADDRESS_MESSAGES.whitespaceOnly;
  if (clean === '' && required) return ADDRESS_MESSAGES.required;
  return null;
}

const SINGAPORE_POSTAL = /^\d{6}$/;

/** Why an address part is refused, or null (the country's parts only). */
function partProblem(part: Exclude<AddressPart, 'country'>, value: string, country: string) {
  const problem = textProblem(value, { required: isRequiredPart(part) });
  if (problem) return problem;
  const clean = cleanText(value);
  if (clean.length > ADDRESS_PART_MAX[part]) return limitNotice(ADDRESS_PART_MAX[part]);
  if (part === 'postal' && isSingapore(country) && !SINGAPORE_POSTAL.test(clean))
    return ADDRESS_MESSAGES.singaporePostal;
  return null;
}

const addressShape = Object.fromEntries(
  ADDRESS_PARTS.map((part) => [part, z.string().optional()]),
) as Record<AddressPart, z.ZodOptional<z.ZodString>>;

/**
 * An address's schema, for a form field holding AddressValues (react-hook-form with
 * zodResolver: each issue on its part, `['residentialAddress', 'postal']`). Its output is the
 * address cleaned and trimmed, with the parts its country does not use empty. `countries`: the
 * codes that may be chosen (all of ISO 3166 by default).
 */
export function addressSchema({
  countries = COUNTRY_CODES,
}: { countries?: readonly string[] } = {}) {
  return z.object(addressShape).transform((raw, ctx): AddressValues => {
    const country = raw.country ?? '';
    const report = (part: AddressPart, message: string) =>
      ctx.addIssue({ code: 'custom', path: [part], message, input: raw[part] });
    if (!countries.includes(country)) {
      report('country', ADDRESS_MESSAGES.required);
      return z.NEVER;
    }
    const address = emptyAddress(country);
    let valid = true;
    for (const part of addressPartsFor(country)) {
      const value = raw[part] ?? '';
      const problem = partProblem(part, value, country);
      if (problem) {
        valid = false;
        report(part, problem);
      }
      address[part] = cleanText(value);
    }
    return valid ? address : z.NEVER;
  });
}

/**
 * A first, middle or last name (spec-1 §5): cleaned and trimmed; spaces alone refused. A
 * required name (first, last) must be given; an optional one (middle) of spaces only is empty.
 */
export function personNameSchema({ required = true }: { required?: boolean } = {}) {
  return z.string().transform((raw, ctx) => {
    const problem = required ? textProblem(raw, { required }) : null;
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem, input: raw });
      return z.NEVER;
    }
    return cleanText(raw);
  });
}
