import { EXCHANGE_CURRENCIES, type CurrencyCode } from '../../shared/currencies';
import { QUOTE_EXPIRED_WITHIN_MS, QUOTE_MAX_SECONDS, type FxQuote } from '../../shared/domain/fx';
import { MOCK_SECRET, mockHash } from './hash';

/**
 * The mock bank's rate table: a mid rate per currency (1 unit in SGD, in millionths), a fixed
 * spread the bank keeps, and a small wobble that changes every minute, so a quote fetched later
 * can differ from an earlier one (the approval rate is the rate at approval time). All of it is
 * integer arithmetic on millionths, deterministic for a given minute.
 */
const SGD_PER_UNIT: Partial<Record<CurrencyCode, bigint>> = {
  SGD: 1_000_000n,
  USD: 1_342_150n,
  EUR: 1_451_820n,
  GBP: 1_695_400n,
  JPY: 8_934n,
  HKD: 171_830n,
  AUD: 881_260n,
  CHF: 1_532_700n,
  THB: 37_352n,
  // Remittance currencies (overseas payouts; docs/decisions/payouts.md 'Payouts'): quoted to be paid out,
  // never exchanged into an account (isTradable).
  MYR: 302_100n,
  IDR: 83n,
  VND: 53n,
  TWD: 41_480n,
  PHP: 23_190n,
  INR: 15_820n,
  NOK: 121_900n,
  SEK: 124_700n,
  CAD: 955_300n,
  BRL: 232_400n,
  KRW: 930n,
  LKR: 4_410n,
  DKK: 194_600n,
  TRY: 37_520n,
  CNY: 186_500n,
  NZD: 790_200n,
};
/** 0.25 %: what the bank earns on an exchange. */
export const SPREAD_PPM = 2_500n;
/** The wobble stays within +-0.05 %. */
const WOBBLE_PPM = 500;
const MINUTE_MS = 60_000;

/** An exchange currency (spec-2 §9): one the company's accounts hold and exchange between. */
export function isTradable(currency: CurrencyCode): boolean {
  return EXCHANGE_CURRENCIES.includes(currency) && SGD_PER_UNIT[currency] !== undefined;
}

/** A currency the bank quotes to pay out abroad (a remittance's receiving side). */
export function isRemittable(currency: CurrencyCode): boolean {
  return SGD_PER_UNIT[currency] !== undefined;
}

function wobble(sell: CurrencyCode, buy: CurrencyCode, at: number): bigint {
  const hash = parseInt(mockHash(`${sell}${buy}|${Math.floor(at / MINUTE_MS)}`).slice(0, 8), 16);
  return BigInt((hash % (2 * WOBBLE_PPM + 1)) - WOBBLE_PPM);
}

/**
 * The bank's bid rate at time `at`: 1 `sell` = rate / 1e6 `buy`, rounded down. The same currency
 * is exactly 1 (internal transfers are free: no spread).
 */
export function bidRate(sell: CurrencyCode, buy: CurrencyCode, at = Date.now()): number {
  if (sell === buy) return 1_000_000;
  const sellSgd = SGD_PER_UNIT[sell];
  const buySgd = SGD_PER_UNIT[buy];
  if (sellSgd === undefined || buySgd === undefined)
    throw new RangeError(`no rate for ${sell}/${buy}`);
  const factor = 1_000_000n - SPREAD_PPM + wobble(sell, buy, at);
  return Number((sellSgd * 1_000_000n * factor) / (buySgd * 1_000_000n));
}

/** Mid rate without spread or wobble (scenario data, SGD equivalents for the approval policy). */
export function midRate(sell: CurrencyCode, buy: CurrencyCode): number {
  if (sell === buy) return 1_000_000;
  const sellSgd = SGD_PER_UNIT[sell];
  const buySgd = SGD_PER_UNIT[buy];
  if (sellSgd === undefined || buySgd === undefined)
    throw new RangeError(`no rate for ${sell}/${buy}`);
  return Number((sellSgd * 1_000_000n) / buySgd);
}

const COUNTRY: Partial<Record<CurrencyCode, string>> = {
  SGD: 'SG',
  USD: 'US',
  EUR: 'EU',
  GBP: 'GB',
  JPY: 'JP',
  HKD: 'HK',
  AUD: 'AU',
  CHF: 'CH',
  THB: 'TH',
};

export interface QuoteTerms {
  sellCurrency: CurrencyCode;
  buyCurrency: CurrencyCode;
  bidRate: number;
  validToMs: number;
}

const PREFIX = 'FXQ';
const sign = (payload: string, owner: string) =>
  mockHash(`${payload}|${owner}|${MOCK_SECRET}`).slice(0, 12);

/**
 * A quote valid for exactly QUOTE_MAX_SECONDS. Its id carries its own terms and a signature
 * bound to the user it was issued to, so it survives a reload without storage and nobody else
 * can trade on it.
 */
export function issueQuote(
  owner: string,
  sell: CurrencyCode,
  buy: CurrencyCode,
  now = Date.now(),
): FxQuote {
  const rate = bidRate(sell, buy, now);
  const validToMs = now + QUOTE_MAX_SECONDS * 1000;
  const payload = `${PREFIX}-${sell}${buy}-${rate}-${validToMs}`;
  return {
    referenceId: `${payload}-${sign(payload, owner)}`,
    sellCurrency: sell,
    buyCurrency: buy,
    bidRate: rate,
    validTo: new Date(validToMs).toISOString(),
    country: COUNTRY[buy] ?? '',
  };
}

const QUOTE_ID = /^(FXQ-([A-Z]{3})([A-Z]{3})-(\d+)-(\d+))-([0-9a-f]{12})$/;

/** The terms of a quote issued to `owner`, or null for an unknown, altered or foreign id. */
export function readQuote(referenceId: string, owner: string): QuoteTerms | null {
  const match = QUOTE_ID.exec(referenceId);
  if (!match) return null;
  const [, payload = '', sell = '', buy = '', rate = '', validTo = '', signature] = match;
  if (sign(payload, owner) !== signature) return null;
  return {
    sellCurrency: sell as CurrencyCode,
    buyCurrency: buy as CurrencyCode,
    bidRate: Number(rate),
    validToMs: Number(validTo),
  };
}

/** spec-2 §4: a quote within 1 s of validTo, or past it, is expired. */
export function isQuoteExpired(terms: Pick<QuoteTerms, 'validToMs'>, now = Date.now()): boolean {
  return terms.validToMs - now <= QUOTE_EXPIRED_WITHIN_MS;
}
