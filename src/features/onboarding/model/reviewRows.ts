import { countryName } from '../../../shared/domain/countries';
import type { ReviewIssues } from './application';
import { detailsOf } from './convert';
import type { OnboardingDraft } from './draft';
import { formatAddress } from './format';
import { CARD_ADDRESS_LABELS } from './forms';

export interface ReviewRow {
  label: string;
  value: string;
  /** The review's message for the row ('This field is required'), once Submit was pressed. */
  issue?: string | undefined;
}

/** The review's rows of each step, from what the steps saved (spec-1 §3 Review data). */

const list = (values: readonly string[] | undefined) => (values ?? []).join(', ');
const country = (code: string | undefined) => (code ? countryName(code) : '');

export function detailsRows(
  draft: OnboardingDraft,
  issues: ReviewIssues,
  industryName: (code: string) => string,
): ReviewRow[] {
  const d = detailsOf(draft);
  const issue = (field: string) => issues[`details.${field}`];
  return [
    {
      label: 'Name',
      value: [d?.firstName, d?.middleName, d?.lastName].filter(Boolean).join(' '),
      issue: issue('firstName') ?? issue('lastName') ?? issue('middleName'),
    },
    { label: 'Gender', value: d?.gender ?? '', issue: issue('gender') },
    { label: 'Date of birth', value: d?.dob ?? '', issue: issue('dob') },
    { label: 'Nationality', value: country(d?.nationalityCode), issue: issue('nationalityCode') },
    { label: 'Identity number', value: d?.uinfin ?? '', issue: issue('uinfin') },
    {
      label: 'Residential address',
      value: formatAddress(d?.residentialAddress),
      issue: issue('residentialAddress'),
    },
    { label: 'Business name', value: d?.entityName ?? '', issue: issue('entityName') },
    { label: 'Registration number (UEN)', value: d?.uen ?? '', issue: issue('uen') },
    {
      label: 'Date of incorporation',
      value: d?.dateOfIncorporation ?? '',
      issue: issue('dateOfIncorporation'),
    },
    {
      label: 'Country of incorporation',
      value: country(d?.countryOfIncorporation),
      issue: issue('countryOfIncorporation'),
    },
    { label: 'Company type', value: d?.legalEntityType ?? '', issue: issue('legalEntityType') },
    {
      label: 'Primary industry',
      value: d?.primaryActivity ? industryName(d.primaryActivity) : '',
      issue: issue('primaryActivity'),
    },
    {
      label: 'Secondary industry',
      value: d?.secondaryActivity ? industryName(d.secondaryActivity) : '',
      issue: issue('secondaryActivity'),
    },
    {
      label: 'Registered address',
      value: formatAddress(d?.registeredAddress),
      issue: issue('registeredAddress'),
    },
  ];
}

export function profileRows(draft: OnboardingDraft, issues: ReviewIssues): ReviewRow[] {
  const p = draft.profile;
  const issue = (field: string) => issues[`profile.${field}`];
  const withOther = (values: string[] | undefined, other: string | undefined) =>
    list((values ?? []).map((v) => (v === 'Other' && other ? `Other: ${other}` : v)));
  return [
    { label: 'Website', value: p?.entityWebsite ?? '', issue: issue('entityWebsite') },
    {
      label: 'Number of employees',
      value: p?.entityTotalNumberOfEmployees ?? '',
      issue: issue('entityTotalNumberOfEmployees'),
    },
    {
      label: 'What the business does',
      value: p?.entityDescription ?? '',
      issue: issue('entityDescription'),
    },
    {
      label: 'Countries where it operates',
      value: list(p?.entitySelectLocations.map(countryName)),
      issue: issue('entitySelectLocations'),
    },
    {
      label: 'Sources of funds',
      value: withOther(p?.sourceOfFunds, p?.othersource),
      issue: issue('sourceOfFunds') ?? issue('othersource'),
    },
    {
      label: 'Account purposes',
      value: withOther(p?.statesToUse, p?.otherpurpose),
      issue: issue('statesToUse') ?? issue('otherpurpose'),
    },
    { label: 'How you heard about us', value: list(p?.entityMarketingMediums) },
    {
      label: 'Mailing address',
      value:
        p && !p.isMailingAddressSame ? formatAddress(p.mailingAddress) : 'The registered address',
      issue: issue('mailingAddress'),
    },
  ];
}

export function cardRows(draft: OnboardingDraft, issues: ReviewIssues): ReviewRow[] {
  const type = draft.card?.cardAddressType;
  return [
    {
      label: 'Name on card',
      value: draft.card?.nameOnCard ?? '',
      issue: issues['card.nameOnCard'],
    },
    {
      label: 'Send the card to',
      value:
        type && type in CARD_ADDRESS_LABELS
          ? CARD_ADDRESS_LABELS[type as keyof typeof CARD_ADDRESS_LABELS]
          : '',
      issue: issues['card.cardAddressType'],
    },
  ];
}

export function uploadRows(draft: OnboardingDraft, issues: ReviewIssues): ReviewRow[] {
  const rows: ReviewRow[] = [
    {
      label: 'Documents',
      value: list(draft.documents?.map((f) => f.fileName)),
      issue: issues['upload.documents'],
    },
  ];
  if (draft.boardResolution?.length)
    rows.push({
      label: 'Board resolution',
      value: list(draft.boardResolution.map((f) => f.fileName)),
    });
  rows.push({
    label: 'Authorisation letter',
    value: draft.authorisationByEmail ? 'I will e-mail it' : 'Uploaded with the documents',
  });
  return rows;
}
