#!/usr/bin/env node
/**
 * npm run bench -- --only batch: the batch file pipeline on 1,000 rows (issue 26). Builds the page
 * of scripts/bench/batch with vite (production mode), serves it, and in headless Chromium (Debian's
 * /usr/bin/chromium unless CHROMIUM_PATH says otherwise) reads a 1,000-row CSV and checks every
 * row through the real batch worker, with the page drawing the progress. Measures the time until
 * every row is checked and the longest main-thread task meanwhile; the first run pays the worker's
 * start (a person's first file), the next --batch-runs (default 5) do not. Prints one JSON
 * document with the figures, targets and `met` (judged on the slowest CSV run, the cold one
 * included); the same rows read from an XLSX are a figure beside them.
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { median, numberOption, runBench } from './harness.mjs';

const ROWS = numberOption('batch-rows', 1000);
const RUNS = numberOption('batch-runs', 5);
const TARGETS = { allRowsCheckedMs: 1000, longestTaskMs: 50 };
const outDir = fileURLToPath(new URL('../../dist-bench-batch', import.meta.url));

await runBench(
  {
    name: 'batch',
    outDir,
    global: '__batchBench',
    viteConfig: {
      configFile: false,
      root: fileURLToPath(new URL('./batch/', import.meta.url)),
      base: '/',
      logLevel: 'warn',
      define: { 'import.meta.env.VITE_APP_VERSION': JSON.stringify('bench') },
      plugins: [react()],
      build: { outDir, emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 4000 },
    },
  },
  async ({ page, log, machine }) => {
    const runs = [];
    for (let run = 0; run <= RUNS; run++) {
      log(
        `${run === 0 ? 'cold run (the worker starts)' : `warm run ${run}/${RUNS}`}: ${ROWS} rows`,
      );
      runs.push(await page.evaluate((n) => window.__batchBench.run(n), ROWS));
      log(runs.at(-1));
    }
    log(`the same rows as XLSX (not a target: a figure), ${RUNS} runs`);
    const xlsxRuns = [];
    for (let run = 1; run <= RUNS; run++) {
      xlsxRuns.push(await page.evaluate((n) => window.__batchBench.run(n, 'xlsx'), ROWS));
      log(xlsxRuns.at(-1));
    }
    const [cold, ...warm] = runs;
    const slowest = Math.max(...runs.map((r) => r.totalMs));
    const longestTaskMs = Math.max(...runs.map((r) => r.longestTaskMs));
    return {
      rows: ROWS,
      machine: machine(),
      cold,
      warm: {
        medianTotalMs: median(warm.map((r) => r.totalMs)),
        medianReadMs: median(warm.map((r) => r.readMs)),
        medianCheckMs: median(warm.map((r) => r.checkMs)),
        runs: warm,
      },
      xlsx: {
        medianTotalMs: median(xlsxRuns.map((r) => r.totalMs)),
        medianReadMs: median(xlsxRuns.map((r) => r.readMs)),
        longestTaskMs: Math.max(...xlsxRuns.map((r) => r.longestTaskMs)),
        everyRowChecked: xlsxRuns.every(
          (r) => r.rows === ROWS && r.invalidRows === cold.invalidRows,
        ),
      },
      allRowsCheckedMs: slowest,
      longestTaskMs,
      targets: TARGETS,
      met: {
        allRowsCheckedMs: slowest <= TARGETS.allRowsCheckedMs,
        longestTaskMs: longestTaskMs <= TARGETS.longestTaskMs,
        everyRowChecked: runs.every((r) => r.rows === ROWS),
        inTheWorker: runs.every((r) => r.workerLoaded),
      },
    };
  },
);
