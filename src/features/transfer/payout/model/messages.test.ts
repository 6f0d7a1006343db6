import { describe, expect, it } from 'vitest';
import { specTexts } from '../../../../test/spec';
import { PAYOUT_MESSAGES as M, PAYOUT_PRODUCT_MESSAGES as P } from './messages';

/** Each spec text of the payout forms, templates with the spec's placeholders. */
const SPEC_TEXTS = Object.values({
  ...M,
  actualAmountExceeds: M.actualAmountExceeds('X', 'Y'),
  noAccountIn: M.noAccountIn('{currency}'),
  remitFromOtherSoon: M.remitFromOtherSoon('{currency}'),
});

describe('payout texts', () => {
  it.each(SPEC_TEXTS)('"%s" is the spec text, as written', (text) => {
    expect(specTexts.has(text)).toBe(true);
  });

  it('keeps the product texts apart from the spec texts', () => {
    const texts = Object.values(P).map((t) =>
      typeof t === 'string'
        ? t
        : t === P.approvalBody
          ? P.approvalBody(['{name}'])
          : (t as (time: string) => string)('{time}'),
    );
    expect(texts.filter((text) => specTexts.has(text))).toEqual([]);
  });
});
