import type { RegistryInfo } from '../../../api/kyc';
import {
  REGISTRATION_FORM_VERSION,
  type OnboardingProgress,
} from '../../../shared/domain/onboarding';
import {
  addressPartsFor,
  emptyAddress,
  type AddressValues,
} from '../../../shared/domain/onboarding/address';
import { readDraft, type OnboardingDraft } from './draft';
import type { DetailsValues } from './forms';

/**
 * The registry's data in the forms' shape (spec-1 §4: starting manual onboarding after the
 * registry converts the saved data into addresses). Pure: the registry's Business Details page
 * prefills with it, and the switch to the manual path saves what it gives.
 */

type RegistryAddress = RegistryInfo['person']['residentialAddress'];

/** A registry address as the address fields hold it: its country's parts, the others empty. */
export function addressFromRegistry(address: RegistryAddress | undefined): AddressValues {
  if (!address) return emptyAddress();
  const values = emptyAddress(address.country);
  for (const part of addressPartsFor(address.country)) values[part] = address[part] ?? '';
  return values;
}

/** The Business Details form as the registry fills it (what it does not give stays empty). */
export function detailsFromRegistry(
  person: RegistryInfo['person'] | undefined,
  entity: RegistryInfo['entity'] | undefined,
): DetailsValues {
  return {
    firstName: person?.firstName ?? '',
    middleName: person?.middleName ?? '',
    lastName: person?.lastName ?? '',
    gender: person?.gender ?? '',
    dob: person?.dob ?? '',
    nationalityCode: person?.nationalityCode ?? '',
    uinfin: person?.uinfin ?? '',
    residentialAddress: addressFromRegistry(person?.residentialAddress),
    entityName: entity?.entityName ?? '',
    uen: entity?.uen ?? '',
    dateOfIncorporation: entity?.dateOfIncorporation ?? '',
    countryOfIncorporation: entity?.countryOfIncorporation ?? '',
    legalEntityType: entity?.legalEntityType ?? '',
    primaryActivity: entity?.primaryActivity ?? '',
    secondaryActivity: entity?.secondaryActivity ?? '',
    registeredAddress: addressFromRegistry(entity?.registeredAddress),
  };
}

/**
 * Saved registry progress as manual progress: the Business Details the applicant had (or the
 * registry's, converted) become the manual form's; the registry's own records (its state, person,
 * entity, appointments and shareholders) are left behind, as the manual path submits what the
 * applicant types. The manual path starts again at its first step.
 */
export function registryToManual(progress: OnboardingProgress): OnboardingProgress {
  const draft = readDraft(progress.data);
  const manual: OnboardingDraft = {
    details: detailsOf(draft) ?? detailsFromRegistry(undefined, undefined),
  };
  if (draft.profile) manual.profile = draft.profile;
  if (draft.card) manual.card = draft.card;
  if (draft.documents) manual.documents = draft.documents;
  if (draft.boardResolution) manual.boardResolution = draft.boardResolution;
  if (draft.authorisationByEmail !== undefined)
    manual.authorisationByEmail = draft.authorisationByEmail;
  return {
    kycSource: 'KYCSourceManual',
    lastSavedPage: 'OnboardingLastSavedPageBasicDetails',
    registrationFormVersion: REGISTRATION_FORM_VERSION,
    data: { ...manual },
  };
}

/**
 * The data after the registry answered (business data retrieval): its state and records, and
 * the later steps as they were. Business Details start again from the new data.
 */
export function withRegistryData(
  previous: OnboardingDraft,
  registryState: string,
  info: RegistryInfo,
): OnboardingDraft {
  const { details: _replaced, ...later } = previous;
  return {
    ...later,
    registryState,
    person: info.person,
    entity: info.entity,
    appointments: info.appointments,
    shareholders: info.shareholders,
  };
}

/**
 * The Business Details the later steps go by: what the applicant saved, else the registry's data
 * (registry progress saved before its Business Details were, as registry@demo.test's).
 */
export function detailsOf(draft: OnboardingDraft): DetailsValues | undefined {
  if (draft.details) return draft.details;
  if (draft.person || draft.entity) return detailsFromRegistry(draft.person, draft.entity);
  return undefined;
}
