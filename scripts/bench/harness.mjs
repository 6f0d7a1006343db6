/**
 * What the browser benchmarks (run.mjs, batch.mjs, export.mjs) share, so each keeps only what it
 * measures: reading its --options, building its page with vite (production mode), serving it,
 * headless Chromium on it (scripts/chromium.mjs), the machine's figures, printing the one JSON
 * document, and cleaning up (server, browser, build folder) whatever happened.
 */
import { rmSync } from 'node:fs';
import os from 'node:os';
import { build, preview } from 'vite';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../chromium.mjs';

/** `--name N` from the command line, as a number; `fallback` when absent. */
export function numberOption(name, fallback) {
  const args = process.argv.slice(2);
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? Number(args[i + 1]) : fallback;
}

export const median = (xs) => xs.toSorted((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * Builds `viteConfig`, serves it, opens it in Chromium and waits for `window[global]` (the page's
 * bench API). Then `measure({ page, ready, log, machine })` answers the result printed as JSON on
 * stdout (`ready` waits for the API again after a reload; `machine()` gives the machine's figures
 * with the load before and after). Exits 1 when anything throws, after cleaning up `outDir`.
 */
export async function runBench({ name, viteConfig, outDir, global }, measure) {
  const log = (...m) => console.error(`[bench${name ? `:${name}` : ''}]`, ...m);
  log('building the benchmark page');
  await build(viteConfig);
  const server = await preview({
    ...viteConfig,
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
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.on('pageerror', (e) => log('page error:', e.message));
    const ready = () => page.waitForFunction((g) => window[g] !== undefined, global);
    await page.goto(url);
    await ready();
    const loadBefore = os.loadavg()[0];
    const machine = () => ({
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      loadAverageBefore: Number(loadBefore.toFixed(2)),
      loadAverageAfter: Number(os.loadavg()[0].toFixed(2)),
      chromium: browser.version(),
    });
    console.log(JSON.stringify(await measure({ page, ready, log, machine }), null, 2));
  } catch (error) {
    exitCode = 1;
    console.error(error);
  } finally {
    await browser.close();
    await new Promise((resolve) => server.httpServer.close(resolve));
    rmSync(outDir, { recursive: true, force: true });
  }
  process.exit(exitCode);
}
