import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAYOUT_MESSAGES as M, PAYOUT_PRODUCT_MESSAGES as P } from './messages';

// The spec's texts, as the repo keeps them (docs/spec: a copy of ../shared/spec).
const specTexts = new Set(
  readFileSync(resolve(process.cwd(), 'docs/spec/messages.tsv'), 'utf8')
    .split('\n')
    .map((line) => line.split('\t')[1]),
);

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
    const texts = Object.values(P).map((t) => (typeof t === 'string' ? t : t('{time}')));
    expect(texts.filter((text) => specTexts.has(text))).toEqual([]);
  });
});
