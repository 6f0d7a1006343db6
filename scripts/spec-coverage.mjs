#!/usr/bin/env node
// How much of the spec's catalogues the project handles, per area of the catalogue (later issues
// raise these numbers). Everything is matched by method and path, never by path alone:
//   endpoints   - calls of endpoints.tsv that have a contract (src/shared/contracts), that the mock
//                 bank answers (a contract route or a plain router route in src/mirage/routes),
//                 that src/api calls, and that the app uses (a page, the sync module or the shell
//                 imports the src/api function that makes the call)
//   error codes - rows of error-codes.tsv the API client has a message for (errorCatalogue.ts),
//                 and server codes a mock bank rule can answer (fault injection not counted)
//   routes      - paths of routes.tsv the route table serves (pages, redirects, 404), read from
//                 the paths module (src/shared/routing/paths.ts)
// `node scripts/spec-coverage.mjs --json` prints the same figures as JSON.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

// The repo's copy of the catalogues (docs/spec; scripts/spec-copy-check.mjs keeps it true).
const SPEC = process.env.SPEC_DIR ?? 'docs/spec';
const tsv = (name) =>
  readFileSync(join(SPEC, name), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split('\t'));
const walk = (dir) =>
  existsSync(dir)
    ? readdirSync(dir).flatMap((n) => {
        const p = join(dir, n);
        return statSync(p).isDirectory()
          ? walk(p)
          : /\.tsx?$/.test(n) && !/\.test\.tsx?$/.test(n)
            ? [p]
            : [];
      })
    : [];
const source = (f) => readFileSync(f, 'utf8');
const read = (files) => files.map(source).join('\n');
/** '/a/{x}/b/:y/${z}' -> '/a/:p/b/:p/:p': path parameters match whatever their names. */
const norm = (path) =>
  path
    .replace(/\{[^}]+\}/g, ':p')
    .replace(/:[A-Za-z_]\w*/g, ':p')
    .replace(/\$\{[^}]+\}/g, ':p');
const key = (method, path) => `${method.toUpperCase()} ${norm(path)}`;

// ---- Contracts: `export const name = defineContract({ id: '...', method: 'X', path: '/...' ... })`
const contracts = new Map(); // variable name -> { id, key }
for (const file of walk('src/shared/contracts')) {
  const text = source(file);
  for (const [, name, block] of text.matchAll(
    /export const (\w+) = defineContract\(\{([\s\S]*?)\n\}\);/g,
  )) {
    const id = /\bid: '([^']+)'/.exec(block)?.[1];
    const method = /\bmethod: '(\w+)'/.exec(block)?.[1];
    const path = /\bpath: '([^']+)'/.exec(block)?.[1];
    if (id && method && path) contracts.set(name, { id, key: key(method, path) });
  }
}

/** A file's import aliases of contracts: local name -> contract name (`import { a as b } from '.../contracts/x'`). */
const aliasesOf = (text) =>
  new Map(
    [...text.matchAll(/import \{([^}]*)\} from '[^']*contracts\/[^']*'/g)].flatMap(([, names]) =>
      names
        .split(',')
        .map((n) => n.trim().split(/\s+as\s+/))
        .map(([a, b]) => [b ?? a, a]),
    ),
  );

/** The contracts a source text hands to `use(...)`: `use(name`, `use(ns.name` or `use(wrap(name`, import aliases followed. */
function contractsUsed(text, use, alias = aliasesOf(text)) {
  // `route(bodyReadLater(name)` too: a contract wrapped by a helper is still that contract.
  return [...text.matchAll(new RegExp(`\\b${use}\\(\\s*(?:\\w+\\(\\s*)?(?:\\w+\\.)?(\\w+)`, 'g'))]
    .map(([, n]) => contracts.get(alias.get(n) ?? n)?.key)
    .filter(Boolean);
}

// ---- The mock bank: contract routes, and plain routes still written with a path.
const mirageFiles = walk('src/mirage/routes');
const mirageSrc = read(mirageFiles);
const answered = new Set([
  ...mirageFiles.flatMap((f) => contractsUsed(source(f), 'route')),
  ...[...mirageSrc.matchAll(/(?:this|router)\.(get|post|put|patch|del)\(\s*['"`](\/[^'"`]+)['"`]/g)]
    .filter(([, , p]) => !p.includes('*')) // the unknown-call fallback answers nothing
    .map(([, m, p]) => key(m === 'del' ? 'DELETE' : m, p)),
]);

// ---- The client: each exported function of src/api and the calls it makes.
const apiFunctions = new Map(); // 'auth' -> Map(functionName -> [keys])
for (const file of walk('src/api')) {
  const text = source(file);
  const parts = text.split(
    /(?=^export (?:async )?function \w+|^export const \w+ = (?:async )?\()/m,
  );
  const functions = new Map();
  const alias = aliasesOf(text);
  for (const part of parts) {
    const name = /^export (?:async )?(?:function|const) (\w+)/.exec(part)?.[1];
    if (!name) continue;
    const legacy = [
      ...part.matchAll(/apiRequest<[^>]*>\(\s*['"`](\/[^'"`?]+)['"`][^)]*?method: '(\w+)'/g),
    ].map(([, p, m]) => key(m, p));
    const legacyGets = [
      ...part.matchAll(
        /apiRequest<[^>]*>\(\s*['"`](\/[^'"`?]+)['"`]\s*(?:\)|,\s*\{(?![^}]*method:))/g,
      ),
    ].map(([, p]) => key('GET', p));
    functions.set(name, [...contractsUsed(part, 'call', alias), ...legacy, ...legacyGets]);
  }
  apiFunctions.set(file.replace(/^src\/api\//, '').replace(/\.tsx?$/, ''), functions);
}
const called = new Set([...apiFunctions.values()].flatMap((fns) => [...fns.values()].flat()));

// ---- The app: a file that imports an src/api module (statically or with import()) and names one
// of its functions uses that function's calls.
const used = new Set();
for (const file of ['src/app', 'src/features', 'src/entities', 'src/sync', 'src/main.tsx'].flatMap(
  (p) => (p.endsWith('.tsx') ? [p] : walk(p)),
)) {
  const text = source(file);
  for (const [, module] of text.matchAll(/(?:from |import\()\s*'(?:\.\.\/)+api\/(\w+)'/g)) {
    for (const [name, keys] of apiFunctions.get(module) ?? []) {
      if (new RegExp(`\\b${name}\\b`).test(text)) for (const k of keys) used.add(k);
    }
  }
}

// ---- Error codes and routes.
const catalogue = existsSync('src/api/errorCatalogue.ts')
  ? source('src/api/errorCatalogue.ts')
  : '';
const rulesSrc = read(
  walk('src/mirage').filter((f) => !f.includes('demoPanel') && !f.includes('faults')),
);
// A key of ERROR_CATALOGUE: a bare name (ACCOUNT_LOCKED:) or, for other texts, quoted either way
// (Prettier keeps quotes only where a key needs them).
const escapeRe = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const hasMessage = (code) =>
  new RegExp(`^\\s*(${escapeRe(code)}|'${escapeRe(code)}'|"${escapeRe(code)}"):`, 'm').test(
    catalogue,
  );
const isServerCode = (code) => /^[A-Z][A-Z0-9_]+$/.test(code);
const produced = (code) => isServerCode(code) && new RegExp(`['"\`]${code}['"\`]`).test(rulesSrc);

// Every path of src/shared/routing/paths.ts is a page or a redirect of the route table
// (src/app/routeTable.test.ts fails otherwise), so the served paths are the file's path strings,
// quoted or template literals (a `${parameter}` reads as one, as norm() writes it).
const pathsSrc = existsSync('src/shared/routing/paths.ts')
  ? source('src/shared/routing/paths.ts')
  : '';
const served = new Set([
  ...[...pathsSrc.matchAll(/'(\/[^']*)'|`(\/[^`]*)`/g)].map(([, quoted, template]) =>
    norm(quoted ?? template.replace(/\$\{.*?\}(?=\/|$)/g, ':p')),
  ),
  '*', // the catch-all 404
]);
if (served.has('/login')) served.add('/login?forced_logout=true');

// ---- Per area.
const areas = new Map();
const area = (name) => {
  if (!areas.has(name)) {
    areas.set(name, {
      endpoints: 0,
      contracts: 0,
      answered: 0,
      called: 0,
      used: 0,
      codes: 0,
      messages: 0,
      serverCodes: 0,
      produced: 0,
      routes: 0,
      served: 0,
    });
  }
  return areas.get(name);
};
const contractKeys = new Set([...contracts.values()].map((c) => c.key));
const specKeys = new Set();
for (const [method, path, name] of tsv('endpoints.tsv')) {
  const a = area(name);
  const k = key(method, path);
  specKeys.add(k);
  a.endpoints += 1;
  if (path === '{origin}/config.json') {
    // Served by the web server itself, read by src/api/runtimeConfig.ts: neither bank nor contract.
    const present = existsSync('public/config.json') && existsSync('src/api/runtimeConfig.ts');
    a.answered += present;
    a.called += present;
    a.used += present;
    continue;
  }
  a.contracts += contractKeys.has(k);
  a.answered += answered.has(k);
  a.called += called.has(k);
  a.used += used.has(k);
}
for (const [code, name] of tsv('error-codes.tsv')) {
  const a = area(name);
  a.codes += 1;
  a.messages += hasMessage(code);
  a.serverCodes += isServerCode(code);
  a.produced += produced(code);
}
for (const [path, name] of tsv('routes.tsv')) {
  const a = area(name);
  a.routes += 1;
  a.served += served.has(norm(path));
}
const beyond = [...contracts.values()].filter((c) => !specKeys.has(c.key)).map((c) => c.id);

const fraction = (n, of) => (of ? `${n}/${of}` : '-');
const total = [...areas.values()].reduce((sum, a) => {
  for (const [k, v] of Object.entries(a)) sum[k] = (sum[k] ?? 0) + v;
  return sum;
}, {});

if (process.argv.includes('--json')) {
  console.log(
    JSON.stringify(
      { total, areas: Object.fromEntries(areas), contractsBeyondCatalogue: beyond },
      null,
      2,
    ),
  );
} else {
  const rows = [...areas.entries()].toSorted(([a], [b]) => a.localeCompare(b));
  const header = [
    'area',
    'contract',
    'answered',
    'called',
    'used',
    'message',
    'produced',
    'routes',
  ];
  const line = (name, a) => [
    name,
    fraction(a.contracts, a.endpoints),
    fraction(a.answered, a.endpoints),
    fraction(a.called, a.endpoints),
    fraction(a.used, a.endpoints),
    fraction(a.messages, a.codes),
    fraction(a.produced, a.serverCodes),
    fraction(a.served, a.routes),
  ];
  const table = [header, ...rows.map(([n, a]) => line(n, a)), line('TOTAL', total)];
  const widths = header.map((_, i) => Math.max(...table.map((r) => r[i].length)));
  console.log(
    'Endpoints (endpoints.tsv, by method and path): with a contract, answered by the mock bank, called by src/api, used by the app.',
  );
  console.log(
    'Error codes (error-codes.tsv): with a message in the client; server codes produced by a mock bank rule. Routes (routes.tsv): served.\n',
  );
  for (const row of table)
    console.log(row.map((c, i) => (i ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  '));
  if (beyond.length)
    console.log(`\nContracts beyond the catalogue (docs/decisions/): ${beyond.join(', ')}`);
  console.log(
    `\nendpoints:   ${total.contracts}/${total.endpoints} with a contract, ${total.answered}/${total.endpoints} answered by the mock bank, ${total.called}/${total.endpoints} called by src/api, ${total.used}/${total.endpoints} used by the app`,
  );
  console.log(
    `error codes: ${total.messages}/${total.codes} with a message, ${total.produced}/${total.serverCodes} server codes produced by mock bank rules`,
  );
  console.log(`routes:      ${total.served}/${total.routes} served by the route table`);
}
