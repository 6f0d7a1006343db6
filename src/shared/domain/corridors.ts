/**
 * spec-2 §9: the overseas transfer countries, about 50, Singapore excluded (a payout to
 * Singapore is local). Which currencies each corridor pays and by which route is a product
 * decision (docs/decisions/payouts.md 'Payout corridors and fees'): the home currency on local rails where
 * the recipient rules have a routing code or IBAN for it, and USD by telegraphic transfer (SWIFT).
 */

/** LOCAL: the country's own clearing (1-3 days); TT: telegraphic transfer over SWIFT (3-4 days). */
export const PAYOUT_ROUTES = ['LOCAL', 'TT'] as const;
export type PayoutRoute = (typeof PAYOUT_ROUTES)[number];

/** spec-2 §4 Other rules, transfer time notes. */
export const ROUTE_TRANSFER_TIMES: Record<PayoutRoute, string> = {
  LOCAL: '1-3 days',
  TT: 'up to 3-4 days',
};

export interface CorridorCurrency {
  currency: string;
  route: PayoutRoute;
}
export interface Corridor {
  /** ISO 3166 alpha-2. */
  country: string;
  currencies: CorridorCurrency[];
}

/** Countries whose home currency the product pays on local rails (the euro area pays EUR). */
const LOCAL_RAILS: Record<string, string> = {
  AU: 'AUD',
  GB: 'GBP',
  US: 'USD',
  IN: 'INR',
  CA: 'CAD',
  HK: 'HKD',
  JP: 'JPY',
  CH: 'CHF',
  TH: 'THB',
  MY: 'MYR',
  ID: 'IDR',
  PH: 'PHP',
  VN: 'VND',
  TW: 'TWD',
  KR: 'KRW',
  LK: 'LKR',
  BR: 'BRL',
  TR: 'TRY',
  CN: 'CNY',
  NO: 'NOK',
  SE: 'SEK',
  DK: 'DKK',
  ...Object.fromEntries(
    ['DE', 'FR', 'NL', 'BE', 'IE', 'IT', 'ES', 'PT', 'AT', 'FI', 'LU', 'GR']
      .concat(['SK', 'SI', 'EE', 'LV', 'LT', 'MT', 'CY'])
      .map((country) => [country, 'EUR']),
  ),
};

/** Countries whose home currency the product does not pay: USD by telegraphic transfer only. */
const USD_ONLY = ['NZ', 'AE', 'ZA', 'MX', 'PL', 'IL', 'BD', 'PK', 'NP'];

const tt = (currency: string): CorridorCurrency => ({ currency, route: 'TT' });

export const CORRIDORS: readonly Corridor[] = [
  ...Object.entries(LOCAL_RAILS).map(([country, currency]) => ({
    country,
    currencies:
      currency === 'USD'
        ? [{ currency, route: 'LOCAL' as const }]
        : [{ currency, route: 'LOCAL' as const }, tt('USD')],
  })),
  ...USD_ONLY.map((country) => ({ country, currencies: [tt('USD')] })),
];

/** The corridor to a country, or undefined (Singapore, or a country the product does not pay). */
export const corridorOf = (country: string): Corridor | undefined =>
  CORRIDORS.find((c) => c.country === country);

/** A route and how long a payout on it takes (the routes call). */
export interface RouteTime {
  route: PayoutRoute;
  transferTime: string;
}

/** The bank's payout configuration: its corridors and routes calls, as the cache keeps them. */
export interface PayoutConfig {
  corridors: readonly Corridor[];
  routes: readonly RouteTime[];
}

/**
 * The product's own tables (the ones the mock bank serves): what the app reads until the bank's
 * configuration is synced, or when that sync failed, so the add-recipient form, the transfer time
 * notes and the calculator work offline from the first start.
 */
export const STATIC_PAYOUT_CONFIG: PayoutConfig = {
  corridors: CORRIDORS,
  routes: PAYOUT_ROUTES.map((route) => ({ route, transferTime: ROUTE_TRANSFER_TIMES[route] })),
};

/** The route by which `corridors` pay `currency` to `country`, or undefined when they do not. */
export const routeIn = (
  corridors: readonly Corridor[],
  country: string,
  currency: string,
): PayoutRoute | undefined =>
  corridors.find((c) => c.country === country)?.currencies.find((c) => c.currency === currency)
    ?.route;

/** A route's transfer time in `config`; the product's own when the bank names none for it. */
export const transferTimeOf = (config: PayoutConfig, route: PayoutRoute): string =>
  config.routes.find((r) => r.route === route)?.transferTime ?? ROUTE_TRANSFER_TIMES[route];
