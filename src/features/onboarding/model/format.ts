import { countryName } from '../../../shared/domain/countries';
import { isSingapore, type AddressValues } from '../../../shared/domain/onboarding/address';

/** An address on one line, as the review and a read-only address show it. */
export function formatAddress(address: Partial<AddressValues> | undefined): string {
  if (!address?.country) return '';
  const part = (name: keyof AddressValues) => address[name]?.trim() ?? '';
  const unit = [part('floor'), part('unit')].filter(Boolean).join('-');
  const lines = isSingapore(address.country)
    ? [
        [part('block'), part('street')].filter(Boolean).join(' '),
        unit && `#${unit}`,
        part('building'),
        `${countryName(address.country)} ${part('postal')}`.trim(),
      ]
    : [
        part('lineOne'),
        part('lineTwo'),
        part('lineThree'),
        [part('city'), part('state'), part('postal')].filter(Boolean).join(' '),
        countryName(address.country),
      ];
  return lines.filter(Boolean).join(', ');
}
