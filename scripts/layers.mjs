// Layer rules of docs/architecture.md §2, checked on import statements:
//   shared -> api, db -> sync -> entities -> features -> app   (imports flow one way)
// An entity (src/entities/<entity>/) holds what needs api, db or sync and serves more than one
// feature; entities may import each other, never a feature or the app. A feature never imports
// another feature; dexie stays in src/db (dexie-react-hooks also in query hooks), miragejs and
// @faker-js/faker in src/mirage, and fetch is called only by src/api/client.ts (and by the mock
// bank, which stands in for the network). No module imports itself through a chain of relative
// imports (findCycles), apart from the cycles of ALLOWED_CYCLES.
// Inside src/mirage the mock bank's floors hold (findMirageFloorViolations), and in src/shared
// domain/ never imports ui/ or routing/ (findSharedDomainViolations).

const ALLOWED = {
  shared: ['shared'],
  api: ['shared', 'api'],
  db: ['shared', 'db'],
  sync: ['shared', 'api', 'db', 'sync'],
  entities: ['shared', 'api', 'db', 'sync', 'entities'],
  feature: ['shared', 'api', 'db', 'sync', 'entities'],
  app: ['shared', 'api', 'db', 'sync', 'entities', 'features', 'app'],
  mirage: ['shared', 'mirage'],
  main: ['shared', 'api', 'db', 'sync', 'entities', 'features', 'app', 'mirage'],
  test: ['shared', 'api', 'db', 'sync', 'entities', 'features', 'app', 'mirage', 'test'],
};

/**
 * Cycles kept on purpose, each as findCycles reports it (files joined by ' -> ', starting at the
 * first file in sort order). Every entry says why it stays.
 */
export const ALLOWED_CYCLES = [
  // The client refreshes tokens through the refresh contract, and contract calls go through the
  // client. The client loads contractCall with a dynamic import() only when a refresh runs, so
  // zod stays out of the first screen's chunk and neither module's evaluation waits on the other.
  'src/api/client.ts -> src/api/contractCall.ts -> src/api/client.ts',
];

/** 'src/features/auth/x.ts' -> { layer: 'feature', area: 'auth' } */
export function layerOf(path) {
  const parts = path.replace(/\\/g, '/').split('/');
  const i = parts.indexOf('src');
  const top = parts[i + 1] ?? '';
  if (top === 'main.tsx') return { layer: 'main' };
  if (top === 'features') return { layer: 'feature', area: parts[i + 2] };
  if (top === 'entities') return { layer: 'entities', area: parts[i + 2] };
  if (top in ALLOWED) return { layer: top };
  return { layer: 'other' };
}

function resolveRelative(fromPath, spec) {
  const base = fromPath.replace(/\\/g, '/').split('/').slice(0, -1);
  for (const part of spec.split('/')) {
    if (part === '..') base.pop();
    else if (part !== '.') base.push(part);
  }
  return base.join('/');
}

const IMPORT_RE =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g;

export function importsOf(content) {
  const specs = [];
  for (const m of content.matchAll(IMPORT_RE)) specs.push(m[1] ?? m[2] ?? m[3]);
  return specs;
}

function isTestFile(path) {
  return /\.test\.tsx?$/.test(path) || path.includes('/src/test/') || path.startsWith('src/test/');
}

/** The file a relative import names, among the files checked (extension and index optional). */
function resolveFile(fromPath, spec, known) {
  const base = resolveRelative(fromPath, spec);
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((c) =>
    known.has(c),
  );
}

/** Relative imports (static, dynamic and type-only) between the files checked: path -> paths. */
function importGraph(files) {
  const known = new Set(files.map((f) => f.path.replace(/\\/g, '/')));
  const graph = new Map();
  for (const { path, content } of files) {
    const from = path.replace(/\\/g, '/');
    const targets = new Set();
    for (const spec of importsOf(content)) {
      if (!spec.startsWith('.')) continue;
      const target = resolveFile(from, spec, known);
      if (target) targets.add(target);
    }
    graph.set(from, [...targets].toSorted());
  }
  return graph;
}

/**
 * Every elementary cycle of relative imports, each once: as the chain of files from its first file
 * in sort order back to that file. A cycle is only searched from its smallest file, through larger
 * ones, so no rotation of it is found twice.
 */
export function findCycles(files) {
  const graph = importGraph(files);
  const nodes = [...graph.keys()].toSorted();
  const cycles = [];
  for (const start of nodes) {
    const chain = [start];
    const onChain = new Set(chain);
    const visit = (node) => {
      for (const next of graph.get(node) ?? []) {
        if (next === start) cycles.push([...chain, start]);
        else if (next > start && !onChain.has(next)) {
          chain.push(next);
          onChain.add(next);
          visit(next);
          onChain.delete(next);
          chain.pop();
        }
      }
    };
    visit(start);
  }
  return cycles;
}

export function findViolations(files) {
  const violations = [];
  for (const cycle of findCycles(files)) {
    const chain = cycle.join(' -> ');
    if (!ALLOWED_CYCLES.includes(chain)) violations.push(`import cycle: ${chain}`);
  }
  for (const { path, content } of files) {
    const from = layerOf(path);
    if (from.layer === 'other') continue;
    const test = isTestFile(path);
    for (const spec of importsOf(content)) {
      const where = `${path}: imports '${spec}'`;
      if (spec === 'dexie' && from.layer !== 'db' && !test)
        violations.push(`${where} (dexie only in src/db)`);
      if (
        spec === 'dexie-react-hooks' &&
        from.layer !== 'db' &&
        !/\/queries\.tsx?$/.test(path) &&
        !test
      )
        violations.push(`${where} (dexie-react-hooks only in src/db and query hooks)`);
      if ((spec === 'miragejs' || spec.startsWith('@faker-js/faker')) && from.layer !== 'mirage')
        violations.push(`${where} (mock code only in src/mirage)`);
      if (!spec.startsWith('.')) continue;
      const target = layerOf(resolveRelative(path, spec));
      if (target.layer === 'other') continue;
      if (test && from.layer !== 'mirage') continue;
      const targetName = target.layer === 'feature' ? 'features' : target.layer;
      if (from.layer === 'feature' && target.layer === 'feature') {
        if (target.area !== from.area)
          violations.push(`${where} (a feature never imports another feature)`);
        continue;
      }
      const allowed = ALLOWED[from.layer] ?? [];
      if (!allowed.includes(targetName))
        violations.push(`${where} (${from.layer} may not import ${targetName})`);
    }
    const callsFetch = /(^|[^.\w])fetch\s*\(/m.test(
      content.replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, ''),
    );
    if (callsFetch && !test && !path.endsWith('src/api/client.ts') && from.layer !== 'mirage')
      violations.push(`${path}: calls fetch (only src/api/client.ts does)`);
    // The money-action protocol exists once (src/entities/money, issue 21): only it makes a money
    // intent; a feature that did would be writing a second copy of the protocol.
    if (
      /\bnewMoneyIntent\b/.test(content.replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, '')) &&
      !test &&
      from.layer !== 'api' &&
      !/(^|\/)src\/entities\/money\//.test(path.replace(/\\/g, '/'))
    )
      violations.push(
        `${path}: makes a money intent (only the money-action protocol, src/entities/money, does)`,
      );
  }
  violations.push(
    ...findPageBankCalls(files),
    ...findMirageFloorViolations(files),
    ...findSharedDomainViolations(files),
  );
  return violations;
}

// Pages and components call the bank only through their feature (docs/architecture.md §2,
// CONTRIBUTING 'Add an area'): a file under a feature's pages/ or components/ imports from
// src/api only the session and the error pieces it shows, and types. Every call to the bank goes
// through the feature's actions.ts / queries.ts / hooks / model files or an entity, where its
// offline refusal, retry and write-through live once.

/** The src/api modules a page or component may import values from. */
export const PAGE_API_ALLOWED = [
  'session',
  'ApiError',
  'errorCatalogue',
  'errorLookup',
  'codeFailures',
  'unknownOutcome',
];

/**
 * Files allowed to break the page->bank rule for now: none. An entry whose file calls no bank
 * any more is reported, so the list cannot outlive its reason.
 */
export const PAGE_API_TODO_EXEMPT = [];

const PAGE_OR_COMPONENT_RE = /(^|\/)src\/features\/(?:[^/]+\/)+(?:pages|components)\/.+$/;
const STATIC_IMPORT_RE = /(?:import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]/g;
const DYNAMIC_IMPORT_RE = /import\s*\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The src/api module a relative import from `path` names ('session'), or undefined. */
function apiModuleOf(path, spec) {
  if (!spec.startsWith('.')) return undefined;
  const target = resolveRelative(path.replace(/\\/g, '/'), spec);
  const m = /(?:^|\/)src\/api\/(.+?)(?:\.tsx?)?$/.exec(target);
  return m?.[1];
}

/** `{ type A, type B }`: every name imported is a type. */
function onlyTypes(clause) {
  const names = /^\{([\s\S]*)\}$/.exec(clause.trim());
  if (!names) return false;
  const list = names[1]
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  return list.length > 0 && list.every((n) => n.startsWith('type '));
}

/**
 * The imports of src/api by pages and components beyond `allowed` (values; types always pass),
 * outside the files of `exempt`. Test files are not checked.
 */
export function findPageBankCalls(
  files,
  { allowed = PAGE_API_ALLOWED, exempt = PAGE_API_TODO_EXEMPT } = {},
) {
  const violations = [];
  for (const { path, content } of files) {
    const file = path.replace(/\\/g, '/');
    if (!PAGE_OR_COMPONENT_RE.test(file) || isTestFile(file)) continue;
    const found = [];
    for (const [, typeOnly, clause, spec] of content.matchAll(STATIC_IMPORT_RE))
      if (!typeOnly && !onlyTypes(clause)) found.push(spec);
    for (const [, spec] of content.matchAll(DYNAMIC_IMPORT_RE)) found.push(spec);
    const calls = found.filter((spec) => {
      const module = apiModuleOf(file, spec);
      return module !== undefined && !allowed.includes(module);
    });
    // An exemption that covers nothing any more goes, so it cannot hide a later call.
    if (exempt.includes(file)) {
      if (calls.length === 0)
        violations.push(`${file}: exempt from the page->bank rule but calls no bank; remove it`);
      continue;
    }
    for (const spec of calls)
      violations.push(
        `${file}: imports '${spec}' (a page or component calls the bank through its feature's actions, queries or hooks)`,
      );
  }
  return violations;
}

// The mock bank's inner floors (docs/architecture.md, the mock bank), highest first. A file may
// import its own floor and those below it, never one above: a rule never reaches a route or a
// scenario, a store never reaches a rule. Routes are the exception to "its own floor": a route
// never imports another route (what two routes share is a rule), so each route can be read, and
// removed, alone. scenarios/ sit beside routes: they seed the stores through the builders and may
// use rules (rates, approval policy), but nothing below them imports a scenario.
//   adapters   every other file of src/mirage: server.ts, mirageRouter.ts, http/, demoPanel/, ...
//   routeTable bankRoutes.ts: every route, registered on a router
//   routes     routes/ (one file an area) and scenarios/ (the seeded data)
//   bank       bank.ts, contractRoutes.ts: the Bank (its stores, users, tokens) and the request
//              plumbing every route shares
//   rules      rules/: what the bank checks and decides, shared by routes
//   stores     stores/: the bank's state, one persisted store an area
//   builders   builders/: records built from plain values (accounts, users, transactions)
//   base       types.ts, router.ts, apiPaths.ts, faults.ts: types and plain helpers
const MIRAGE_FLOORS = [
  'adapters',
  'routeTable',
  'routes',
  'bank',
  'rules',
  'stores',
  'builders',
  'base',
];
const MIRAGE_TOP_FILES = {
  bankRoutes: 'routeTable',
  bank: 'bank',
  contractRoutes: 'bank',
  types: 'base',
  router: 'base',
  apiPaths: 'base',
  faults: 'base',
};
const MIRAGE_FOLDERS = {
  routes: 'routes',
  scenarios: 'routes',
  rules: 'rules',
  stores: 'stores',
  builders: 'builders',
};

/** 'src/mirage/rules/x.ts' (or an import's path, without extension) -> 'rules'; null outside src/mirage. */
export function mirageFloorOf(path) {
  const parts = path.replace(/\\/g, '/').split('/');
  const i = parts.indexOf('src');
  if (i < 0 || parts[i + 1] !== 'mirage') return null;
  const rest = parts.slice(i + 2);
  if (rest.length === 1) return MIRAGE_TOP_FILES[rest[0].replace(/\.tsx?$/, '')] ?? 'adapters';
  return MIRAGE_FOLDERS[rest[0]] ?? 'adapters';
}

const isRoute = (p) => p.replace(/\\/g, '/').includes('/mirage/routes/');
const isScenario = (p) => p.replace(/\\/g, '/').includes('/mirage/scenarios/');

/** Imports inside src/mirage that break its floors (test files may import any floor). */
export function findMirageFloorViolations(files) {
  const violations = [];
  for (const { path, content } of files) {
    const from = mirageFloorOf(path);
    if (!from || isTestFile(path)) continue;
    for (const spec of importsOf(content)) {
      if (!spec.startsWith('.')) continue;
      const target = resolveRelative(path, spec);
      const to = mirageFloorOf(target);
      if (!to) continue;
      const where = `${path}: imports '${spec}'`;
      if (isRoute(path) && isRoute(target))
        violations.push(`${where} (a bank route never imports another route: share a rule)`);
      else if ((isRoute(path) && isScenario(target)) || (isScenario(path) && isRoute(target)))
        violations.push(
          `${where} (routes and scenarios sit side by side: neither imports the other)`,
        );
      else if (MIRAGE_FLOORS.indexOf(to) < MIRAGE_FLOORS.indexOf(from)) {
        const what = target.replace(/\\/g, '/').includes('/mirage/scenarios/') ? 'a scenario' : to;
        violations.push(`${where} (mirage ${from} may not import ${what})`);
      }
    }
  }
  return violations;
}

// In src/shared, domain/ holds the rules and texts of the business; it never imports ui/ or
// routing/, so a rule can run anywhere (a worker, the mock bank, Node) without React or the
// route table.
/** Imports from src/shared/domain into src/shared/ui or src/shared/routing. */
export function findSharedDomainViolations(files) {
  const violations = [];
  for (const { path, content } of files) {
    const from = path.replace(/\\/g, '/');
    if (!/(^|\/)src\/shared\/domain\//.test(from)) continue;
    for (const spec of importsOf(content)) {
      if (!spec.startsWith('.')) continue;
      const target = resolveRelative(from, spec);
      if (/(^|\/)src\/shared\/(ui|routing)(\/|$)/.test(target))
        violations.push(`${path}: imports '${spec}' (shared/domain never imports ui or routing)`);
    }
  }
  return violations;
}
