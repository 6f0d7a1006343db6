import { isCurrencyCode, type CurrencyCode } from '../../../shared/currencies';
import type { Corridor } from '../../../shared/domain/corridors';
import { SG_LOCAL_CURRENCIES } from '../../../shared/domain/recipients/types';
import { countryName } from '../../../shared/domain/recipients/messages';
import { LOCAL_COUNTRY } from '../../../shared/domain/recipient';
import { paths } from '../../../shared/routing/paths';

/** spec-2 §2 Calculators / messages.tsv select_destination. */
export const SELECT_DESTINATION = 'Please select a destination';

export interface Destination {
  country: string;
  name: string;
  currencies: CurrencyCode[];
}

/** Popular destinations first (spec-2 §2 Recipient lists), then the rest by name. */
const POPULAR = ['SG', 'MY', 'US', 'ID', 'GB'];

/**
 * Where the calculator can send: the overseas corridors (the bank's, synced; the product's own
 * until then), and Singapore (local payouts) while the toggle calculatorLocalTransfer is on
 * (docs/decisions/payouts.md 'Payouts').
 */
export function calculatorDestinations(
  localOn: boolean,
  corridors: readonly Corridor[],
): Destination[] {
  const overseas = corridors
    .map((c) => ({
      country: c.country,
      name: countryName(c.country),
      currencies: c.currencies.map((x) => x.currency).filter(isCurrencyCode),
    }))
    // A currency the app cannot price or format is no destination, nor a country left without one.
    .filter((d) => d.country !== LOCAL_COUNTRY && d.currencies.length > 0);
  const local = localOn
    ? [
        {
          country: LOCAL_COUNTRY,
          name: countryName(LOCAL_COUNTRY),
          // MCA is not a currency one sends in.
          currencies: SG_LOCAL_CURRENCIES.flatMap((c) => (isCurrencyCode(c) ? [c] : [])),
        },
      ]
    : [];
  const rank = (d: Destination) => {
    const at = POPULAR.indexOf(d.country);
    return at < 0 ? POPULAR.length : at;
  };
  return [...local, ...overseas].toSorted(
    (a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name),
  );
}

/**
 * 'Make a transfer' (spec-2 §2 Calculators): the local transfer page for Singapore, the overseas
 * page otherwise, with the destination chosen; null without a destination.
 */
export function makeTransferPath(country: string, currency: string): string | null {
  if (!country) return null;
  return country === LOCAL_COUNTRY
    ? paths.transfer.local({ currency })
    : paths.transfer.overseas({ country, currency });
}
