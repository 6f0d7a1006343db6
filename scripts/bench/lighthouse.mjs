#!/usr/bin/env node
/**
 * The Lighthouse step of `npm run bench` (also `npm run bench -- --only lighthouse`): Lighthouse
 * (mobile, simulated throttling, performance only) on three pages served the same way, in the same
 * run, one after the other:
 *   - /login of the production build in mock mode (config.json as shipped);
 *   - /login of the same build with `mock: false` against a stub backend on the same origin that
 *     answers the one call the login page makes on its own (the public maintenance notices);
 *   - a bare React login page (scripts/bench/bare) built with the project's Vite: the reference.
 * Each page is measured --lh-runs times (default 3) and the median run is reported. Lighthouse
 * 12.8 runs through npx (it is not a dependency of the app; the first run downloads it).
 * Prints one JSON document: score, total blocking time, LCP, FCP, speed index and CLS per page,
 * and the targets of issue 7 (score >= 95, TBT within 100 ms of the bare page).
 * `--keep-reports DIR` keeps every run's full Lighthouse JSON there (filmstrip, LCP element, main
 * thread breakdown) to find out why a page scored as it did.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { CHROMIUM_ARGS, chromiumPath } from '../chromium.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? Number(args[i + 1]) : fallback;
};
const RUNS = option('lh-runs', 3);
const KEEP = args.includes('--keep-reports') ? args[args.indexOf('--keep-reports') + 1] : undefined;
const LIGHTHOUSE = 'lighthouse@12.8.2';
const TARGETS = { score: 95, tbtOverBareMs: 100 };
const log = (...m) => console.error('[lighthouse]', ...m);

const at = (server, path) => `http://127.0.0.1:${server.address().port}${path}`;

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

/**
 * A static server for a built folder, gzip like a production host, index.html for app routes;
 * `api` answers paths it knows (the stub backend of the real-backend run).
 */
export function serve(dir, api = {}) {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const answer = api[`${req.method} ${path}`];
    if (answer) {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      return res.end(JSON.stringify(answer));
    }
    let file = normalize(join(dir, path));
    if (!file.startsWith(dir) || !existsSync(file) || !extname(file))
      file = join(dir, 'index.html');
    const body = readFileSync(file);
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const zip =
      /text|json|javascript|svg|manifest/.test(type) &&
      /gzip/.test(req.headers['accept-encoding'] ?? '');
    res.writeHead(200, {
      'Content-Type': type,
      'Cache-Control': path.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
      ...(zip ? { 'Content-Encoding': 'gzip' } : {}),
    });
    res.end(zip ? gzipSync(body) : body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

// chrome-launcher's own Chrome when CHROMIUM_PATH is empty.
const chrome = chromiumPath || undefined;
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS].join(' ');

// Asynchronous: the pages are served by this same process, which must keep answering meanwhile.
const run = promisify(execFile);

async function lighthouse(url, out) {
  await run(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${out}`,
      `--chrome-flags=${CHROME_FLAGS}`,
      '--quiet',
    ],
    {
      env: { ...process.env, ...(chrome ? { CHROME_PATH: chrome } : {}) },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const { categories, audits } = JSON.parse(readFileSync(out, 'utf8'));
  const ms = (id) => Math.round(audits[id].numericValue);
  return {
    score: Math.round(categories.performance.score * 100),
    totalBlockingTimeMs: ms('total-blocking-time'),
    largestContentfulPaintMs: ms('largest-contentful-paint'),
    firstContentfulPaintMs: ms('first-contentful-paint'),
    speedIndexMs: ms('speed-index'),
    cumulativeLayoutShift: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
  };
}

/** The median run by score (ties by TBT), with every run's score and TBT beside it. */
async function measure(name, url, tmp) {
  const runs = [];
  for (let i = 1; i <= RUNS; i++) {
    log(`${name}: run ${i}/${RUNS}`);
    runs.push(await lighthouse(url, join(tmp, `${name}-${i}.json`)));
  }
  const ranked = runs.toSorted(
    (a, b) => a.score - b.score || b.totalBlockingTimeMs - a.totalBlockingTimeMs,
  );
  return {
    ...ranked[Math.floor(ranked.length / 2)],
    runs: runs.map((r) => `${r.score} (TBT ${r.totalBlockingTimeMs} ms)`),
  };
}

export async function runLighthouse() {
  const tmp = mkdtempSync(join(os.tmpdir(), 'bench-lh-'));
  const appDir = join(root, 'dist-lh');
  const realDir = join(root, 'dist-lh-real');
  const bareDir = join(root, 'dist-bare');
  const servers = [];
  try {
    log('building the app and the bare React page');
    await build({ root, logLevel: 'warn', build: { outDir: appDir, emptyOutDir: true } });
    await build({
      configFile: fileURLToPath(new URL('./bare/vite.config.ts', import.meta.url)),
      logLevel: 'warn',
    });
    rmSync(realDir, { recursive: true, force: true });
    cpSync(appDir, realDir, { recursive: true });
    writeFileSync(join(realDir, 'config.json'), JSON.stringify({ apiBaseUrl: '', mock: false }));

    const mock = await serve(appDir);
    const real = await serve(realDir, { 'GET /v1/boom/auth/maintenance': { notices: [] } });
    const bare = await serve(bareDir);
    servers.push(mock, real, bare);
    const loadBefore = os.loadavg()[0];
    const pages = {
      loginMock: await measure('login-mock', at(mock, '/login'), tmp),
      loginRealBackend: await measure('login-real', at(real, '/login'), tmp),
      bareReact: await measure('bare-react', at(bare, '/'), tmp),
    };
    const tbtOverBare = (p) => p.totalBlockingTimeMs - pages.bareReact.totalBlockingTimeMs;
    const met = {
      loginMockScore: pages.loginMock.score >= TARGETS.score,
      loginRealBackendScore: pages.loginRealBackend.score >= TARGETS.score,
      loginMockTbt: tbtOverBare(pages.loginMock) <= TARGETS.tbtOverBareMs,
      loginRealBackendTbt: tbtOverBare(pages.loginRealBackend) <= TARGETS.tbtOverBareMs,
    };
    return {
      pages,
      tbtOverBareMs: {
        loginMock: tbtOverBare(pages.loginMock),
        loginRealBackend: tbtOverBare(pages.loginRealBackend),
      },
      targets: TARGETS,
      met,
      machine: {
        cpus: os.cpus().length,
        loadAverageBefore: loadBefore,
        loadAverageAfter: os.loadavg()[0],
        lighthouse: LIGHTHOUSE,
      },
    };
  } finally {
    for (const server of servers) server.close();
    for (const dir of [appDir, realDir, bareDir]) rmSync(dir, { recursive: true, force: true });
    if (KEEP) cpSync(tmp, KEEP, { recursive: true });
    rmSync(tmp, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await runLighthouse();
  console.log(JSON.stringify(result, null, 2));
  process.exit(Object.values(result.met).every(Boolean) ? 0 : 1);
}
