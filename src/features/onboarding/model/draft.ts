import { z } from 'zod';
import type { RegistryInfo } from '../../../api/kyc';
import {
  appointmentSchema,
  entitySchema,
  personSchema,
  shareholderSchema,
} from '../../../shared/contracts/kyc';
import type { UploadedFile } from '../../../shared/domain/uploads';
import type { CardValues, DetailsValues, ProfileValues } from './forms';

/**
 * What the saved progress's `data` holds (spec-1 §3 Onboarding progress): the registry's answer on
 * the registry path, and each step's form values as the form held them. The bank stores it as the
 * client wrote it; read back, each part that is not what a form can hold is dropped, not trusted.
 */
export interface OnboardingDraft {
  /** The registry consent's state (the callback's path), on the registry path. */
  registryState?: string;
  person?: RegistryInfo['person'];
  entity?: RegistryInfo['entity'];
  appointments?: RegistryInfo['appointments'];
  shareholders?: RegistryInfo['shareholders'];
  /** Business Details. */
  details?: DetailsValues;
  /** Business Profile. */
  profile?: ProfileValues;
  /** Card Creation. */
  card?: CardValues;
  /** Upload: the documents, and on the deprecated form the board resolution apart. */
  documents?: UploadedFile[];
  boardResolution?: UploadedFile[];
  /** 'I will e-mail the authorisation letter'. */
  authorisationByEmail?: boolean;
}

type Check = (value: unknown) => boolean;
const is =
  (schema: { safeParse: (value: unknown) => { success: boolean } }): Check =>
  (value) =>
    schema.safeParse(value).success;
const listOf =
  (check: Check): Check =>
  (value) =>
    Array.isArray(value) && value.every(check);

const text = z.string();
const address = z.record(z.string(), z.string());
const files = z.array(z.object({ referenceId: z.string(), fileName: z.string() }));

/**
 * What each part must be to be read back: the registry's parts as the bank's contract has them;
 * the forms' loosely (each form checks its own values).
 */
const PARTS: Record<keyof OnboardingDraft, Check> = {
  registryState: is(text),
  person: is(personSchema),
  entity: is(entitySchema),
  appointments: listOf(is(appointmentSchema)),
  shareholders: listOf(is(shareholderSchema)),
  details: is(z.looseObject({ residentialAddress: address, registeredAddress: address })),
  profile: is(
    z.looseObject({
      entitySelectLocations: z.array(text),
      sourceOfFunds: z.array(text),
      statesToUse: z.array(text),
      entityMarketingMediums: z.array(text),
      isMailingAddressSame: z.boolean(),
      mailingAddress: address,
    }),
  ),
  card: is(z.looseObject({ nameOnCard: text, cardAddressType: text })),
  documents: is(files),
  boardResolution: is(files),
  authorisationByEmail: is(z.boolean()),
};

export function readDraft(data: Record<string, unknown>): OnboardingDraft {
  const draft: Record<string, unknown> = {};
  for (const [key, check] of Object.entries(PARTS))
    if (data[key] !== undefined && check(data[key])) draft[key] = data[key];
  return draft as OnboardingDraft;
}
