import { describe, expect, it } from 'vitest';
import { specTexts } from '../../../test/spec';
import { RECIPIENT_MESSAGES as M, RECIPIENT_PRODUCT_MESSAGES as P } from './messages';

/** Each spec text of the recipient form, templates with the spec's placeholders. */
const SPEC_TEXTS = Object.values({
  ...M,
  wrongCurrency: M.wrongCurrency('{currency}'),
  swiftCountry: M.swiftCountry('SG'),
  charLimit: M.charLimit(NaN).replace('NaN', '{n}'),
});

describe('recipient texts', () => {
  it.each(SPEC_TEXTS)('"%s" is the spec text, as written', (text) => {
    expect(specTexts.has(text)).toBe(true);
  });

  it('names the SWIFT country by its English name', () => {
    expect(M.swiftCountry('DE')).toBe('Please enter a valid SWIFT code for Germany.');
    expect(M.swiftCountry('HK')).toBe('Please enter a valid SWIFT code for Hong Kong.');
    expect(specTexts.has('Please enter a valid SWIFT code for {country}.')).toBe(true);
  });

  it('keeps the product texts apart from the spec texts', () => {
    const own = Object.values({
      ...P,
      minLength: P.minLength(6),
      ibanOrNational: P.ibanOrNational(5, 14),
    });
    expect(own.filter((text) => typeof text === 'string' && specTexts.has(text))).toEqual([]);
  });
});
