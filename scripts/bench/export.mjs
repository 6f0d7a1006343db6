#!/usr/bin/env node
/**
 * npm run bench -- --only export: the export of 100,000 transactions (issue 27). Builds the page
 * of scripts/bench/export with vite (production mode), serves it, and in headless Chromium
 * (Debian's /usr/bin/chromium unless CHROMIUM_PATH says otherwise) has the bank's export code make
 * a CSV and an XLSX of --export-rows (default 100,000) transactions on the page's thread, as the
 * in-page bank does, then decodes the answer as the app does. Measures the time and the longest
 * main-thread task; prints one JSON document with the figures, targets and `met`.
 */
import { fileURLToPath } from 'node:url';
import { numberOption, runBench } from './harness.mjs';

const ROWS = numberOption('export-rows', 100_000);
/** A CSV of 100,000 rows within 10 s on this machine, and no task that freezes the page. */
const TARGETS = { csvTotalMs: 10_000, csvLongestTaskMs: 200 };
const outDir = fileURLToPath(new URL('../../dist-bench-export', import.meta.url));

await runBench(
  {
    name: 'export',
    outDir,
    global: '__exportBench',
    viteConfig: {
      configFile: false,
      root: fileURLToPath(new URL('./export/', import.meta.url)),
      base: '/',
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 8000 },
    },
  },
  async ({ page, log, machine }) => {
    const runs = {};
    for (const fileType of ['csv', 'xls']) {
      log(`${fileType}: ${ROWS} rows`);
      runs[fileType] = await page.evaluate(
        ([t, n]) => window.__exportBench.run(t, n),
        [fileType, ROWS],
      );
      log(runs[fileType]);
    }
    return {
      rows: ROWS,
      machine: machine(),
      csv: runs.csv,
      xlsx: runs.xls,
      targets: TARGETS,
      met: {
        csvTotalMs: runs.csv.totalMs <= TARGETS.csvTotalMs,
        csvLongestTaskMs: runs.csv.longestTaskMs <= TARGETS.csvLongestTaskMs,
        everyRow: runs.csv.rows === ROWS && runs.xls.rows === ROWS,
      },
    };
  },
);
