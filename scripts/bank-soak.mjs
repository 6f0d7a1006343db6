#!/usr/bin/env node
/**
 * npm run bank:soak [-- --seconds 180 --concurrency 8 --state]: builds the mock bank and its soak
 * (src/mirage/http/soak.ts) with Vite into dist-bank-soak/, then runs the soak, which starts the
 * bank as a child process on 127.0.0.1, sends mixed traffic for the given time and stops by itself.
 * Exits 1 if the books do not balance or the bank's memory grew (the figures: docs/benchmarks.md).
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildBank } from './bank-build.mjs';

const outDir = fileURLToPath(new URL('../dist-bank-soak', import.meta.url));
const serve = await buildBank(outDir, ['serve', 'soak']);
const run = spawnSync(
  process.execPath,
  [`${outDir}/soak.mjs`, '--serve', serve, ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
process.exit(run.status ?? 1);
