/**
 * Published check rules for bank identifiers: IBAN (ISO 13616, mod 97-10 of ISO 7064), US ABA
 * routing numbers (3-7-1 weights), SWIFT/BIC shape (ISO 9362) and IFSC (RBI). Pure: values come
 * in normalised (trimmed, upper case, no spaces).
 */

/** IBAN lengths of the SWIFT IBAN registry; a country not listed may have 15 to 34. */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24,
  AE: 23,
  AL: 28,
  AT: 20,
  AZ: 28,
  BA: 20,
  BE: 16,
  BG: 22,
  BH: 22,
  BR: 29,
  BY: 28,
  CH: 21,
  CR: 22,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  DO: 28,
  EE: 20,
  EG: 29,
  ES: 24,
  FI: 18,
  FO: 18,
  FR: 27,
  GB: 22,
  GE: 22,
  GI: 23,
  GL: 18,
  GR: 27,
  GT: 28,
  HR: 21,
  HU: 28,
  IE: 22,
  IL: 23,
  IQ: 23,
  IS: 26,
  IT: 27,
  JO: 30,
  KW: 30,
  KZ: 20,
  LB: 28,
  LC: 32,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MD: 24,
  ME: 22,
  MK: 19,
  MR: 27,
  MT: 31,
  MU: 30,
  NL: 18,
  NO: 15,
  PK: 24,
  PL: 28,
  PS: 29,
  PT: 25,
  QA: 29,
  RO: 24,
  RS: 22,
  SA: 24,
  SC: 31,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  ST: 25,
  SV: 28,
  TL: 23,
  TN: 24,
  TR: 26,
  UA: 29,
  VA: 22,
  VG: 24,
  XK: 20,
};

const IBAN_SHAPE = /^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/;

/**
 * An account number written as an IBAN: a country of the registry and two check digits, or any
 * two letters, two digits and 11 to 30 letters or digits. It must then be a valid IBAN.
 */
export function isIbanShaped(account: string): boolean {
  if (!/^[A-Z]{2}[0-9]{2}/.test(account)) return false;
  return IBAN_LENGTHS[account.slice(0, 2)] !== undefined || IBAN_SHAPE.test(account);
}

/** The remainder mod 97 of the IBAN read as digits (letters A=10 ... Z=35), the country moved to the end. */
export function ibanRemainder(iban: string): number {
  const moved = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const char of moved) {
    const code = char.charCodeAt(0);
    const value = code >= 65 ? code - 55 : code - 48;
    // Two digits for a letter: shift by 100, else by 10; rest stays below 97 * 100.
    rest = (rest * (value >= 10 ? 100 : 10) + value) % 97;
  }
  return rest;
}

/** An IBAN: shape, the registry's length for its country, and remainder 1 (ISO 13616). */
export function isValidIban(iban: string, country?: string): boolean {
  if (!IBAN_SHAPE.test(iban)) return false;
  const code = iban.slice(0, 2);
  if (country !== undefined && code !== country) return false;
  const length = IBAN_LENGTHS[code];
  if (length !== undefined && iban.length !== length) return false;
  return ibanRemainder(iban) === 1;
}

/** The two check digits that make `country + '00' + bban` a valid IBAN. */
export function ibanCheckDigits(country: string, bban: string): string {
  const check = 98 - ibanRemainder(`${country}00${bban}`);
  return String(check).padStart(2, '0');
}

/** A UK IBAN's sort code: the 6 digits after the 4-letter bank code (GBkk BBBB SSSSSS AAAAAAAA). */
export const gbIbanSortCode = (iban: string): string => iban.slice(8, 14);

/**
 * An ABA routing number: 9 digits, a Federal Reserve prefix (01-12 banks, 21-32 thrifts, 61-72
 * electronic, 80 traveller's cheques; 00 is the US government's) and
 * 3(d1+d4+d7) + 7(d2+d5+d8) + (d3+d6+d9) divisible by 10.
 */
export function isValidAbaRouting(value: string): boolean {
  if (!/^[0-9]{9}$/.test(value)) return false;
  const prefix = Number(value.slice(0, 2));
  const prefixOk =
    (prefix >= 0 && prefix <= 12) ||
    (prefix >= 21 && prefix <= 32) ||
    (prefix >= 61 && prefix <= 72) ||
    prefix === 80;
  if (!prefixOk) return false;
  const d = [...value].map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0;
}

/** The check digit (9th) that completes 8 ABA digits. */
export function abaCheckDigit(first8: string): string {
  const d = [...first8].map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]!);
  return String((10 - (sum % 10)) % 10);
}

/** SWIFT/BIC (ISO 9362): 4-letter bank, 2-letter country, 2 location, optional 3 branch. */
export const SWIFT_SHAPE = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

/** The country a SWIFT code names: its 5th and 6th characters. */
export const swiftCountry = (swift: string): string => swift.slice(4, 6);

/** IFSC (RBI): 4-letter bank code, a reserved 0, then a 6-character branch code. */
export const IFSC_SHAPE = /^[A-Z]{4}0[A-Z0-9]{6}$/;
