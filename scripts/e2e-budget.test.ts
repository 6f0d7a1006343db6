import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module script without types
import * as budget from './e2e-budget.mjs';

const {
  AREAS,
  NEW_AREA,
  areaOf,
  budgetProblems,
  secondsProblems,
  summary,
  testCommandBudget,
  testsOf,
  vitestBudget,
  vitestFiles,
} = budget;

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

  it('refuses an area whose journeys took longer than its seconds', () => {
    const allowed = AREAS.accounts.seconds as number;
    const slow = summary(testsOf(report({ 'accounts.spec.ts': [allowed * 1000 + 1000] })));
    expect(secondsProblems(slow.rows)).toEqual([
      `accounts: its journeys took ${allowed + 1} s, past its ${allowed} s: ` +
        'share set-up between checks of a screen, or hold a rule in a component test',
    ]);
    const fast = summary(testsOf(report({ 'accounts.spec.ts': [allowed * 1000 - 1000] })));
    expect(secondsProblems(fast.rows)).toEqual([]);
  });

  it("gives the test command 12 minutes with npm ci, and each new area NEW_AREA's seconds", () => {
    const built = Object.values(AREAS as Record<string, { since?: number }>).filter(
      (a) => a.since,
    ).length;
    const perArea = NEW_AREA.journeySeconds + NEW_AREA.vitestSeconds;
    expect(testCommandBudget()).toBe(690 + perArea * built);
    expect(vitestBudget()).toBe(budget.VITEST_SECONDS + NEW_AREA.vitestSeconds * built);
    // Issue 21's cap per area still to build, and the finished product under 20 minutes
    // (about 30 s of npm ci on top).
    expect(NEW_AREA.journeySeconds).toBeLessThanOrEqual(60);
    expect(NEW_AREA.vitestSeconds).toBeLessThanOrEqual(20);
    expect(690 + perArea * (budget.PLANNED_AREAS.length + built) + 30).toBeLessThan(20 * 60);
  });

  it("adds up its steps' seconds to at most the budget", () => {
    const journeys = Object.values(AREAS as Record<string, { seconds: number }>).reduce(
      (sum, area) => sum + area.seconds,
      0,
    );
    // Each area built since issue 21 brings NEW_AREA's journey and vitest seconds with it.
    expect(budget.FIXED_SECONDS + budget.vitestBudget() + journeys).toBeLessThanOrEqual(
      budget.testCommandBudget(),
    );
  });

  it('lists the slowest vitest files of a vitest report', () => {
    const files = vitestFiles(
      {
        testResults: [
          { name: '/repo/a.test.ts', startTime: 0, endTime: 500, assertionResults: [{}] },
          { name: '/repo/b.test.tsx', startTime: 0, endTime: 2500, assertionResults: [{}, {}] },
        ],
      },
      '/repo',
    );
    expect(files).toEqual([
      { file: 'b.test.tsx', seconds: 2.5, tests: 2 },
      { file: 'a.test.ts', seconds: 0.5, tests: 1 },
    ]);
  });
});
