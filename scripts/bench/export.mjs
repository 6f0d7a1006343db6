#!/usr/bin/env node
/**
 * npm run bench -- --only export: the export of 100,000 transactions (issue 27). Builds the page
 * of scripts/bench/export with vite (production mode), serves it, and in headless Chromium
 * (Debian's /usr/bin/chromium unless CHROMIUM_PATH says otherwise) has the bank's export code make
 * a CSV and an XLSX of --export-rows (default 100,000) transactions on the page's thread, as the
 * in-page bank does, then decodes the answer as the app does. Measures the time and the longest
 * main-thread task; prints one JSON document with the figures, targets and `met`.
 */
import { rmSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { build, preview } from 'vite';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../chromium.mjs';

const here = fileURLToPath(new URL('./export/', import.meta.url));
const outDir = fileURLToPath(new URL('../../dist-bench-export', import.meta.url));
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? Number(args[i + 1]) : fallback;
};
const ROWS = option('export-rows', 100_000);
/** A CSV of 100,000 rows within 10 s on this machine, and no task that freezes the page. */
const TARGETS = { csvTotalMs: 10_000, csvLongestTaskMs: 200 };
const log = (...m) => console.error('[bench:export]', ...m);

const config = {
  configFile: false,
  root: here,
  base: '/',
  logLevel: 'warn',
  build: { outDir, emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 8000 },
};

log('building the export benchmark page');
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
  await page.waitForFunction(() => window.__exportBench !== undefined);
  const loadBefore = os.loadavg()[0];
  const runs = {};
  for (const fileType of ['csv', 'xls']) {
    log(`${fileType}: ${ROWS} rows`);
    runs[fileType] = await page.evaluate(
      ([t, n]) => window.__exportBench.run(t, n),
      [fileType, ROWS],
    );
    log(runs[fileType]);
  }
  const result = {
    rows: ROWS,
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      loadAverageBefore: Number(loadBefore.toFixed(2)),
      loadAverageAfter: Number(os.loadavg()[0].toFixed(2)),
      chromium: browser.version(),
    },
    csv: runs.csv,
    xlsx: runs.xls,
    targets: TARGETS,
    met: {
      csvTotalMs: runs.csv.totalMs <= TARGETS.csvTotalMs,
      csvLongestTaskMs: runs.csv.longestTaskMs <= TARGETS.csvLongestTaskMs,
      everyRow: runs.csv.rows === ROWS && runs.xls.rows === ROWS,
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
