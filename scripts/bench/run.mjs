#!/usr/bin/env node
/**
 * npm run bench: builds the benchmark page (scripts/bench) with vite, serves it, and drives it in
 * headless Chromium (Debian's /usr/bin/chromium unless CHROMIUM_PATH says otherwise):
 *   1. sync: 100,000 generated transactions written into Dexie through the sync engine,
 *      transactionsTask and the real API client (`fetch` answered in memory with JSON texts);
 *      records per second and the main thread's long tasks meanwhile (PerformanceObserver
 *      'longtask'). Each run syncs twice, with the client's answer checks on (as the app runs)
 *      and off, so the cost of checking every answer against its contract is read from one run;
 *      then the check alone (JSON pages parsed, then checked, no fetch or IndexedDB);
 *   2. page: the real transactions page opened on those rows after a reload; time to the first
 *      rows, time of each filter change, rows in the DOM; plus the bare query timings.
 * Prints one JSON document with the figures, the targets and which are met. Not part of
 * `npm test`. Options: --records N (default 100000), --runs N sync runs (default 1).
 */
import { rmSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { build, preview } from 'vite';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../chromium.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const config = fileURLToPath(new URL('./vite.config.ts', import.meta.url));
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? Number(args[i + 1]) : fallback;
};
const RECORDS = option('records', 100_000);
const RUNS = option('runs', 1);
const TARGETS = {
  recordsPerSecond: 20_000,
  longestTaskMs: 50,
  firstRowsMs: 300,
  filterChangeMs: 50,
  domRows: 100,
};
const log = (...m) => console.error('[bench]', ...m);
const median = (xs) => xs.toSorted((a, b) => a - b)[Math.floor(xs.length / 2)];

log('building the benchmark page');
await build({ configFile: config, logLevel: 'warn' });
const server = await preview({
  configFile: config,
  logLevel: 'warn',
  preview: { port: 0, host: '127.0.0.1', strictPort: false },
});
const url = server.resolvedUrls?.local?.[0];
if (!url) throw new Error('the preview server did not report its address');

const executablePath = chromiumPath || undefined;
const browser = await chromium.launch({
  executablePath: executablePath || undefined,
  headless: true,
  args: CHROMIUM_ARGS,
});

let exitCode = 0;
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.on('pageerror', (e) => log('page error:', e.message));
  const ready = async () => page.waitForFunction(() => window.__bench !== undefined);
  await page.goto(url);
  await ready();
  const loadBefore = os.loadavg()[0];

  const syncRuns = [];
  const uncheckedRuns = [];
  for (let run = 1; run <= RUNS; run++) {
    log(
      `sync run ${run}/${RUNS}: ${RECORDS} transactions through the sync engine, answers checked`,
    );
    syncRuns.push(await page.evaluate((n) => window.__bench.runSync(n, false, true), RECORDS));
    log(syncRuns.at(-1));
    log(`sync run ${run}/${RUNS}: the same, answer checks off`);
    uncheckedRuns.push(
      await page.evaluate((n) => window.__bench.runSync(n, false, false), RECORDS),
    );
    log(uncheckedRuns.at(-1));
  }

  log(
    `the answer check alone: ${RECORDS} transactions parsed from JSON, then checked against the contract`,
  );
  const answerCheckAlone = await page.evaluate(
    (n) => window.__bench.measureAnswerCheck(n),
    RECORDS,
  );
  log(answerCheckAlone);

  log(`sync with the transactions page open: ${RECORDS} transactions`);
  const syncWithPage = await page.evaluate((n) => window.__bench.runSync(n, true), RECORDS);
  log(syncWithPage);

  log('page: reload, open the cache, mount the transactions page, change filters');
  await page.reload();
  await ready();
  const pageFigures = await page.evaluate(() => window.__bench.openCachedPage());
  log(pageFigures);

  // The filters are built in the page, with the app's own amount code (scripts/bench/main.tsx).
  const queries = await page.evaluate(() => window.__bench.probeQueries());

  const checkedRate = median(syncRuns.map((r) => r.recordsPerSecond));
  const uncheckedRate = median(uncheckedRuns.map((r) => r.recordsPerSecond));
  const sync = {
    runs: syncRuns,
    withTransactionsPageOpen: syncWithPage,
    // The app's figures: answers checked against their contracts, as the app runs.
    recordsPerSecond: checkedRate,
    longestTaskMs: Math.max(...syncRuns.map((r) => r.longestTaskMs)),
    answerChecks: {
      recordsPerSecondOn: checkedRate,
      recordsPerSecondOff: uncheckedRate,
      // How much slower the sync is for checking every answer (negative: within the noise).
      costPercent: Number(((1 - checkedRate / uncheckedRate) * 100).toFixed(1)),
      alone: answerCheckAlone,
      runsOff: uncheckedRuns,
    },
  };
  const slowestFilter = Math.max(...pageFigures.filters.map((f) => f.rowsMs));
  const maxDomRows = Math.max(...pageFigures.domRows.map((d) => d.rowsInDom));
  const result = {
    records: RECORDS,
    machine: {
      cpus: os.cpus().length,
      loadAverageBefore: Number(loadBefore.toFixed(2)),
      loadAverageAfter: Number(os.loadavg()[0].toFixed(2)),
      chromium: browser.version(),
    },
    sync,
    page: pageFigures,
    queriesMs: Object.fromEntries(
      Object.entries(queries).map(([k, v]) => [
        k,
        {
          median: median(v.ms),
          runs: v.ms,
          ...(v.countMs ? { countMedian: median(v.countMs) } : {}),
          total: v.total,
        },
      ]),
    ),
    targets: TARGETS,
    met: {
      recordsPerSecond: sync.recordsPerSecond >= TARGETS.recordsPerSecond,
      longestTaskMs: sync.longestTaskMs <= TARGETS.longestTaskMs,
      firstRowsMs: pageFigures.firstRowsMs <= TARGETS.firstRowsMs,
      filterChangeMs: slowestFilter <= TARGETS.filterChangeMs,
      domRows: maxDomRows <= TARGETS.domRows,
    },
  };
  console.log(JSON.stringify(result, null, 2));
} catch (error) {
  exitCode = 1;
  console.error(error);
} finally {
  await browser.close();
  await new Promise((resolve) => server.httpServer.close(resolve));
  rmSync(`${root}/dist-bench`, { recursive: true, force: true });
}
process.exit(exitCode);
