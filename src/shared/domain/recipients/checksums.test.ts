import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  abaCheckDigit,
  IBAN_LENGTHS,
  ibanCheckDigits,
  IFSC_SHAPE,
  isValidAbaRouting,
  isValidIban,
  SWIFT_SHAPE,
  swiftCountry,
} from './checksums';
import { DIGITS, textOf, UPPER } from '../../../test/recipients';
import { businessAccountCurrency, isDbsBank } from './classification';

const RUNS = { numRuns: 1000 };
const bban = (length: number) => textOf(UPPER + DIGITS, length);

describe('IBAN (ISO 13616 mod 97)', () => {
  // The examples the national banks and the SWIFT IBAN registry publish.
  it.each([
    ['GB29NWBK60161331926819', 'GB'],
    ['DE89370400440532013000', 'DE'],
    ['TR330006100519786457841326', 'TR'],
    ['SE4550000000058398257466', 'SE'],
    ['NO9386011117947', 'NO'],
    ['DK5000400440116243', 'DK'],
    ['FR1420041010050500013M02606', 'FR'],
    ['CH9300762011623852957', 'CH'],
  ])('accepts the published %s', (iban, country) => {
    expect(isValidIban(iban)).toBe(true);
    expect(isValidIban(iban, country)).toBe(true);
  });

  it('refuses a changed check digit, a wrong length, another country', () => {
    expect(isValidIban('GB28NWBK60161331926819')).toBe(false);
    expect(isValidIban('GB29NWBK6016133192681')).toBe(false);
    expect(isValidIban('GB29NWBK60161331926819', 'DE')).toBe(false);
    expect(isValidIban('gb29nwbk60161331926819')).toBe(false);
  });

  const country = fc.constantFrom(...Object.keys(IBAN_LENGTHS));

  it('accepts every IBAN built with its check digits, and refuses it with one character changed', () => {
    fc.assert(
      fc.property(
        country.chain((code) => fc.tuple(fc.constant(code), bban(IBAN_LENGTHS[code]! - 4))),
        fc.nat(),
        fc.integer({ min: 1, max: 9 }),
        ([code, rest], at, shift) => {
          const iban = `${code}${ibanCheckDigits(code, rest)}${rest}`;
          expect(isValidIban(iban, code)).toBe(true);
          // Mod 97 catches every single-digit change (ISO 7064).
          const digits = [...rest].map((c, i) => ({ c, i })).filter(({ c }) => /[0-9]/.test(c));
          if (digits.length === 0) return;
          const { c, i } = digits[at % digits.length]!;
          const changed = rest.slice(0, i) + String((Number(c) + shift) % 10) + rest.slice(i + 1);
          expect(isValidIban(`${code}${ibanCheckDigits(code, rest)}${changed}`)).toBe(false);
        },
      ),
      RUNS,
    );
  });
});

describe('ABA routing numbers', () => {
  it.each(['021000021', '011000015', '026009593', '121000358', '322271627'])(
    'accepts the published %s',
    (routing) => {
      expect(isValidAbaRouting(routing)).toBe(true);
    },
  );

  it('refuses a wrong check digit, a prefix the Federal Reserve does not issue, and other shapes', () => {
    expect(isValidAbaRouting('021000022')).toBe(false);
    expect(isValidAbaRouting('131000024')).toBe(false);
    expect(isValidAbaRouting('02100002')).toBe(false);
    expect(isValidAbaRouting('02100002A')).toBe(false);
  });

  it('accepts every number completed with its check digit and refuses every other last digit', () => {
    const prefix = fc.constantFrom(
      ...[
        ...Array(13).keys(),
        ...Array.from({ length: 12 }, (_, i) => 21 + i),
        ...Array.from({ length: 12 }, (_, i) => 61 + i),
        80,
      ].map((n) => String(n).padStart(2, '0')),
    );
    fc.assert(
      fc.property(
        prefix,
        textOf(DIGITS, 6),
        fc.integer({ min: 1, max: 9 }),
        (head, body, shift) => {
          const first8 = head + body;
          const check = abaCheckDigit(first8);
          expect(isValidAbaRouting(first8 + check)).toBe(true);
          expect(isValidAbaRouting(first8 + String((Number(check) + shift) % 10))).toBe(false);
        },
      ),
      RUNS,
    );
  });
});

describe('SWIFT and IFSC shapes', () => {
  it.each(['DBSSSGSG', 'HSBCHKHH', 'DEUTDEFF', 'CHASUS33', 'UBSWCHZH80A', 'DBSSSGSGXXX'])(
    'accepts %s',
    (swift) => {
      expect(SWIFT_SHAPE.test(swift)).toBe(true);
    },
  );

  it('reads the country at positions 5-6', () => {
    expect(swiftCountry('HSBCHKHH')).toBe('HK');
    expect(swiftCountry('DBSSSGSGXXX')).toBe('SG');
  });

  it.each(['HDFC0000001', 'SBIN0000300', 'ICIC0000001'])('accepts the IFSC %s', (ifsc) => {
    expect(IFSC_SHAPE.test(ifsc)).toBe(true);
  });

  it('refuses an IFSC without the reserved 0', () => {
    expect(IFSC_SHAPE.test('HDFC1000001')).toBe(false);
  });
});

describe('recipient classification', () => {
  it('maps production and development business prefixes to their currency', () => {
    expect(businessAccountCurrency('885164000001')).toBe('SGD');
    expect(businessAccountCurrency('785165000001')).toBe('USD');
    expect(businessAccountCurrency('885171000001')).toBe('JPY');
    expect(businessAccountCurrency('885172000001')).toBeNull();
    expect(businessAccountCurrency('985164000001')).toBeNull();
  });

  it('knows a DBS bank by a code starting with DBSSSGSG', () => {
    expect(isDbsBank('', 'dbsssgsgxxx')).toBe(true);
    expect(isDbsBank('OCBCSGSG', '')).toBe(false);
  });
});
