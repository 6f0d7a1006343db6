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
import { fileURLToPath } from 'node:url';
import { median, numberOption, runBench } from './harness.mjs';

const RECORDS = numberOption('records', 100_000);
const RUNS = numberOption('runs', 1);
const TARGETS = {
  recordsPerSecond: 20_000,
  longestTaskMs: 50,
  firstRowsMs: 300,
  filterChangeMs: 50,
  domRows: 100,
};

await runBench(
  {
    outDir: fileURLToPath(new URL('../../dist-bench', import.meta.url)),
    global: '__bench',
    viteConfig: {
      configFile: fileURLToPath(new URL('./vite.config.ts', import.meta.url)),
      logLevel: 'warn',
    },
  },
  async ({ page, ready, log, machine }) => {
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
    return {
      records: RECORDS,
      machine: machine(),
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
  },
);
