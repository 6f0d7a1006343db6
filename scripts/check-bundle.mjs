#!/usr/bin/env node
// Bundle rules (run after `vite build`):
//  - the entry JavaScript a real-backend (mock: false) start loads (index.html's module script
//    and its modulepreloads) stays within 100 kB gzip (issue 21: it was 117 kB against 120 kB;
//    docs/architecture.md §8 says what keeps it small);
//  - Mirage and faker code appears only in the lazily loaded mockBank chunk; the mock shell (demo
//    logins, Demo panel) is a chunk of its own that only mock mode loads, and nothing else of
//    src/mirage lands in a chunk the app shares (the service worker precaches those).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = process.argv[2] ?? 'dist';
const LIMIT_KB = 100;
// Strings that survive minification: Mirage's error texts, pretender's name, faker's doc links.
const MOCK_SIGNATURES = [/Mirage: /, /pretender/i, /fakerjs\.dev/];

const html = readFileSync(join(DIST, 'index.html'), 'utf8');
const entryFiles = [
  ...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\/?([^"]+\.js)"/g),
].map((m) => m[1]);
const gz = (file) => gzipSync(readFileSync(join(DIST, file))).length / 1024;
const entryKb = entryFiles.reduce((sum, f) => sum + gz(f), 0);

const jsFiles = readdirSync(join(DIST, 'assets'))
  .filter((f) => f.endsWith('.js'))
  .map((f) => `assets/${f}`);
const mockChunks = jsFiles.filter((f) => /\/mockBank-[\w-]+\.js$/.test(f));
const shellChunks = jsFiles.filter((f) => /\/mockShell-[\w-]+\.js$/.test(f));
// Texts of the mock shell and the mock bank that minification keeps (the scenario's demo logins).
const SHELL_SIGNATURES = [/admin@demo\.test/, /Unknown mock scenario/];
const leaks = jsFiles
  .filter((f) => !mockChunks.includes(f) && !shellChunks.includes(f))
  .flatMap((f) => {
    const text = readFileSync(join(DIST, f), 'utf8');
    return [...MOCK_SIGNATURES, ...SHELL_SIGNATURES]
      .filter((re) => re.test(text))
      .map((re) => `${f} contains ${re}`);
  });
const mockHasMirage = mockChunks.some((f) =>
  MOCK_SIGNATURES.every((re) => re.test(readFileSync(join(DIST, f), 'utf8'))),
);

const problems = [];
if (entryFiles.length === 0) problems.push('no entry script found in index.html');
if (entryKb > LIMIT_KB)
  problems.push(`entry JavaScript is ${entryKb.toFixed(1)} kB gzip, over ${LIMIT_KB} kB`);
if (mockChunks.length !== 1)
  problems.push(`expected one mockBank chunk, found ${mockChunks.length}`);
if (shellChunks.length !== 1)
  problems.push(`expected one mockShell chunk, found ${shellChunks.length}`);
for (const f of shellChunks) {
  const text = readFileSync(join(DIST, f), 'utf8');
  problems.push(
    ...MOCK_SIGNATURES.filter((re) => re.test(text)).map(
      (re) => `${f} (the light mock shell) contains ${re}`,
    ),
  );
}
if (!mockHasMirage)
  problems.push(
    'the mockBank chunk does not hold Mirage and faker (the check would prove nothing)',
  );
problems.push(...leaks);

console.log(
  `entry: ${entryFiles.join(', ')} = ${entryKb.toFixed(1)} kB gzip (limit ${LIMIT_KB} kB)`,
);
console.log(
  `mock chunks: ${[...shellChunks, ...mockChunks].map((f) => `${f} ${gz(f).toFixed(1)} kB gzip`).join(', ')}`,
);
if (problems.length) {
  console.error(`Bundle check failed:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log('Bundle check passed.');
