import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REDIRECTS, ROUTES } from '../src/app/routeTable';
import { ALL_CONTRACTS } from '../src/shared/contracts/all';
import { ERROR_CATALOGUE } from '../src/api/errorCatalogue';

interface AreaFigures {
  codes: number;
  messages: number;
  endpoints: number;
  contracts: number;
  answered: number;
  called: number;
  used: number;
  served: number;
}
interface Coverage {
  total: AreaFigures;
  areas: Record<string, AreaFigures>;
  contractsBeyondCatalogue: string[];
}

const coverage = JSON.parse(
  execFileSync('node', ['scripts/spec-coverage.mjs', '--json'], { encoding: 'utf8' }),
) as Coverage;
const norm = (path: string) => path.replace(/\{[^}]+\}/g, ':p').replace(/:[A-Za-z_]\w*/g, ':p');
const catalogue = new Set(
  readFileSync('docs/spec/endpoints.tsv', 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => {
      const [method = '', path = ''] = line.split('\t');
      return `${method} ${norm(path)}`;
    }),
);

describe('npm run spec:coverage', () => {
  it('finds every contract, by method and path', () => {
    const inCatalogue = ALL_CONTRACTS.filter((c) => catalogue.has(`${c.method} ${norm(c.path)}`));
    expect(coverage.total.contracts).toBe(inCatalogue.length);
    expect(coverage.contractsBeyondCatalogue.toSorted()).toEqual(
      ALL_CONTRACTS.filter((c) => !inCatalogue.includes(c))
        .map((c) => c.id)
        .toSorted(),
    );
  });

  it('counts a contract as answered only where the mock bank routes it, in every area', () => {
    for (const figures of Object.values(coverage.areas))
      expect(figures.answered).toBeGreaterThanOrEqual(figures.contracts);
  });

  it('tells the GET and the POST of one path apart (fx.rate and fx.quote)', () => {
    expect(coverage.areas.fx).toMatchObject({ endpoints: 2, contracts: 2, answered: 2 });
  });

  it('never counts more calls used by the app than made by the client', () => {
    for (const figures of Object.values(coverage.areas))
      expect(figures.used).toBeLessThanOrEqual(figures.called);
  });

  it('counts as served the paths of routes.tsv the route table routes, and only those', () => {
    // The script reads paths.ts, not the route table: this holds the two together.
    const routed = new Set([...ROUTES.map((r) => r.path), ...Object.keys(REDIRECTS), '*']);
    if (routed.has('/login')) routed.add('/login?forced_logout=true');
    const rows = readFileSync('docs/spec/routes.tsv', 'utf8').trim().split('\n').slice(1);
    // routes.tsv writes a parameter {name}, the route table :name.
    const served = rows.filter((line) =>
      routed.has((line.split('\t')[0] ?? '').replace(/\{(\w+)\}/g, ':$1')),
    );
    expect(coverage.total.served).toBe(served.length);
  });

  it('counts an error code as having a message exactly when ERROR_CATALOGUE has it', () => {
    const codes = readFileSync('docs/spec/error-codes.tsv', 'utf8')
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.split('\t')[0] ?? '');
    expect(coverage.total.codes).toBe(codes.length);
    expect(coverage.total.messages).toBe(codes.filter((code) => code in ERROR_CATALOGUE).length);
  });
});
