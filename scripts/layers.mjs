// Layer rules of DESIGN.md section 2, checked on import statements:
//   shared -> api, db -> sync -> features -> app   (imports flow one way)
// A feature never imports another feature; dexie stays in src/db (dexie-react-hooks also in
// query hooks), miragejs and @faker-js/faker in src/mirage, and fetch is called only by
// src/api/client.ts (and by the mock bank, which stands in for the network).

const ALLOWED = {
  shared: ['shared'],
  api: ['shared', 'api'],
  db: ['shared', 'db'],
  sync: ['shared', 'api', 'db', 'sync'],
  feature: ['shared', 'api', 'db', 'sync'],
  app: ['shared', 'api', 'db', 'sync', 'features', 'app'],
  mirage: ['shared', 'mirage'],
  main: ['shared', 'api', 'db', 'sync', 'features', 'app', 'mirage'],
  test: ['shared', 'api', 'db', 'sync', 'features', 'app', 'mirage', 'test'],
};

/** 'src/features/auth/x.ts' -> { layer: 'feature', area: 'auth' } */
export function layerOf(path) {
  const parts = path.replace(/\\/g, '/').split('/');
  const i = parts.indexOf('src');
  const top = parts[i + 1] ?? '';
  if (top === 'main.tsx') return { layer: 'main' };
  if (top === 'features') return { layer: 'feature', area: parts[i + 2] };
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

export function findViolations(files) {
  const violations = [];
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
  }
  return violations;
}
