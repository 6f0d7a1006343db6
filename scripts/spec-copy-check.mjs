#!/usr/bin/env node
// The repo's copy of the spec catalogues (docs/spec/*.tsv) against the originals beside the
// project (../shared/spec), when that folder is there (CI). A clone with nothing beside it has
// only the copy, which the tests read; this check then has nothing to compare and says so.
// Exits 1 when a catalogue differs or is missing on either side.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const COPY = 'docs/spec';
const ORIGINAL = process.env.SPEC_DIR ?? '../shared/spec';

if (!existsSync(ORIGINAL)) {
  console.log(`${ORIGINAL} is not beside the project: the copy in ${COPY} is used as it is.`);
  process.exit(0);
}
const tsvIn = (dir) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.tsv'))
    .toSorted();
const names = [...new Set([...tsvIn(COPY), ...tsvIn(ORIGINAL)])];
const problems = names.flatMap((name) => {
  const [copy, original] = [join(COPY, name), join(ORIGINAL, name)];
  if (!existsSync(copy)) return [`${name}: missing in ${COPY}`];
  if (!existsSync(original)) return [`${name}: in ${COPY} but not in ${ORIGINAL}`];
  const [a, b] = [
    readFileSync(copy, 'utf8').split('\n'),
    readFileSync(original, 'utf8').split('\n'),
  ];
  const line = a.findIndex((text, i) => text !== b[i]);
  if (line === -1 && a.length === b.length) return [];
  return [
    `${name}: differs from ${original} from line ${(line === -1 ? Math.min(a.length, b.length) : line) + 1}`,
  ];
});
if (problems.length) {
  console.error(
    `The spec catalogues in ${COPY} are not those of ${ORIGINAL}:\n${problems.map((p) => `  ${p}`).join('\n')}`,
  );
  console.error(`Copy them (cp ${ORIGINAL}/*.tsv ${COPY}/) and run the tests.`);
  process.exit(1);
}
console.log(`The ${names.length} spec catalogues in ${COPY} are those of ${ORIGINAL}.`);
