#!/usr/bin/env node
// How much of the spec's catalogues the project handles (later issues raise these numbers):
//   endpoints  - calls of endpoints.tsv the mock bank answers, and those src/api calls
//   error codes - rows of error-codes.tsv the API client maps to a message, and server codes the
//                 mock bank can answer by its own rules (fault injection not counted)
//   routes     - paths of routes.tsv the route table serves (pages, redirects, 404)
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SPEC = process.env.SPEC_DIR ?? '../shared/spec';
const tsv = (name) =>
  readFileSync(join(SPEC, name), 'utf8').trim().split('\n').slice(1).map((line) => line.split('\t'));
const walk = (dir) =>
  existsSync(dir)
    ? readdirSync(dir).flatMap((n) => {
        const p = join(dir, n);
        return statSync(p).isDirectory() ? walk(p) : /\.tsx?$/.test(n) && !/\.test\.tsx?$/.test(n) ? [p] : [];
      })
    : [];
const read = (files) => files.map((f) => readFileSync(f, 'utf8')).join('\n');
const norm = (path) => path.replace(/\{[^}]+\}/g, ':p').replace(/:[A-Za-z_]\w*/g, ':p').replace(/\$\{[^}]+\}/g, ':p');

// Endpoints
const endpoints = tsv('endpoints.tsv').map(([method, path]) => ({ method, path }));
const mirageSrc = read(walk('src/mirage/routes'));
const mocked = new Set(
  [...mirageSrc.matchAll(/(?:this|router)\.(get|post|put|patch|del)\(\s*['"`]([^'"`]+)['"`]/g)].map(
    ([, m, p]) => `${m === 'del' ? 'DELETE' : m.toUpperCase()} ${norm(p)}`,
  ),
);
const apiSrc = read(walk('src/api'));
const apiPaths = new Set([...apiSrc.matchAll(/['"`](\/(?:v1|boom)[^'"`?]*)['"`]/g)].map(([, p]) => norm(p)));
// Contracts (issue 8): `export const name = defineContract({ ... method: 'X', path: '/...' })`. One
// counts as answered when a mock route file pairs it with a handler (`route(name, ...)`), and as
// called when a src/api file calls it (`call(name, ...)`), import aliases followed.
const contractSrc = read(walk('src/shared/contracts').filter((f) => !f.endsWith('.test.ts')));
const contracts = new Map(
  [...contractSrc.matchAll(/export const (\w+) = defineContract\(\{[^}]*?method: '(\w+)',\s*path: '([^']+)'/g)].map(([, name, method, path]) => [name, `${method} ${norm(path)}`]),
);
const usedContracts = (src, use) => {
  const alias = new Map([...src.matchAll(/import \{([^}]*)\} from '[^']*contracts\/[^']*'/g)].flatMap(([, names]) => names.split(',').map((n) => n.trim().split(/\s+as\s+/)).map(([a, b]) => [b ?? a, a])));
  // `call(name, ...)` or, with a namespace import, `call(contracts.name, ...)`.
  return new Set([...src.matchAll(new RegExp(`${use}\\(\\s*(?:\\w+\\.)?(\\w+)`, 'g'))].map(([, n]) => contracts.get(alias.get(n) ?? n)).filter(Boolean));
};
for (const key of usedContracts(mirageSrc, 'route')) mocked.add(key);
const calledContracts = usedContracts(apiSrc, 'call');
for (const key of calledContracts) apiPaths.add(key.split(' ')[1]);
const isConfig = (e) => e.path === '{origin}/config.json';
const mockedCount = endpoints.filter((e) => (isConfig(e) ? existsSync('public/config.json') : mocked.has(`${e.method} ${norm(e.path)}`))).length;
const clientCount = endpoints.filter((e) => (isConfig(e) ? existsSync('src/api/runtimeConfig.ts') : apiPaths.has(norm(e.path)))).length;

// Error codes
const codes = tsv('error-codes.tsv').map(([code]) => code);
const catalogue = existsSync('src/api/errorCatalogue.ts') ? readFileSync('src/api/errorCatalogue.ts', 'utf8') : '';
const mapped = codes.filter((c) => catalogue.includes(JSON.stringify(c) + ':')).length;
const rulesSrc = read(walk('src/mirage').filter((f) => !f.includes('demoPanel') && !f.includes('faults')));
const serverCodes = codes.filter((c) => /^[A-Z][A-Z_]+$/.test(c));
const produced = serverCodes.filter((c) => new RegExp(`['"\`]${c}['"\`]`).test(rulesSrc)).length;

// Routes
const routes = tsv('routes.tsv').map(([path]) => path);
const tableSrc = existsSync('src/app/routeTable.ts') ? readFileSync('src/app/routeTable.ts', 'utf8') : '';
const served = new Set([
  ...[...tableSrc.matchAll(/path:\s*'([^']+)'/g)].map(([, p]) => norm(p)),
  ...[...tableSrc.matchAll(/^\s*'([^']+)':\s*'/gm)].map(([, p]) => norm(p)),
  '*', // the catch-all 404
]);
if (served.has('/login')) served.add('/login?forced_logout=true');
const routeCount = routes.filter((r) => served.has(norm(r))).length;

console.log(`endpoints:   ${mockedCount}/${endpoints.length} answered by the mock bank, ${clientCount}/${endpoints.length} called by src/api`);
console.log(`error codes: ${mapped}/${codes.length} mapped to messages, ${produced}/${serverCodes.length} server codes produced by mock bank rules`);
console.log(`routes:      ${routeCount}/${routes.length} served by the route table`);
