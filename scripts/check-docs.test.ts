import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  brokenCitations,
  brokenLinks,
  duplicateTitles,
  longReadme,
  staleMentions,
  unknownCommands,
} from './check-docs.mjs';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A throwaway repo holding `files` (path -> text). */
function repoWith(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'docs-'));
  dirs.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('the docs of this repo', () => {
  it('link only to files that exist', () => {
    expect(brokenLinks('.')).toEqual([]);
  });

  it('give only commands that exist', () => {
    expect(unknownCommands('.')).toEqual([]);
  });

  it('keep the README a short front door, and say so past 200 lines', () => {
    expect(longReadme('.')).toEqual([]);
    const long = repoWith({ 'README.md': 'line\n'.repeat(200) });
    expect(longReadme(long)).toEqual([
      'README.md: 201 lines, past 200: move the detail into docs/',
    ]);
  });

  it('cite only decision files and titles that exist', () => {
    expect(brokenCitations('.')).toEqual([]);
  });

  it('give each decision a title no other decision file uses', () => {
    expect(duplicateTitles('.')).toEqual([]);
  });

  it('no longer name the single decisions file, anywhere', () => {
    expect(staleMentions('.')).toEqual([]);
  });
});

describe('the docs check', () => {
  const decisions = {
    'docs/decisions/payouts.md': "# Payouts\n\n## Limits\n\n## The fee's rule\n",
  };

  it('finds a link to a file that does not exist, and a repo path in backticks', () => {
    const root = repoWith({
      'README.md':
        '[ok](docs/decisions/payouts.md) [gone](docs/nothing.md) `docs/gone.json` `src/moved.ts`' +
        ' `src/features/<area>/routes.ts`',
      ...decisions,
    });
    expect(brokenLinks(root)).toEqual([
      'README.md: docs/nothing.md does not exist',
      'README.md: docs/gone.json does not exist',
      'README.md: src/moved.ts does not exist',
    ]);
  });

  it('finds a citation of a missing title or file, also wrapped over comment lines', () => {
    const root = repoWith({
      ...decisions,
      'src/a.ts': [
        "// docs/decisions/payouts.md 'Limits' holds; docs/decisions/payouts.md 'The fee's rule' too",
        "/** docs/decisions/payouts.md 'Payout",
        " * limits' does not; nor docs/decisions/fees.md 'Fees' */",
      ].join('\n'),
      'docs/decisions/recipients.md': "## Names\n\nsee [payouts.md](payouts.md) 'Caps'\n",
    });
    expect(brokenCitations(root).toSorted()).toEqual([
      "docs/decisions/recipients.md: docs/decisions/payouts.md has no section 'Caps'",
      'src/a.ts: docs/decisions/fees.md does not exist',
      "src/a.ts: docs/decisions/payouts.md has no section 'Payout limits'",
    ]);
  });

  it('finds an npm script or a node script that does not exist', () => {
    const root = repoWith({
      'package.json': JSON.stringify({ scripts: { start: 'x', 'spec:coverage': 'y' } }),
      'scripts/start.mjs': '',
      'README.md':
        '`npm run spec:coverage`, `npm run gone`, `node scripts/start.mjs`, `node scripts/gone.mjs`',
    });
    expect(unknownCommands(root)).toEqual([
      'README.md: npm run gone is no script of package.json',
      'README.md: node scripts/gone.mjs: no such file',
    ]);
  });

  it('finds a title two decision files use', () => {
    const root = repoWith({ ...decisions, 'docs/decisions/fx.md': '## Limits\n' });
    expect(duplicateTitles(root)).toEqual(["'Limits' is a title of fx.md and payouts.md"]);
  });

  it('names the files that still cite docs/decisions.md', () => {
    const root = repoWith({ 'src/b.ts': "// docs/decisions.md 'Limits'\n", ...decisions });
    expect(staleMentions(root)).toEqual([
      'src/b.ts: names docs/decisions.md (now docs/decisions/<area>.md)',
    ]);
  });
});
