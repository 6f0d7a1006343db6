import {
  recipientTypeForCountry,
  type Recipient,
  type RecipientListType,
} from '../../shared/domain/recipient';
import { countryName } from '../../shared/domain/recipients/messages';
import { ROUTING } from '../../shared/domain/recipients/rules';

/** spec-2 §2 Recipient lists (constants.tsv recipient_name_tooltip_truncation): 35, 18 on small screens. */
export const NAME_LIMIT = 35;
export const NAME_LIMIT_SMALL_SCREEN = 18;
/** Below the sm breakpoint (576 px), as the other small-screen rules (docs/architecture.md §9). */
export const SMALL_SCREEN_QUERY = '(max-width: 575px)';

/**
 * A name longer than the limit shows its first `limit` characters and '...' (the full name goes
 * in a tooltip); counted in code points, so an emoji or accented letter is never cut in half.
 */
export function cutName(name: string, limit: number): { shown: string; cut: boolean } {
  const chars = Array.from(name);
  return chars.length > limit
    ? { shown: `${chars.slice(0, limit).join('')}...`, cut: true }
    : { shown: name, cut: false };
}

export interface Destination {
  /** ISO 3166 alpha-2, compared with the recipient's bank country. */
  country: string;
  label: string;
}

/** spec-2 §2 Popular destination shortcuts, in the spec's order. */
export const POPULAR_DESTINATIONS: readonly Destination[] = [
  { country: 'SG', label: 'Singapore' },
  { country: 'MY', label: 'Malaysia' },
  { country: 'US', label: 'US' },
  { country: 'ID', label: 'Indonesia' },
  { country: 'GB', label: 'UK' },
];

/**
 * The shortcuts a list offers (docs/decisions/recipients.md 'Recipient lists'): the overseas list those
 * outside Singapore; the local list none, since every local recipient is in Singapore and a
 * Singapore shortcut there would filter nothing.
 */
export function destinationsFor(type: RecipientListType): readonly Destination[] {
  if (type === 'LOCAL') return [];
  return POPULAR_DESTINATIONS.filter((d) => recipientTypeForCountry(d.country) === type);
}

/** A recipient is in a destination when its bank is in that country (where the money goes). */
export const inDestination = (recipient: Recipient, country: string | null): boolean =>
  country === null || recipient.bankCtry.toUpperCase() === country;

const ACCOUNT_TYPE_LABELS: Record<string, string> = {
  INDIVIDUAL: 'Individual',
  CORPORATE: 'Corporate',
};

const joined = (parts: readonly (string | undefined)[], separator: string) =>
  parts.filter((p) => p?.trim()).join(separator);

/** The details dialog's fields, those the recipient has, in reading order. */
export function recipientDetailFields(r: Recipient): { label: string; value: string }[] {
  const routing =
    r.routingCodeType && r.routingCodeType !== 'SWIFT' && r.routingCodeValue
      ? { label: ROUTING[r.routingCodeType].label, value: r.routingCodeValue }
      : null;
  const fields = [
    { label: 'Name', value: r.recipientAccountName },
    {
      label: 'Nickname',
      value: r.recipientNickName === r.recipientAccountName ? '' : r.recipientNickName,
    },
    { label: 'Account type', value: ACCOUNT_TYPE_LABELS[r.accountType] ?? '' },
    { label: 'Account number', value: r.recipientAccountNo },
    { label: 'Bank', value: r.recipientBankName },
    { label: 'SWIFT code', value: r.swiftCodeValue ?? '' },
    ...(routing ? [routing] : []),
    {
      label: 'Country',
      value: r.recipientCountry ? countryName(r.recipientCountry.toUpperCase()) : '',
    },
    { label: 'Currency', value: r.currency },
    {
      label: 'Address',
      value: joined(
        [
          r.recipientAddress,
          r.recipientAddressLineTwo,
          r.recipientAddressLineThree,
          joined([r.recipientCity, r.recipientState, r.recipientPostal], ' '),
        ],
        ', ',
      ),
    },
    {
      label: 'Contact number',
      value: joined([r.recipientContactCountryCode, r.recipientContactNumber], ' '),
    },
    { label: 'Email', value: r.recipientEmail ?? '' },
  ];
  return fields.filter((f) => f.value.trim() !== '');
}
