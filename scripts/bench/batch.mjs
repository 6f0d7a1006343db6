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
import { rmSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { build, preview } from 'vite';
import react from '@vitejs/plugin-react';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../chromium.mjs';

const here = fileURLToPath(new URL('./batch/', import.meta.url));
const outDir = fileURLToPath(new URL('../../dist-bench-batch', import.meta.url));
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? Number(args[i + 1]) : fallback;
};
const ROWS = option('batch-rows', 1000);
const RUNS = option('batch-runs', 5);
const TARGETS = { allRowsCheckedMs: 1000, longestTaskMs: 50 };
const log = (...m) => console.error('[bench:batch]', ...m);
const median = (xs) => xs.toSorted((a, b) => a - b)[Math.floor(xs.length / 2)];

const config = {
  configFile: false,
  root: here,
  base: '/',
  logLevel: 'warn',
  define: { 'import.meta.env.VITE_APP_VERSION': JSON.stringify('bench') },
  plugins: [react()],
  build: { outDir, emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 4000 },
};

log('building the batch benchmark page');
await build(config);
const server = await preview({
  ...config,
  preview: { port: 0, host: '127.0.0.1', strictPort: false },
});
const url = server.resolvedUrls?.local?.[0];
if (!url) throw new Error('the preview server did not report its address');

const browser = await chromium.launch({
  executablePath: chromiumPath || undefined,
  headless: true,
  args: CHROMIUM_ARGS,
});

let exitCode = 0;
try {
  const page = await (
    await browser.newContext({ viewport: { width: 1280, height: 900 } })
  ).newPage();
  page.on('pageerror', (e) => log('page error:', e.message));
  await page.goto(url);
  await page.waitForFunction(() => window.__batchBench !== undefined);
  const loadBefore = os.loadavg()[0];
  const runs = [];
  for (let run = 0; run <= RUNS; run++) {
    log(`${run === 0 ? 'cold run (the worker starts)' : `warm run ${run}/${RUNS}`}: ${ROWS} rows`);
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
  const result = {
    rows: ROWS,
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      loadAverageBefore: Number(loadBefore.toFixed(2)),
      loadAverageAfter: Number(os.loadavg()[0].toFixed(2)),
      chromium: browser.version(),
    },
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
      everyRowChecked: xlsxRuns.every((r) => r.rows === ROWS && r.invalidRows === cold.invalidRows),
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
  console.log(JSON.stringify(result, null, 2));
} catch (error) {
  exitCode = 1;
  console.error(error);
} finally {
  await browser.close();
  await new Promise((resolve) => server.httpServer.close(resolve));
  rmSync(outDir, { recursive: true, force: true });
}
process.exit(exitCode);
