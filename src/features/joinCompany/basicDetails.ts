import { z } from 'zod';
import type { NonAdminSignUp } from '../../api/signUp';
import type { Profile } from '../../shared/domain/profile';
import {
  ADDRESS_MESSAGES,
  ADDRESS_PARTS,
  addressSchema,
  emptyAddress,
  personNameSchema,
  textProblem,
  type AddressPart,
  type AddressValues,
} from '../../shared/domain/onboarding/address';
import { GENDERS, NATIONALITY_OPTIONS } from '../../shared/domain/onboarding/lookups';
import { cleanText } from '../../shared/text/cleanText';

/**
 * The join-company basic details (spec-1 §3 "Invited (non-admin) sign-up fields"): the member's
 * name, gender, date of birth, nationality, NRIC or FIN and residential address. The rules of
 * names and addresses are the onboarding forms' (src/shared/domain/onboarding/address.ts); the
 * date of birth and identity number rules: docs/decisions/onboarding.md 'Status screens and first-run pages'.
 */

export const NAME_MAX = 100;
export const NRIC_OR_FIN_MAX = 20;

export const BASIC_DETAIL_MESSAGES = {
  required: ADDRESS_MESSAGES.required,
  dobInFuture: 'Please enter a date of birth in the past.',
  nricOrFin: 'Please enter a valid NRIC or FIN, such as S1234567D.',
} as const;

/** A Singapore NRIC (S, T) or FIN (F, G, M): a letter, 7 digits and a check letter. */
const NRIC_OR_FIN = /^[STFGM]\d{7}[A-Z]$/;

const NATIONALITY_CODES = new Set(NATIONALITY_OPTIONS.map((option) => option.value));

const pad = (n: number) => String(n).padStart(2, '0');

/** Today as YYYY-MM-DD in the user's time zone (what a date input gives). */
export function localIsoDate(now: Date): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A real calendar date (2026-02-30 is not one). */
function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

export function basicDetailsSchema(today: string) {
  return z.object({
    firstName: personNameSchema().pipe(z.string().max(NAME_MAX)),
    middleName: personNameSchema({ required: false }).pipe(z.string().max(NAME_MAX)),
    lastName: personNameSchema().pipe(z.string().max(NAME_MAX)),
    // A string in the form (the select's empty first option), one of the two once valid.
    gender: z.string().pipe(z.enum(GENDERS, { error: BASIC_DETAIL_MESSAGES.required })),
    dob: z
      .string()
      .refine(isCalendarDate, BASIC_DETAIL_MESSAGES.required)
      .refine((dob) => dob < today, BASIC_DETAIL_MESSAGES.dobInFuture),
    nationalityCode: z
      .string()
      .refine((code) => NATIONALITY_CODES.has(code), BASIC_DETAIL_MESSAGES.required),
    nricOrFin: z.string().transform((raw, ctx) => {
      const problem =
        textProblem(raw, { required: true }) ??
        (NRIC_OR_FIN.test(cleanText(raw).toUpperCase()) ? null : BASIC_DETAIL_MESSAGES.nricOrFin);
      if (problem) {
        ctx.addIssue({ code: 'custom', message: problem, input: raw });
        return z.NEVER;
      }
      return cleanText(raw).toUpperCase();
    }),
    residentialAddress: addressSchema(),
  });
}

export type BasicDetailsForm = z.input<ReturnType<typeof basicDetailsSchema>>;
export type BasicDetails = z.output<ReturnType<typeof basicDetailsSchema>>;

const savedShape = z.object({
  firstName: z.string(),
  middleName: z.string(),
  lastName: z.string(),
  gender: z.string(),
  dob: z.string(),
  nationalityCode: z.string(),
  nricOrFin: z.string(),
  residentialAddress: z.record(z.string(), z.string()),
});

/**
 * The details kept in the saved progress (data.basicDetails, as the form held them), or null when
 * there are none or they are not a form's: a resumed form starts from them, unchecked.
 */
export function savedBasicDetails(
  data: Record<string, unknown> | undefined,
): BasicDetailsForm | null {
  const parsed = savedShape.safeParse(data?.basicDetails);
  if (!parsed.success) return null;
  return {
    ...parsed.data,
    residentialAddress: Object.fromEntries(
      ADDRESS_PARTS.map((part) => [part, parsed.data.residentialAddress[part] ?? '']),
    ) as AddressValues,
  };
}

/** A new form: the names the bank knows from the sign-up, Singapore as the country. */
export function emptyBasicDetails(
  profile?: Pick<Profile, 'firstName' | 'lastName'>,
): BasicDetailsForm {
  return {
    firstName: profile?.firstName ?? '',
    middleName: '',
    lastName: profile?.lastName ?? '',
    gender: '',
    dob: '',
    nationalityCode: '',
    nricOrFin: '',
    residentialAddress: emptyAddress(),
  };
}

/** The parts an address sends: those its country uses and the user filled in. */
function sentAddress(address: AddressValues): NonAdminSignUp['residentialAddress'] {
  const filled = Object.entries(address).filter(([, value]) => value !== '') as [
    AddressPart,
    string,
  ][];
  return { ...Object.fromEntries(filled), country: address.country, postal: address.postal };
}

/**
 * The invite submission (POST /v1/boom/kyc/invite/submission): every field of the member's
 * details, the company, role and e-mail of the invitation (from the profile), and the documents.
 */
export function invitedMemberSubmission(
  details: BasicDetails,
  profile: Pick<Profile, 'corporateReferenceID' | 'role' | 'email'>,
  documentReferenceIds: readonly string[],
): NonAdminSignUp {
  return {
    corporateReferenceID: profile.corporateReferenceID,
    role: profile.role,
    email: profile.email,
    firstName: details.firstName,
    ...(details.middleName ? { middleName: details.middleName } : {}),
    lastName: details.lastName,
    gender: details.gender,
    dob: details.dob,
    nationalityCode: details.nationalityCode,
    nricOrFin: details.nricOrFin,
    residentialAddress: sentAddress(details.residentialAddress),
    documentReferenceIds: [...documentReferenceIds],
  };
}
