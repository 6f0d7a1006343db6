/**
 * Currencies the product deals with: the 9 exchange currencies (spec-2 §9) and the payout
 * currencies of the per-currency tables in constants.tsv. Zero decimals for JPY, IDR, VND and
 * KRW, 2 otherwise; S$ and AU$ are the spec's symbols.
 */
export const CURRENCIES = {
  SGD: { name: 'Singapore Dollar', symbol: 'S$', decimals: 2, flag: '🇸🇬' },
  USD: { name: 'US Dollar', symbol: 'US$', decimals: 2, flag: '🇺🇸' },
  EUR: { name: 'Euro', symbol: '€', decimals: 2, flag: '🇪🇺' },
  GBP: { name: 'British Pound', symbol: '£', decimals: 2, flag: '🇬🇧' },
  JPY: { name: 'Japanese Yen', symbol: 'JP¥', decimals: 0, flag: '🇯🇵' },
  HKD: { name: 'Hong Kong Dollar', symbol: 'HK$', decimals: 2, flag: '🇭🇰' },
  AUD: { name: 'Australian Dollar', symbol: 'AU$', decimals: 2, flag: '🇦🇺' },
  CHF: { name: 'Swiss Franc', symbol: 'CHF ', decimals: 2, flag: '🇨🇭' },
  THB: { name: 'Thai Baht', symbol: '฿', decimals: 2, flag: '🇹🇭' },
  IDR: { name: 'Indonesian Rupiah', symbol: 'Rp', decimals: 0, flag: '🇮🇩' },
  VND: { name: 'Vietnamese Dong', symbol: '₫', decimals: 0, flag: '🇻🇳' },
  KRW: { name: 'South Korean Won', symbol: '₩', decimals: 0, flag: '🇰🇷' },
  INR: { name: 'Indian Rupee', symbol: '₹', decimals: 2, flag: '🇮🇳' },
  CNY: { name: 'Chinese Yuan', symbol: 'CN¥', decimals: 2, flag: '🇨🇳' },
  LKR: { name: 'Sri Lankan Rupee', symbol: 'Rs ', decimals: 2, flag: '🇱🇰' },
  MYR: { name: 'Malaysian Ringgit', symbol: 'RM', decimals: 2, flag: '🇲🇾' },
  PHP: { name: 'Philippine Peso', symbol: '₱', decimals: 2, flag: '🇵🇭' },
  TRY: { name: 'Turkish Lira', symbol: '₺', decimals: 2, flag: '🇹🇷' },
  NOK: { name: 'Norwegian Krone', symbol: 'NOK ', decimals: 2, flag: '🇳🇴' },
  DKK: { name: 'Danish Krone', symbol: 'DKK ', decimals: 2, flag: '🇩🇰' },
  SEK: { name: 'Swedish Krona', symbol: 'SEK ', decimals: 2, flag: '🇸🇪' },
  BRL: { name: 'Brazilian Real', symbol: 'R$', decimals: 2, flag: '🇧🇷' },
  CAD: { name: 'Canadian Dollar', symbol: 'CA$', decimals: 2, flag: '🇨🇦' },
  TWD: { name: 'New Taiwan Dollar', symbol: 'NT$', decimals: 2, flag: '🇹🇼' },
  NZD: { name: 'New Zealand Dollar', symbol: 'NZ$', decimals: 2, flag: '🇳🇿' },
} as const satisfies Record<
  string,
  { name: string; symbol: string; decimals: 0 | 2; flag: string }
>;

export type CurrencyCode = keyof typeof CURRENCIES;
export const CURRENCY_CODES = Object.keys(CURRENCIES) as CurrencyCode[];

/** The 9 currencies of currency exchange (spec-2 §9). */
export const EXCHANGE_CURRENCIES: readonly CurrencyCode[] = [
  'SGD',
  'USD',
  'EUR',
  'GBP',
  'JPY',
  'HKD',
  'AUD',
  'CHF',
  'THB',
];
export const ZERO_DECIMAL_CURRENCIES: readonly CurrencyCode[] = ['JPY', 'IDR', 'VND', 'KRW'];

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && Object.hasOwn(CURRENCIES, value);
}

export function currencyDecimals(code: CurrencyCode): 0 | 2 {
  return CURRENCIES[code].decimals;
}

export function currencySymbol(code: CurrencyCode): string {
  return CURRENCIES[code].symbol;
}
