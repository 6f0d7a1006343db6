#!/usr/bin/env node
// The docs stay findable (issue 21): every link of the README, CONTRIBUTING.md and docs/ leads to
// a file that exists, every repo path they name in backticks (`src/...`, `docs/...`) exists, every
// `npm run <name>` they give is a script of package.json, every citation of a decision
// ("docs/decisions/payouts.md 'Limits'", or "[payouts.md](payouts.md) 'Limits'" between the
// decision files) names a file of docs/decisions/ and a `##` title in it, and nothing still points
// at the old single file docs/decisions.md; no title is used by two decision files; the README
// stays a short front door. Titles carry the citation, so a moved section is found
// by its title; this check is what keeps that true.
//
//   node scripts/check-docs.mjs    prints each problem and exits 1 when there is one
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';

const SKIP_DIRS = new Set([
  'node_modules',
  '.git',
  'coverage',
  'playwright-report',
  'test-results',
]);
const TEXT_FILE = /\.(md|ts|tsx|mjs|js|json|sh|css|html)$/;
// This check and its test quote broken citations on purpose.
const OWN_FILES = new Set(['scripts/check-docs.mjs', 'scripts/check-docs.test.ts']);
const scanned = (f) => TEXT_FILE.test(f) && !OWN_FILES.has(f);

/** Files under `dir` (relative to root), skipping generated and installed folders. */
function walk(root, dir, keep) {
  const here = join(root, dir);
  if (!existsSync(here)) return [];
  return readdirSync(here).flatMap((name) => {
    const path = dir ? `${dir}/${name}` : name;
    if (SKIP_DIRS.has(name) || name.startsWith('dist') || name.startsWith('.reports')) return [];
    if (statSync(join(root, path)).isDirectory()) return walk(root, path, keep);
    return keep(path) ? [path] : [];
  });
}

/** The prose a reader follows: the README, CONTRIBUTING.md and every Markdown file in docs/. */
export function markdownFiles(root) {
  return [
    ...['README.md', 'CONTRIBUTING.md'].filter((f) => existsSync(join(root, f))),
    ...walk(root, 'docs', (f) => f.endsWith('.md')),
  ];
}

/** Links (`[text](target)`) and repo paths in backticks (`docs/`, `src/` ...) that lead nowhere. */
export function brokenLinks(root, files = markdownFiles(root)) {
  return files.flatMap((file) => {
    const text = readFileSync(join(root, file), 'utf8');
    const links = [...text.matchAll(/\]\(([^)\s]+)\)/g)]
      .map((m) => m[1])
      .filter((t) => !/^(https?:|mailto:|#)/.test(t))
      .map((t) => ({ shown: t, path: join(dirname(file), t.replace(/#.*$/, '')) }));
    // A path in backticks is read from the repo's root; one with a placeholder (<area>, *, {})
    // names a pattern, not a file.
    const named = [...text.matchAll(/`((?:docs|src|scripts|tests)\/[^`\s]*)`/g)]
      .map((m) => m[1])
      .filter((t) => !/[<>*{}]/.test(t))
      .map((t) => ({ shown: t, path: t }));
    return [...links, ...named]
      .filter(({ path }) => !existsSync(join(root, path)))
      .map(({ shown }) => `${file}: ${shown} does not exist`);
  });
}

/** `npm run <name>` without such a script in package.json, `node scripts/...` without the file. */
export function unknownCommands(root, files = markdownFiles(root)) {
  const scripts = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts ?? {};
  return files.flatMap((file) => {
    const text = readFileSync(join(root, file), 'utf8');
    const npm = [...text.matchAll(/npm run ([\w:-]+)/g)]
      .map((m) => m[1])
      .filter((name) => !(name in scripts))
      .map((name) => `${file}: npm run ${name} is no script of package.json`);
    const node = [...text.matchAll(/node ((?:scripts|src)\/[\w/.-]+\.m?[jt]s)/g)]
      .map((m) => m[1])
      .filter((path) => !existsSync(join(root, path)))
      .map((path) => `${file}: node ${path}: no such file`);
    return [...npm, ...node];
  });
}

/** The `##` titles of each file of docs/decisions/. */
export function decisionTitles(root) {
  const dir = join(root, 'docs/decisions');
  if (!existsSync(dir)) return new Map();
  return new Map(
    readdirSync(dir)
      .filter((f) => f.endsWith('.md'))
      .map((f) => [
        f.replace(/\.md$/, ''),
        new Set(
          [...readFileSync(join(dir, f), 'utf8').matchAll(/^## (.+)$/gm)].map((m) => m[1].trim()),
        ),
      ]),
  );
}

// A title in quotes ends at a quote not followed by a letter ("The approver's rate and fee").
const TITLE = String.raw`'(.+?)'(?![A-Za-z])`;
// After the file: a title in quotes, maybe after a closing backtick, a comma or an opening
// parenthesis; a colon introduces the citer's own words (which may quote a text), not a title.
const CITATION = new RegExp(String.raw`docs/decisions/([\w-]+)\.md\`?,?\s*\(?${TITLE}`, 'g');
const LOCAL_CITATION = new RegExp(String.raw`\]\(([\w-]+)\.md\)\s*,?\s*${TITLE}`, 'g');

/** Citations of a decision by file and title whose file or title does not exist. */
export function brokenCitations(root) {
  const titles = decisionTitles(root);
  const files = walk(root, '', scanned);
  return files.flatMap((file) => {
    // Comments wrap a citation over lines: read them as one line.
    const text = readFileSync(join(root, file), 'utf8').replace(
      /\s*\n\s*(?:\/\/+|\*(?!\/)|#)?\s*/g,
      ' ',
    );
    const found = [...text.matchAll(CITATION)].map((m) => [m[1], m[2]]);
    if (file.startsWith('docs/decisions/'))
      found.push(...[...text.matchAll(LOCAL_CITATION)].map((m) => [m[1], m[2]]));
    return found.flatMap(([area, title]) => {
      if (area === 'README') return [];
      if (!titles.has(area)) return [`${file}: docs/decisions/${area}.md does not exist`];
      if (titles.get(area).has(title)) return [];
      return [`${file}: docs/decisions/${area}.md has no section '${title}'`];
    });
  });
}

/** Titles used by more than one decision file: a citation of one would be ambiguous once moved. */
export function duplicateTitles(root) {
  const seen = new Map();
  for (const [area, titles] of decisionTitles(root))
    for (const title of titles) seen.set(title, [...(seen.get(title) ?? []), area]);
  return [...seen]
    .filter(([, areas]) => areas.length > 1)
    .map(
      ([title, areas]) => `'${title}' is a title of ${areas.map((a) => `${a}.md`).join(' and ')}`,
    );
}

/** Files that still name the old single decisions file. */
export function staleMentions(root) {
  return walk(root, '', scanned)
    .filter((f) => readFileSync(join(root, f), 'utf8').includes('docs/decisions.md'))
    .map((f) => `${f}: names docs/decisions.md (now docs/decisions/<area>.md)`);
}

/** The README is the front door (issue 21): the two commands, what the app is, where things are. */
export const README_MAX_LINES = 200;

/** A README past README_MAX_LINES: its detail belongs in docs/. */
export function longReadme(root) {
  const lines = readFileSync(join(root, 'README.md'), 'utf8').split('\n').length;
  return lines > README_MAX_LINES
    ? [`README.md: ${lines} lines, past ${README_MAX_LINES}: move the detail into docs/`]
    : [];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = process.cwd();
  const problems = [
    ...brokenLinks(root),
    ...unknownCommands(root),
    ...brokenCitations(root),
    ...duplicateTitles(root),
    ...staleMentions(root),
    ...longReadme(root),
  ];
  const shown = markdownFiles(root).length;
  if (problems.length) {
    console.error(`Docs check failed:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    process.exit(1);
  }
  console.log(
    `Docs check passed: ${shown} Markdown files, ${decisionTitles(root).size} decision files (${relative(root, join(root, 'docs/decisions'))}/).`,
  );
}
