import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/*
 * The spec's catalogues as the repo keeps them (docs/spec: a copy of ../shared/spec, held to it by
 * scripts/spec-copy-check.mjs), for the tests that check texts and constants against them.
 */
const rowsOf = (file: string): string[][] =>
  readFileSync(resolve(process.cwd(), 'docs/spec', file), 'utf8')
    .split('\n')
    .map((line) => line.split('\t'));

/** Every text of messages.tsv, exactly as written. */
export const specTexts: ReadonlySet<string | undefined> = new Set(
  rowsOf('messages.tsv').map((row) => row[1]),
);

/** The value of a constants.tsv row, as written ('' when there is no such row). */
export function specConstant(name: string): string {
  return rowsOf('constants.tsv').find((row) => row[0] === name)?.[1] ?? '';
}
