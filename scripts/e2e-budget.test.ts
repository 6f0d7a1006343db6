import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module script without types
import * as budget from './e2e-budget.mjs';

const { AREAS, areaOf, budgetProblems, summary, testCommandBudget, testsOf } = budget;

type Listed = { file: string; title: string; ms: number };

/** A Playwright JSON report of one suite per file, each test with one result of `ms`. */
function report(files: Record<string, number[]>) {
  return {
    suites: Object.entries(files).map(([file, durations]) => ({
      file,
      specs: durations.map((ms, i) => ({
        file,
        title: `journey ${i}`,
        tests: [{ results: [{ duration: ms }] }],
      })),
    })),
  };
}

describe('the end-to-end budget', () => {
  it('puts every spec file of tests/e2e in an area', () => {
    const specs = readdirSync('tests/e2e').filter((f) => f.endsWith('.spec.ts'));
    expect(specs.filter((f) => !areaOf(f))).toEqual([]);
  });

  it('reads the tests and their durations from a report, retries added up', () => {
    const r = report({ 'dashboard.spec.ts': [1000, 2500] });
    r.suites[0]!.specs[1]!.tests[0]!.results.push({ duration: 500 });
    const tests = testsOf(r) as Listed[];
    expect(tests.map((t) => t.ms)).toEqual([1000, 3000]);
    const dashboard = summary(tests).rows.find((row: { area: string }) => row.area === 'dashboard');
    expect(dashboard).toMatchObject({ journeys: 2, seconds: 4 });
  });

  it('refuses an area over its journeys and a file of no area', () => {
    const limit = AREAS.dashboard.journeys as number;
    const over = testsOf(
      report({
        'dashboard.spec.ts': Array.from({ length: limit + 1 }, () => 1),
        'stray.spec.ts': [1],
      }),
    );
    expect(budgetProblems(over)).toEqual([
      'stray.spec.ts belongs to no area: add it to AREAS in scripts/e2e-budget.mjs',
      `dashboard: ${limit + 1} journeys, over its budget of ${limit}: hold a rule in a component test`,
    ]);
    const within = testsOf(report({ 'dashboard.spec.ts': Array.from({ length: limit }, () => 1) }));
    expect(budgetProblems(within)).toEqual([]);
  });

  it("gives the test command issue 9's 12 minutes plus a minute for each planned area built since", () => {
    const planned = Object.values(AREAS as Record<string, { planned?: boolean }>).filter(
      (a) => a.planned,
    ).length;
    expect(planned).toBeGreaterThanOrEqual(1);
    expect(testCommandBudget()).toBe(720 + 60 * planned);
  });
});
