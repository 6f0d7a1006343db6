import type { KycSubmission } from '../../../api/kyc';
import { countryName } from '../../../shared/domain/countries';
import {
  addressPartsFor,
  emptyAddress,
  type AddressValues,
} from '../../../shared/domain/onboarding/address';
import { detailsOf } from './convert';
import type { OnboardingDraft } from './draft';
import {
  cardSchema,
  detailsSchema,
  emptyCard,
  emptyDetails,
  emptyProfile,
  FORM_MESSAGES,
  localToday,
  profileSchema,
  type Details,
  type Profile,
} from './forms';
import type { OnboardingPath } from './steps';

/**
 * The review (spec-1 §5: the review form's required fields) and the submission built from what
 * the steps saved. Every step's form is checked again here: progress saved by another version,
 * or a step skipped by its address, must not reach the bank incomplete.
 */

/** Where an issue sits on the review: 'details.gender', 'profile.mailingAddress', 'upload.documents'. */
export type ReviewIssues = Readonly<Record<string, string>>;

export type Application =
  { ok: true; submission: KycSubmission } | { ok: false; issues: ReviewIssues };

type Issue = { path: readonly PropertyKey[]; message: string };

/** The first message of each field (addresses: of the address as a whole). */
function issuesOf(section: string, issues: readonly Issue[], into: Record<string, string>) {
  for (const issue of issues) {
    const key = `${section}.${String(issue.path[0] ?? '')}`;
    into[key] ??= issue.message;
  }
}

/** An address as the bank takes it: its country's parts, the empty ones left out. */
function wireAddress(address: AddressValues) {
  const wire: KycSubmission['person']['residentialAddress'] = {
    country: address.country,
    postal: address.postal,
  };
  for (const part of addressPartsFor(address.country))
    if (address[part] !== '') wire[part] = address[part];
  return wire;
}

const withAddresses = (details: OnboardingDraft['details']) => ({
  ...emptyDetails(),
  ...details,
  residentialAddress: { ...emptyAddress(), ...details?.residentialAddress },
  registeredAddress: { ...emptyAddress(), ...details?.registeredAddress },
});

export function readApplication(
  path: OnboardingPath,
  draft: OnboardingDraft,
  today: () => string = localToday,
): Application {
  const issues: Record<string, string> = {};
  const details = detailsSchema(today).safeParse(withAddresses(detailsOf(draft)));
  if (!details.success) issuesOf('details', details.error.issues, issues);
  const profile = profileSchema.safeParse({ ...emptyProfile(), ...draft.profile });
  if (!profile.success) issuesOf('profile', profile.error.issues, issues);
  const card = cardSchema.safeParse({ ...emptyCard(), ...draft.card });
  if (!card.success) issuesOf('card', card.error.issues, issues);
  const documents = [...(draft.documents ?? []), ...(draft.boardResolution ?? [])];
  if (documents.length === 0) issues['upload.documents'] = FORM_MESSAGES.required;
  if (!details.success || !profile.success || !card.success || documents.length === 0)
    return { ok: false, issues };
  return {
    ok: true,
    submission: {
      person: personOf(details.data),
      entity: entityOf(details.data, draft),
      appointments: path === 'registry' ? (draft.appointments ?? []) : [],
      shareholders: path === 'registry' ? (draft.shareholders ?? []) : [],
      businessProfile: businessProfileOf(profile.data),
      card: card.data,
      documentReferenceIds: documents.map((f) => f.referenceId),
    },
  };
}

function personOf(d: Details): KycSubmission['person'] {
  const person: KycSubmission['person'] = {
    firstName: d.firstName,
    lastName: d.lastName,
    name: [d.firstName, d.middleName, d.lastName].filter(Boolean).join(' '),
    gender: d.gender,
    dob: d.dob,
    nationality: countryName(d.nationalityCode),
    nationalityCode: d.nationalityCode,
    uinfin: d.uinfin,
    residentialAddress: wireAddress(d.residentialAddress),
  };
  if (d.middleName) person.middleName = d.middleName;
  return person;
}

function entityOf(d: Details, draft: OnboardingDraft): KycSubmission['entity'] {
  return {
    entityName: d.entityName,
    uen: d.uen,
    dateOfIncorporation: d.dateOfIncorporation,
    countryOfIncorporation: d.countryOfIncorporation,
    legalEntityType: d.legalEntityType,
    primaryActivity: d.primaryActivity,
    secondaryActivity: d.secondaryActivity,
    // Only the registry knows the business's earlier numbers and names.
    previousUens: draft.entity?.previousUens ?? [],
    previousNames: draft.entity?.previousNames ?? [],
    registeredAddress: wireAddress(d.registeredAddress),
  };
}

function businessProfileOf(p: Profile): KycSubmission['businessProfile'] {
  const profile: KycSubmission['businessProfile'] = {
    entityTotalNumberOfEmployees: p.entityTotalNumberOfEmployees,
    entityDescription: p.entityDescription,
    entitySelectLocations: p.entitySelectLocations,
    sourceOfFunds: p.sourceOfFunds,
    statesToUse: p.statesToUse,
    entityMarketingMediums: p.entityMarketingMediums,
    isMailingAddressSame: p.isMailingAddressSame,
  };
  if (p.entityWebsite) profile.entityWebsite = p.entityWebsite;
  if (p.othersource) profile.othersource = p.othersource;
  if (p.otherpurpose) profile.otherpurpose = p.otherpurpose;
  if (p.mailingAddress) profile.mailingAddress = wireAddress(p.mailingAddress);
  return profile;
}
